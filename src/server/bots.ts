// Bots at the table. The server asks a BotRunner for a seat's move, giving it only what that
// seat sees (its view and legal moves), so a server bot can never read hidden parts.

import type { AnyGame, Seat } from '../engine/game.ts';
import { BOTS } from '../bots/index.ts';

export interface BotRequest {
  readonly game: AnyGame;
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** A bot name known to `botNames()`, e.g. `random`. */
  readonly bot: string;
  /** Makes the choice repeatable: the same request and seed give the same move. */
  readonly seed: string;
}

export interface BotRunner {
  /** The move's string form. */
  choose(req: BotRequest): Promise<string>;
  close(): Promise<void>;
}

export const botNames = (): string[] => Object.keys(BOTS);

/** Runs bots on the event loop, yielding first so a long queue cannot starve sockets. */
export function inProcessBots(): BotRunner {
  return {
    async choose(req) {
      await new Promise((resolve) => setImmediate(resolve));
      const factory = BOTS[req.bot];
      if (!factory) throw new Error(`unknown bot ${req.bot}`);
      const move = factory(req.seed).choose(req.view, req.legal, req.seat);
      return req.game.encodeMove(move);
    },
    close: async () => {},
  };
}
