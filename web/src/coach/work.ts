// What the coach's Web Worker computes (worker.ts runs it; Node tests call it directly): a hint
// from the view a seat already has, and the review of a finished game. Nothing here sees more
// than its input: a hint gets the seat's view and legal moves as the table holds them (the
// server's own view online), and `advise` searches from that view alone. Plain data in and out,
// so it crosses postMessage unchanged.

import type { Lang, Seat } from '../../../src/engine/game.ts';
import { refusalText } from '../../../src/engine/game.ts';
import { replay } from '../../../src/engine/record.ts';
import type { GameRecord } from '../../../src/engine/record.ts';
import { advise } from '../../../src/bots/coach.ts';
import { anyViewGame } from '../../../src/bots/bot.ts';
import { reviewRecord } from '../../../src/bots/review.ts';
import { GRADE_THRESHOLDS } from '../../../src/bots/grades.ts';
import type { Grade, GradeThresholds, SeatSummary } from '../../../src/bots/grades.ts';
import { findGame } from '../../../src/games/index.ts';
import { HINT_ITERATIONS, REVIEW_BUDGET_MS, REVIEW_DEPTHS } from './limits.ts';

export { HINT_ITERATIONS, HINT_MS, REVIEW_BUDGET_MS, REVIEW_DEPTHS } from './limits.ts';
export type { ReviewDepth } from './limits.ts';

/** No search is cut before this, however long the game (it runs 4 iterations at least). */
const REVIEW_FLOOR_MS = 5;
/**
 * A forced move's search gets this share of a decision's time: nothing is chosen there (its loss
 * is 0), its search only places it on the chart. The second search of a move played that the
 * first hardly tried gets a whole share, as the first: the loss is the best move's chance less
 * this search's, so a rougher figure here would make more mistakes out of nothing.
 */
const FORCED_SHARE = 0.25;
/** How often a decision's move played needs a second search, for the plan (about a third). */
const AGAIN_RATE = 0.3;

export interface HintRequest {
  readonly kind: 'hint';
  readonly game: string;
  readonly seat: Seat;
  /** The seat's view, exactly as the table has it. */
  readonly view: unknown;
  /** The seat's legal moves in the game's notation. */
  readonly legal: readonly string[];
  readonly seed: string;
  readonly lang: Lang;
  readonly iterations?: number;
  /** A cap on thinking time; without it the advice repeats exactly for the seed. */
  readonly ms?: number;
}

export interface HintMove {
  readonly move: string;
  readonly winChance: number;
  readonly expectedScore: number;
  readonly visits: number;
  readonly reason: string | null;
}

export interface Hint {
  readonly legal: number;
  readonly iterations: number;
  readonly moves: readonly HintMove[];
}

export interface ReviewRequest {
  readonly kind: 'review';
  readonly record: GameRecord;
  readonly lang: Lang;
  readonly iterations?: number;
  readonly ms?: number;
}

/** One seat's decision in the review: its chance to win after the move, and what was best. */
export interface ReviewPoint {
  readonly index: number;
  readonly seat: Seat;
  readonly label: string;
  readonly chance: number;
  readonly bestLabel: string;
  readonly bestChance: number;
  readonly loss: number;
  /** Inaccuracy, mistake or blunder by the loss (src/bots/grades.ts), or null. */
  readonly grade: Grade | null;
  /** A mistake or a blunder. */
  readonly mistake: boolean;
}

export interface GameReviewData {
  readonly players: number;
  readonly moves: number;
  /** Every seat's decisions in the order of the game. */
  readonly points: readonly ReviewPoint[];
  /** Each seat's accuracy, grade counts and chance lost in all, by seat. */
  readonly summaries: readonly SeatSummary[];
  /** The losses that earn each grade. */
  readonly grades: GradeThresholds;
  /** Each seat's share of first place at the end (ties shared), or null for an unfinished game. */
  readonly final: readonly number[] | null;
}

export class CoachError extends Error {}

const gameOf = (id: string) => {
  const game = findGame(id);
  if (!game) throw new CoachError(`There is no game "${id}".`);
  return game;
};

export function hintFor(req: HintRequest, now: () => number = () => performance.now()): Hint {
  const game = gameOf(req.game);
  const legal = req.legal.map((text) => {
    const parsed = game.parseMove(text);
    if (!parsed.ok) throw new CoachError(refusalText(parsed.error, req.lang));
    return parsed.value;
  });
  const advice = advise(anyViewGame(game), req.view, legal, req.seat, {
    seed: req.seed,
    iterations: req.iterations ?? HINT_ITERATIONS,
    ms: req.ms,
    now,
    lang: req.lang,
  });
  return {
    legal: advice.legal,
    iterations: advice.iterations,
    moves: advice.moves.map((m) => ({
      move: m.text,
      winChance: m.winChance,
      expectedScore: m.expectedScore,
      visits: m.visits,
      reason: m.reason,
    })),
  };
}

/**
 * The time caps of a whole game's review (`ReviewSettings.cut`). The budget is shared out before
 * the first search: a decision with a choice weighs 1 plus `AGAIN_RATE` (its second search, when
 * one is needed), a forced one `FORCED_SHARE`; a search is cut at its share of the unit that
 * gives.
 * A search that ends on its iterations leaves its time unused; when the searches so far ran over
 * their plan, the unit shrinks to what the time left gives the decisions left, so the review
 * ends near the budget however long the game and however busy the machine. No search is cut
 * later than `ms` or sooner than `REVIEW_FLOOR_MS`.
 */
function budgetCuts(record: GameRecord, ms: number, now: () => number) {
  const game = gameOf(record.game);
  let forced = 0;
  replay(game, record, (before, by) => {
    if (game.legalMoves(before, by).length === 1) forced++;
  });
  let choices = record.moves.length - forced;
  const units = () => forced * FORCED_SHARE + choices * (1 + AGAIN_RATE);
  const end = now() + REVIEW_BUDGET_MS;
  const planned = REVIEW_BUDGET_MS / Math.max(units(), 1);
  let current = 0;
  const cut = (legal: number, again: boolean): number => {
    const share = !again && legal === 1 ? FORCED_SHARE : 1;
    if (!again) current = legal;
    const unit = Math.min(planned, (end - now()) / Math.max(units(), 1));
    return Math.max(REVIEW_FLOOR_MS, Math.min(ms, unit * share));
  };
  /** Call after each decision. */
  const done = () => {
    if (current === 1) forced = Math.max(0, forced - 1);
    else choices = Math.max(0, choices - 1);
  };
  return { cut, done };
}

/** Reviews every seat of a finished game; `onProgress` gets decisions done of all. */
export function reviewFor(
  req: ReviewRequest,
  onProgress: (done: number, total: number) => void = () => undefined,
  now: () => number = () => performance.now(),
): GameReviewData {
  const game = gameOf(req.record.game);
  const total = req.record.moves.length;
  // With a time cap, the whole game shares the budget; without, every search runs its iterations
  // and the review repeats exactly.
  const budget = req.ms === undefined ? null : budgetCuts(req.record, req.ms, now);
  let before = 0;
  const points: ReviewPoint[] = [];
  const summaries: SeatSummary[] = [];
  let result = null as ReturnType<typeof game.result>;
  for (let seat = 0; seat < req.record.players; seat++) {
    const review = reviewRecord(game, req.record, seat, {
      seed: 'review',
      iterations: req.iterations ?? REVIEW_DEPTHS.normal.iterations,
      cut: budget?.cut,
      now,
      lang: req.lang,
      onProgress: (done) => {
        budget?.done();
        onProgress(before + done, total);
      },
    });
    if (!review.ok) throw new CoachError(refusalText(review.error, req.lang));
    before += review.value.moves.length;
    result = review.value.result;
    summaries.push(review.value.summary);
    for (const m of review.value.moves)
      points.push({
        index: m.index,
        seat,
        label: m.label,
        chance: m.chance,
        bestLabel: m.bestLabel,
        bestChance: m.bestChance,
        loss: m.loss,
        grade: m.grade,
        mistake: m.mistake,
      });
  }
  points.sort((a, b) => a.index - b.index);
  let final: number[] | null = null;
  if (result && !result.abandoned) {
    const firsts = result.ranking.filter((r) => r === 1).length;
    final = result.ranking.map((r) => (r === 1 ? 1 / firsts : 0));
  } else if (result) final = result.ranking.map(() => 0);
  return {
    players: req.record.players,
    moves: total,
    points,
    summaries,
    grades: GRADE_THRESHOLDS,
    final,
  };
}
