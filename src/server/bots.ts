// Bots at the table. The server asks a BotRunner for a seat's move, giving it only what that
// seat sees (its view and legal moves), so a server bot can never read hidden parts. By default
// the bots run in worker threads (src/bots/node), so a search never blocks the event loop.

import { availableParallelism } from 'node:os';
import type { AnyGame, Result, Seat } from '../engine/game.ts';
import { decide } from '../bots/decide.ts';
import { createBotPool } from '../bots/node/pool.ts';
import type { BotPool } from '../bots/node/pool.ts';
import { botSpecName, parseBotSpec } from '../bots/spec.ts';
import { BOT_SPEC_WORDS } from '../bots/spec.ts';
import { findGame } from '../games/index.ts';

export interface BotRequest {
  readonly game: AnyGame;
  readonly seat: Seat;
  readonly view: unknown;
  /** The seat's legal moves in string form. */
  readonly legal: readonly string[];
  /** A bot spec checked by `checkBot`, e.g. `random`, `heuristic`, `ismcts:normal`. */
  readonly bot: string;
  /** Makes the choice repeatable: the same request and seed give the same move. */
  readonly seed: string;
  /** Longest the bot may think (ms); search bots stop there. Default `BOT_BUDGET_MS`. */
  readonly budgetMs?: number;
}

export interface BotRunner {
  /** Decisions it runs at once (its threads). */
  readonly slots: number;
  /** The move's string form. */
  choose(req: BotRequest): Promise<string>;
  /** Gets ready for decisions soon (starts threads), so the first one does not wait for that. */
  warm?(): void;
  close(): Promise<void>;
}

/** Longest a server bot may think about one move (IS-MCTS stops its search there). */
export const BOT_BUDGET_MS = 900;

/** The bot specs a match may seat, for help and errors. */
export const botNames = (): string[] => [...BOT_SPEC_WORDS];

/** Checks a bot spec for a game; returns its canonical name (`ismcts` becomes `ismcts:normal`). */
export function checkBot(text: string, game: AnyGame): Result<string> {
  const spec = parseBotSpec(text, game);
  return spec.ok ? { ok: true, value: botSpecName(spec.value) } : spec;
}

/**
 * The bot threads' nice value (Linux: per thread): when the cores are short, the main thread,
 * which reads every frame and sends every ack, runs before a bot's search.
 */
const BOT_NICE = 10;

/**
 * Bots in worker threads: one less than the cores, at least one, at a lower priority. The threads start with the
 * first decision, so a server that seats no bots never pays for them.
 */
export function pooledBots(threads = Math.max(1, availableParallelism() - 1)): BotRunner {
  let pool: BotPool | null = null;
  let closed = false;
  const started = (): BotPool => (pool ??= createBotPool({ threads, nice: BOT_NICE }));
  return {
    slots: threads,
    warm: () => {
      if (!closed) started();
    },
    choose: (req) => {
      if (closed) return Promise.reject(new Error('The bot pool was closed.'));
      return started().choose({
        game: req.game.id,
        view: req.view,
        seat: req.seat,
        legal: req.legal,
        bot: req.bot,
        seed: req.seed,
        budgetMs: req.budgetMs ?? BOT_BUDGET_MS,
      });
    },
    close: async () => {
      closed = true;
      await pool?.close();
    },
  };
}

/** Bots on the event loop, for tests and tiny deployments; fine for random and heuristic bots. */
export function inProcessBots(): BotRunner {
  return {
    slots: 1,
    async choose(req) {
      await new Promise((resolve) => setImmediate(resolve));
      const out = decide(
        {
          game: req.game.id,
          view: req.view,
          seat: req.seat,
          legal: req.legal,
          bot: req.bot,
          seed: req.seed,
          budgetMs: req.budgetMs ?? BOT_BUDGET_MS,
        },
        findGame,
      );
      if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
      return out.value;
    },
    close: async () => {},
  };
}
