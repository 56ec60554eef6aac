// The bot interface. A bot gets what its seat sees (the view) and the seat's legal moves, never
// the full state: hidden information cannot reach it through this interface.

import type { Seat } from '../engine/game.ts';

export interface Bot<V, M> {
  /** Short name for tables and logs, e.g. `random`. */
  readonly name: string;
  /** Chooses one of `legal` (never empty) for `seat`, knowing only `view`. */
  choose(view: V, legal: readonly M[], seat: Seat): M;
}

/** Makes a bot for a game; `seed` makes its choices repeatable. */
export type BotFactory = (seed: string) => Bot<unknown, unknown>;
