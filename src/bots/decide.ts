// One bot decision from plain data (game id, view, seat, move strings, bot spec, seed), as a
// server or a worker thread receives it. Untrusted input is checked here and refused as a value.

import type { AnyGame, OptionValues, Result, Seat } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import { Rng } from '../engine/rng.ts';
import { makeBot, parseBotSpec } from './spec.ts';

export interface DecisionRequest {
  /** Game id, e.g. `monkeys-on-the-moon`. */
  readonly game: string;
  /** Informative only: the view already carries what the bot may know. */
  readonly options?: OptionValues;
  readonly players?: number;
  /** The seat's view, exactly as `game.view(state, seat)` returned it. */
  readonly view: unknown;
  readonly seat: Seat;
  /** The seat's legal moves as strings; when absent they are listed from a state sampled from the view. */
  readonly legal?: readonly string[];
  /** `random`, `heuristic`, `ismcts:easy|normal|hard` or `ismcts:<iterations>`. */
  readonly bot: string;
  /** Seed of this decision: the same request with the same seed gives the same move. */
  readonly seed: string;
  /** Thinking-time cap for search bots, in ms. */
  readonly budgetMs?: number;
}

/** The chosen move's string form, or why the request cannot be served. */
export function decide(
  request: DecisionRequest,
  findGame: (id: string) => AnyGame | undefined,
  now?: () => number,
): Result<string> {
  const game = findGame(request.game);
  if (!game) return fail('unknown-game', null, `Unknown game "${request.game}".`);
  const spec = parseBotSpec(request.bot, game);
  if (!spec.ok) return spec;
  let legal: unknown[];
  if (request.legal) {
    legal = [];
    for (const text of request.legal) {
      const move = game.parseMove(text);
      if (!move.ok) return move;
      legal.push(move.value);
    }
  } else {
    // Every state sampled from a view offers the seat the same moves (the conformance kit checks it).
    const state = game.sample(request.view, request.seat, new Rng(`legal/${request.seed}`).state);
    legal = game.legalMoves(state, request.seat);
  }
  if (legal.length === 0)
    return fail('no-legal-move', null, `Seat ${request.seat} has no move to make now.`);
  const settings = request.budgetMs === undefined ? { now } : { budgetMs: request.budgetMs, now };
  const bot = makeBot(spec.value, game, request.seed, settings);
  return ok(game.encodeMove(bot.choose(request.view, legal, request.seat)));
}
