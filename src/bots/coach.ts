// The coach: for one seat, the best few moves with the seat's chance to win after each, and why.
// It is as fair as the bots: it gets the seat's view and legal moves only, searches with IS-MCTS
// from that view (every state it plays on is sampled from the view), and words its reasons with
// the game's heuristic bot, which reads the view too. The same view, moves and seed give the
// same advice; a time cap (`ms`, with an injected clock) trades that for a bound on the wait.
// `reviewRecord` (review.ts) runs the coach over every decision of a seat in a game record.

import type { AnyGame, Lang, Seat } from '../engine/game.ts';
import { Rng } from '../engine/rng.ts';
import type { Bot, ViewGame } from './bot.ts';
import { anyViewGame } from './bot.ts';
import { HEURISTICS } from './heuristic/index.ts';
import { ISMCTS_LEVELS, ismctsSearch } from './ismcts.ts';
import type { RootMove } from './ismcts.ts';
import { LEAF_EVALUATIONS } from './leaf.ts';
import type { LeafEvaluation } from './leaf.ts';

export interface CoachSettings {
  /** Seed of the search. Never derive it from the game's own seed, which decides hidden cards. */
  readonly seed: string;
  /** IS-MCTS iterations (default: the normal bot's, 500). */
  readonly iterations?: number;
  /** Optional cap on thinking time in ms; a search cut short is no longer repeatable. */
  readonly ms?: number;
  /** The clock for `ms` (default `Date.now`), injected so the coach runs in a browser too. */
  readonly now?: () => number;
  /** How many moves to advise, best first (default 3). */
  readonly top?: number;
  /** Language of the reasons (default English). */
  readonly lang?: Lang;
}

/** One advised move. */
export interface MoveAdvice<M> {
  readonly move: M;
  /** The move's string form, e.g. `bid purple:2`. */
  readonly text: string;
  /** Iterations of the search that went through this move. */
  readonly visits: number;
  /** The seat's estimated chance of first place after this move, 0..1. */
  readonly winChance: number;
  /** Expected share of the other seats it finishes ahead of (ties half), 0..1: chess's expected score. */
  readonly expectedScore: number;
  /** Why the game's heuristic likes (or dislikes) the move, in a sentence; null when it cannot say. */
  readonly reason: string | null;
}

export interface Advice<M> {
  readonly seat: Seat;
  /** How many legal moves the seat had. */
  readonly legal: number;
  /** Iterations the search ran (fewer than asked when `ms` cut it short). */
  readonly iterations: number;
  /**
   * The best moves: the `top` moves the search looked at most, ordered by their chance to win
   * (best first, as the shown figure says), then by expected score and visits.
   */
  readonly moves: readonly MoveAdvice<M>[];
}

export const DEFAULT_TOP = 3;

/** Orders root moves best first: most visited (the bot's choice), then the better chance. */
export function byVisits<M>(a: RootMove<M>, b: RootMove<M>): number {
  return b.visits - a.visits || b.winChance - a.winChance;
}

/**
 * Orders advised moves for the player: the better chance to win first, as the figure shown
 * beside each says (lichess ranks its lines by evaluation). Equal chances: the better expected
 * score, then the more searched. A stable sort keeps the search's order among true equals.
 */
export function byChance<M>(a: RootMove<M>, b: RootMove<M>): number {
  return b.winChance - a.winChance || b.expectedScore - a.expectedScore || b.visits - a.visits;
}

/** The heuristic bot of a game, as an explainer of moves; null for a game without one. */
export function explainerFor(game: ViewGame<unknown, unknown>): Bot<unknown, unknown> | null {
  const factory = Object.hasOwn(HEURISTICS, game.id) ? HEURISTICS[game.id] : undefined;
  return factory ? factory(game, 'coach') : null;
}

/** The IS-MCTS statistics of `legal` (or a subset of it) from `seat`'s view. */
export function searchMoves<V, M>(
  game: ViewGame<V, M>,
  view: V,
  legal: readonly M[],
  seat: Seat,
  settings: CoachSettings,
): RootMove<M>[] {
  const budget = {
    iterations: settings.iterations ?? ISMCTS_LEVELS.normal.iterations,
    ms: settings.ms,
    now: settings.now,
    // The registry is untyped; the entry for this id is this game's own leaf evaluation.
    leaf: LEAF_EVALUATIONS[game.id] as LeafEvaluation<V, M> | undefined,
  };
  return ismctsSearch(game, view, legal, seat, budget, new Rng(`coach/${settings.seed}`));
}

/** The best moves for `seat`, from its view and legal moves only. */
export function advise<V, M>(
  game: ViewGame<V, M>,
  view: V,
  legal: readonly M[],
  seat: Seat,
  settings: CoachSettings,
): Advice<M> {
  if (legal.length === 0) return { seat, legal: 0, iterations: 0, moves: [] };
  const stats = searchMoves(game, view, legal, seat, settings).sort(byVisits);
  const explainer = explainerFor(game as ViewGame<unknown, unknown>);
  const lang = settings.lang ?? 'en';
  // Which moves: the most searched, whose figures are the surest (IS-MCTS spends its visits on
  // the moves it believes in; a move tried a few times may show a lucky chance). In what order:
  // by the chance shown, so a player never reads rank 2 above rank 1.
  const top = stats
    .filter((s) => s.visits > 0)
    .slice(0, Math.max(1, settings.top ?? DEFAULT_TOP))
    .sort(byChance);
  return {
    seat,
    legal: legal.length,
    iterations: stats.reduce((n, s) => n + s.visits, 0),
    moves: top.map((s) => ({
      move: s.move,
      text: game.encodeMove(s.move),
      visits: s.visits,
      winChance: s.winChance,
      expectedScore: s.expectedScore,
      reason: explainer?.explain?.(view, s.move, seat, lang) ?? null,
    })),
  };
}

/**
 * Advice for `seat` in a full state: the state is turned into the seat's view at once, and only
 * the view and the legal moves reach the coach.
 */
export function adviseAt(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  settings: CoachSettings,
): Advice<unknown> {
  return advise(
    anyViewGame(game),
    game.view(state, seat),
    game.legalMoves(state, seat),
    seat,
    settings,
  );
}
