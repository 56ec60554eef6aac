// How a review grades a move and sums up a seat, as lichess does for chess: a move is graded by
// the chance to win it cost against the coach's best move (inaccuracy, mistake, blunder), and a
// seat gets an accuracy from all of its losses, so many small losses count as well as one big one.
// Data and pure functions: the review (review.ts), the terminal and the browser share them.

/** The grades, mildest first. */
export const GRADES = ['inaccuracy', 'mistake', 'blunder'] as const;
export type Grade = (typeof GRADES)[number];

/** Loss of chance to win (0..1) from which a move earns each grade. */
export type GradeThresholds = Readonly<Record<Grade, number>>;

/**
 * The default thresholds, in points of the chance to win: 5, 10 and 20. Lichess uses 10, 20 and
 * 30 points of its winning chance for chess, where one engine sees far; our estimates come from
 * a few hundred sampled playouts (a few points of noise) and a multi-player game starts at a
 * fair share of 1/n (25 points at four), so the steps are halved: 20 points is most of a
 * four-player seat's share, a blunder.
 */
export const GRADE_THRESHOLDS: GradeThresholds = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 };

/**
 * The thresholds with the mistake's set to `mistake` and the others in the same proportion
 * (half and double by default): `moontable coach --review --threshold 10` sets them all.
 */
export function scaledThresholds(mistake: number): GradeThresholds {
  const k = mistake / GRADE_THRESHOLDS.mistake;
  return {
    inaccuracy: GRADE_THRESHOLDS.inaccuracy * k,
    mistake,
    blunder: GRADE_THRESHOLDS.blunder * k,
  };
}

/** The grade a loss of chance (0..1) earns, or null for a good move. */
export function gradeOf(loss: number, t: GradeThresholds = GRADE_THRESHOLDS): Grade | null {
  if (loss >= t.blunder) return 'blunder';
  if (loss >= t.mistake) return 'mistake';
  if (loss >= t.inaccuracy) return 'inaccuracy';
  return null;
}

/**
 * One move's accuracy, 0..100, from the chance it lost (0..1): lichess's curve,
 * 103.1668 × e^(−0.04354 × points lost) − 3.1669, clamped to 0..100. No loss is 100; 5 points
 * 80; 10 points 64; 20 points 40; 50 points 9.
 */
export function moveAccuracy(loss: number): number {
  const points = 100 * Math.max(0, loss);
  return Math.min(100, Math.max(0, 103.1668 * Math.exp(-0.04354 * points) - 3.1669));
}

/**
 * A decision where even the best move kept less than this chance to win (2 %) was lost already:
 * whatever the seat played there shows no skill, so it leaves the accuracy (a beaten player's
 * last thirty moves at 0 % would otherwise pull it up to 100 %).
 */
export const DECIDED_BELOW = 0.02;

/** What the summary reads of a reviewed move. */
export interface GradedMove {
  /** How many legal moves there were (1: forced). */
  readonly legal: number;
  /** The chance to win after the best move, 0..1. */
  readonly bestChance: number;
  /** Chance to win the move lost against the best, 0..1. */
  readonly loss: number;
  readonly grade: Grade | null;
}

/** A seat's game in figures. */
export interface SeatSummary {
  /**
   * The seat's decisions that count for the accuracy: a choice among two or more moves in a game
   * not yet lost (forced moves and lost positions show no skill).
   */
  readonly choices: number;
  /** The mean of `moveAccuracy` over those decisions, 0..100; null without any. */
  readonly accuracy: number | null;
  /** How many moves earned each grade. */
  readonly counts: Readonly<Record<Grade, number>>;
  /** The chance to win lost over the whole game, summed over every move (0.37: 37 points). */
  readonly totalLoss: number;
}

export function summarize(moves: readonly GradedMove[]): SeatSummary {
  const counts: Record<Grade, number> = { inaccuracy: 0, mistake: 0, blunder: 0 };
  let choices = 0;
  let accuracy = 0;
  let totalLoss = 0;
  for (const m of moves) {
    totalLoss += m.loss;
    if (m.grade) counts[m.grade]++;
    if (m.legal < 2 || m.bestChance < DECIDED_BELOW) continue;
    choices++;
    accuracy += moveAccuracy(m.loss);
  }
  return { choices, accuracy: choices ? accuracy / choices : null, counts, totalLoss };
}
