// The coach's speed for every game and player count, on one core: a hint at normal strength
// (500 IS-MCTS iterations and the heuristic's reasons for the top three moves, no time cap) over
// positions spread along a seeded game between heuristic bots, mean and longest; and the review
// of that whole game for seat 0 (every decision of the seat searched, the move played searched
// again when it was not the best), as `moontable coach --review` runs it; and the browser's review
// of every seat at its normal depth (web/src/coach/work.ts, 200 iterations, 150 ms a search).
// Targets (issue 19): a hint within 1 s, a review within 30 s. Each figure is given as wall time
// and as the process's CPU time (user + system), which on a machine shared with other work is the
// better measure of what one core needs.
// Usage: npm run bench:coach [-- --game moon] [-- --hints-only | --web-review-only] [-- --json]
// (also run by `npm run bench`)
import { adviseAt, reviewRecord, seededGame } from '../src/bots/index.ts';
import type { AnyGame } from '../src/engine/index.ts';
import { reviewFor } from '../web/src/coach/work.ts';
import { REVIEW_DEPTHS } from '../web/src/coach/work.ts';
import { benchRows, flag } from './args.ts';

const hintsOnly = flag('--hints-only');
/** Only the browser's review (skips the hints and the terminal's review of seat 0). */
const webReviewOnly = flag('--web-review-only');

interface Row {
  game: string;
  players: number;
  hints: number;
  hintMeanMs: number;
  hintMaxMs: number;
  hintCpuMeanMs: number;
  hintCpuMaxMs: number;
  /** Moves in the game reviewed, decisions of seat 0, and the review's time. */
  gameMoves: number;
  reviewedMoves: number | null;
  reviewSeconds: number | null;
  reviewCpuSeconds: number | null;
  /** The browser's review (web/src/coach/work.ts): every seat, at its normal depth. */
  webReviewSeconds: number | null;
  webReviewCpuSeconds: number | null;
  /** The moves that review charts (every seat's). */
  webReviewSearches: number | null;
}

/** CPU time of this process so far, ms. */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A seeded game between heuristic bots: its states where a seat chose among several moves. */
function heuristicGame(game: AnyGame, players: number) {
  const positions: { state: unknown; seat: number }[] = [];
  const { record } = seededGame(
    game,
    players,
    'bench-coach',
    () => 'heuristic',
    Infinity,
    (state, seat, legal) => {
      if (legal > 1) positions.push({ state: game.clone(state), seat });
    },
  );
  return { record, positions };
}

function measure(game: AnyGame, players: number): Row {
  const { record, positions } = heuristicGame(game, players);
  // Every 6th decision, so early and late positions both count.
  const sample = webReviewOnly ? [] : positions.filter((_, i) => i % 6 === 0);
  const warm = performance.now();
  for (let i = 0; sample.length && performance.now() - warm < 500; i++) {
    const p = sample[i % sample.length]!;
    adviseAt(game, p.state, p.seat, { seed: 'warm', iterations: 50 }); // let the JIT settle
  }
  let total = 0;
  let max = 0;
  let cpuTotal = 0;
  let cpuMax = 0;
  for (const [i, p] of sample.entries()) {
    const t = performance.now();
    const c = cpuMs();
    adviseAt(game, p.state, p.seat, { seed: `hint/${i}` });
    const ms = performance.now() - t;
    const cpu = cpuMs() - c;
    total += ms;
    max = Math.max(max, ms);
    cpuTotal += cpu;
    cpuMax = Math.max(cpuMax, cpu);
  }
  let reviewed: number | null = null;
  let seconds: number | null = null;
  let cpuSeconds: number | null = null;
  let webSeconds: number | null = null;
  let webCpuSeconds: number | null = null;
  let webSearches: number | null = null;
  if (!hintsOnly && !webReviewOnly) {
    const t = performance.now();
    const c = cpuMs();
    const out = reviewRecord(game, record, 0, { seed: 'bench' });
    seconds = (performance.now() - t) / 1000;
    cpuSeconds = (cpuMs() - c) / 1000;
    if (!out.ok) throw new Error(out.error.message);
    reviewed = out.value.moves.length;
  }
  if (!hintsOnly) {
    const w = performance.now();
    const c = cpuMs();
    const web = reviewFor({ kind: 'review', record, lang: 'en', ...REVIEW_DEPTHS.normal });
    webSeconds = (performance.now() - w) / 1000;
    webCpuSeconds = (cpuMs() - c) / 1000;
    webSearches = web.points.length;
  }
  return {
    game: game.id,
    players,
    hints: sample.length,
    hintMeanMs: total / sample.length,
    hintMaxMs: max,
    hintCpuMeanMs: cpuTotal / sample.length,
    hintCpuMaxMs: cpuMax,
    gameMoves: record.moves.length,
    reviewedMoves: reviewed,
    reviewSeconds: seconds,
    reviewCpuSeconds: cpuSeconds,
    webReviewSeconds: webSeconds,
    webReviewCpuSeconds: webCpuSeconds,
    webReviewSearches: webSearches,
  };
}

benchRows(measure, (row) => {
  const hint = row.hints
    ? `  hint ${row.hintMeanMs.toFixed(0).padStart(4)} ms, max ${row.hintMaxMs.toFixed(0)} (cpu ${row.hintCpuMeanMs.toFixed(0)}, max ${row.hintCpuMaxMs.toFixed(0)}; ${row.hints} positions)`
    : '';
  const review =
    row.reviewSeconds === null
      ? ''
      : `  review of seat 0: ${row.reviewedMoves} of ${row.gameMoves} moves, ${row.reviewSeconds.toFixed(1)} s (cpu ${row.reviewCpuSeconds?.toFixed(1)});`;
  const web =
    row.webReviewSeconds === null
      ? ''
      : `  web review, every seat (normal): ${row.webReviewSearches} of ${row.gameMoves} moves, ${row.webReviewSeconds.toFixed(1)} s (cpu ${row.webReviewCpuSeconds?.toFixed(1)})`;
  return `${row.game.padEnd(20)} ${row.players}p${hint}${review}${web}`;
});
