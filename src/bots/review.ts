// The review of a game record for one seat, as lichess reviews a chess game: at each of the
// seat's decisions the coach searches from the seat's view as it was then (never from what the
// seat could not see, even though the record is finished), and compares the move played with
// the move it finds best. The seat's chance to win after each move makes the curve of the game;
// each move is graded by the chance it cost (grades.ts: inaccuracy, mistake, blunder) and the
// seat's game is summed up as an accuracy, the grades' counts and the chance lost in all.

import type { AnyGame, GameResult, Lang, Result, Seat } from '../engine/game.ts';
import { fail, ok, refusalText } from '../engine/game.ts';
import { replay } from '../engine/record.ts';
import type { GameRecord } from '../engine/record.ts';
import { anyViewGame } from './bot.ts';
import { byVisits, searchMoves } from './coach.ts';
import type { CoachSettings } from './coach.ts';
import { GRADE_THRESHOLDS, gradeOf, scaledThresholds, summarize } from './grades.ts';
import type { Grade, GradeThresholds, SeatSummary } from './grades.ts';
import { ISMCTS_LEVELS } from './ismcts.ts';

/**
 * A move the full search gave this share of its iterations (100 of 500) is judged on those; one
 * with fewer is searched again alone.
 */
const SURE_SHARE = 0.2;

/** A move that costs this much of the chance to win or more is a mistake (10 points). */
export const MISTAKE_THRESHOLD = GRADE_THRESHOLDS.mistake;

export interface ReviewSettings extends Omit<CoachSettings, 'top'> {
  /**
   * Loss of chance to win that makes a mistake, 0..1 (default 0.1); the inaccuracy's and the
   * blunder's thresholds follow in proportion (`scaledThresholds`).
   */
  readonly threshold?: number;
  /** Called after each decision reviewed, for a progress bar. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * The time cap of each search in ms, asked just before it (instead of `ms`): `legal` is how
   * many moves the seat had, `again` is true for the second search of a move played that the
   * first hardly tried. A whole game's review shares its time out this way (web/src/coach/work.ts).
   */
  readonly cut?: (legal: number, again: boolean) => number;
}

export interface ReviewedMove {
  /** Index of the move in the record (0-based), e.g. 17. */
  readonly index: number;
  /** The move played, in string form and worded for people. */
  readonly move: string;
  readonly label: string;
  /** How many legal moves the seat had. */
  readonly legal: number;
  /** The seat's chance to win after the move played, 0..1, as the search estimates it. */
  readonly chance: number;
  /** Its expected score after the move played (seats beaten, ties half), 0..1. */
  readonly expectedScore: number;
  /** The move the coach found best, and the chance to win after it. */
  readonly best: string;
  readonly bestLabel: string;
  readonly bestChance: number;
  /** Chance to win the move played gave away against the best move, 0..1 (never negative). */
  readonly loss: number;
  /** The grade the loss earns (inaccuracy, mistake, blunder), or null. */
  readonly grade: Grade | null;
  /** A mistake or a blunder: the loss is `threshold` or more. */
  readonly mistake: boolean;
}

export interface GameReview {
  readonly game: string;
  readonly players: number;
  readonly seat: Seat;
  /** False when the record stops before the end of the game (reviewed as far as it goes). */
  readonly finished: boolean;
  readonly result: GameResult | null;
  /** IS-MCTS iterations per search (half for a search of one move: the move played, or a forced one). */
  readonly iterations: number;
  /** The mistake's threshold, and all three grades' thresholds in use. */
  readonly threshold: number;
  readonly grades: GradeThresholds;
  /** Every decision of the seat, in order. */
  readonly moves: readonly ReviewedMove[];
  /** The moves that lost `threshold` or more of the chance to win (mistakes, blunders), in order. */
  readonly mistakes: readonly ReviewedMove[];
  /** Accuracy, each grade's count and the chance lost in all. */
  readonly summary: SeatSummary;
}

interface Decision {
  readonly index: number;
  readonly state: unknown;
  readonly move: unknown;
}

/**
 * Reviews `seat`'s moves in `record`. The record is replayed to find the positions; the coach
 * gets only the seat's view of each. Errors: a record that does not replay, a seat not at the
 * table.
 */
export function reviewRecord(
  game: AnyGame,
  record: GameRecord,
  seat: Seat,
  settings: ReviewSettings,
): Result<GameReview> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= record.players)
    return fail(
      'bad-seat',
      null,
      `Seat ${seat} is not at this table: seats are 0 to ${record.players - 1}.`,
    );
  const decisions: Decision[] = [];
  const replayed = replay(game, record, (before, by, move, _after, index) => {
    if (by === seat) decisions.push({ index, state: before, move });
  });
  if (!replayed.ok) {
    const at = replayed.moveIndex < 0 ? '' : ` at move ${replayed.moveIndex}`;
    const atDe = replayed.moveIndex < 0 ? '' : ` bei Zug ${replayed.moveIndex}`;
    return fail(
      replayed.error.code,
      replayed.error.rule,
      `The record does not replay${at}: ${replayed.error.message}`,
      `Die Aufzeichnung lässt sich${atDe} nicht nachspielen: ${refusalText(replayed.error, 'de')}`,
    );
  }
  const facade = anyViewGame(game);
  const lang: Lang = settings.lang ?? 'en';
  const threshold = settings.threshold ?? MISTAKE_THRESHOLD;
  const grades = scaledThresholds(threshold);
  const iterations = settings.iterations ?? ISMCTS_LEVELS.normal.iterations;
  const moves: ReviewedMove[] = [];
  for (const d of decisions) {
    const view = game.view(d.state, seat);
    const legal = game.legalMoves(d.state, seat);
    const played = game.encodeMove(d.move);
    const search = (among: readonly unknown[], tag: string) =>
      searchMoves(facade, view, among, seat, {
        ...settings,
        ms: settings.cut ? settings.cut(legal.length, tag !== '') : settings.ms,
        // A search of one move spends every iteration on it: half the budget is as sure as the
        // full search is of its best move.
        iterations: among.length === 1 ? Math.ceil(iterations / 2) : iterations,
        seed: `${settings.seed}/${d.index}${tag}`,
      });
    const stats = search(legal, '').sort(byVisits);
    const best = stats[0] as (typeof stats)[number];
    const bestText = game.encodeMove(best.move);
    // The move played: the full search's figures when it is the best or was searched enough
    // there, else a search of it alone (a move the search does not favour gets few visits).
    const mine = stats.find((m) => game.encodeMove(m.move) === played);
    let after = best;
    if (bestText !== played)
      after =
        mine && mine.visits >= iterations * SURE_SHARE
          ? mine
          : (search([mine?.move ?? d.move], '/played')[0] as typeof best);
    const loss = Math.max(0, best.winChance - after.winChance);
    moves.push({
      index: d.index,
      move: played,
      label: game.moveLabel(d.state, seat, d.move, lang),
      legal: legal.length,
      chance: after.winChance,
      expectedScore: after.expectedScore,
      best: bestText,
      bestLabel: game.moveLabel(d.state, seat, best.move, lang),
      bestChance: Math.max(best.winChance, after.winChance),
      loss,
      grade: gradeOf(loss, grades),
      mistake: loss >= threshold,
    });
    settings.onProgress?.(moves.length, decisions.length);
  }
  return ok({
    game: game.id,
    players: record.players,
    seat,
    finished: game.toAct(replayed.state).length === 0,
    result: game.result(replayed.state),
    iterations,
    threshold,
    grades,
    moves,
    mistakes: moves.filter((m) => m.mistake),
    summary: summarize(moves),
  });
}
