// The coach's search limits, apart from work.ts so that the page (hint.tsx, review.tsx) can read
// them without bringing the games and bots into its own chunk: only the worker runs the search.

/** A hint at normal strength (the normal bot's 500 iterations), cut at about one second. */
export const HINT_ITERATIONS = 500;
export const HINT_MS = 1000;
/**
 * The review searches each decision of every seat, lighter than a hint ("normal"); "quick" gives
 * a rougher chart sooner. `npm run bench:coach` prints the normal review's time ("web review").
 */
export const REVIEW_DEPTHS = {
  quick: { iterations: 40, ms: 40 },
  normal: { iterations: 200, ms: 150 },
} as const;
export type ReviewDepth = keyof typeof REVIEW_DEPTHS;
/**
 * A whole game's review searches for about this long at the most, every search included: each
 * is cut at its planned share, shorter when the searches so far ran behind (work.ts,
 * `budgetCuts`), so a long game (Moon at five players, some 300 decisions) searches each decision
 * for less than its depth's cut, and a busy machine makes the searches shorter, not the review
 * longer. It arrives within 10 s in the browser
 * (issue 31; `npm run bench:web` times every game and player count).
 */
export const REVIEW_BUDGET_MS = 6_000;
