// One whole game between bots, as a tournament plays it: every seat's bot is built from its spec
// and seed, sees only its view and legal moves, and each move is checked before it is played.

import type { AnyGame, OptionValues, Seat } from '../engine/game.ts';
import { optionsOrThrow } from '../engine/playout.ts';
import { tunedLeaf } from './leaf.ts';
import type { LeafEvaluation } from './leaf.ts';
import { makeBot } from './spec.ts';

export interface BotGameJob {
  /** Game id, e.g. `monkeys-on-the-moon`. */
  readonly game: string;
  readonly options: OptionValues;
  readonly players: number;
  /** Bot spec per seat, e.g. ['heuristic', 'random', 'ismcts:normal']. */
  readonly seats: readonly string[];
  /** Seed of the deal (the game's setup). */
  readonly seed: string;
  /** Seed for the bots' own choices; seat `i` gets `${botSeed}/seat-${i}`. */
  readonly botSeed: string;
  /** Leaf settings for the IS-MCTS seats, as typed (`tunedLeaf`); the game's own when absent. */
  readonly leaf?: Readonly<Record<string, string>>;
}

/** How a program bot lost a game by its own fault: it exited, answered late, or not legally. */
export type FaultKind = 'crash' | 'timeout' | 'illegal';

export interface BotGameSummary {
  /** Final scores; all 0 when the game ended on a fault (they count in no mean). */
  readonly scores: readonly number[];
  readonly ranking: readonly number[];
  /** A safety stop ended the game without a winner (`GameResult.abandoned`). */
  readonly abandoned: boolean;
  readonly moves: number;
  /** Per seat: decisions taken, total and longest thinking time in ms (0 without a clock). */
  readonly decisions: readonly number[];
  readonly thinkMs: readonly number[];
  readonly maxThinkMs: readonly number[];
  /** Set when a program seat lost the game by a fault: it comes last, the others share first. */
  readonly fault?: { readonly seat: number; readonly kind: FaultKind; readonly message: string };
}

/** Plays `job` to the end. Throws if a bot returns a move it was not offered (a broken bot). */
export function playBotGame(
  job: BotGameJob,
  findGame: (id: string) => AnyGame | undefined,
  now: () => number = () => 0,
): BotGameSummary {
  const game = findGame(job.game);
  if (!game) throw new Error(`unknown game "${job.game}"`);
  const options = optionsOrThrow(game, job.options);
  let leaf: LeafEvaluation<unknown> | undefined;
  if (job.leaf) {
    const tuned = tunedLeaf(game, job.leaf);
    if (!tuned.ok) throw new Error(tuned.error.message);
    leaf = tuned.value;
  }
  const bots = job.seats.map((spec, seat) =>
    makeBot(spec, game, `${job.botSeed}/seat-${seat}`, { leaf }),
  );
  const zero = () => job.seats.map(() => 0);
  const decisions = zero();
  const thinkMs = zero();
  const maxThinkMs = zero();
  const state = game.setup(options, job.players, job.seed);
  const bound = game.maxMoves(job.players, options);
  let moves = 0;
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    if (moves >= bound) throw new Error(`${game.id}: no end after ${bound} moves`);
    // Several seats may act: the lowest seat goes first, which keeps the game repeatable.
    const seat = toAct[0] as Seat;
    const legal = game.legalMoves(state, seat);
    const started = now();
    const move = (bots[seat] as (typeof bots)[number]).choose(game.view(state, seat), legal, seat);
    const spent = now() - started;
    decisions[seat]!++;
    thinkMs[seat]! += spent;
    maxThinkMs[seat] = Math.max(maxThinkMs[seat] as number, spent);
    if (!legal.includes(move))
      throw new Error(`${game.id}: bot ${job.seats[seat]} chose a move it was not offered`);
    game.play(state, seat, move);
    moves++;
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: no seat to act but no result`);
  return {
    scores: result.scores,
    ranking: result.ranking,
    abandoned: result.abandoned !== undefined,
    moves,
    decisions,
    thinkMs,
    maxThinkMs,
  };
}
