// Random playouts on the fast path (`play` mutates one state), for simulations, benchmarks and
// the conformance kit. The legal moves are listed at every step, as a bot would need them.

import type { Game, OptionValues, Seat } from './game.ts';
import type { RecordedMove } from './record.ts';
import { Rng } from './rng.ts';

export interface PlayoutSummary {
  readonly moves: number;
  readonly scores: readonly number[];
  readonly ranking: readonly number[];
  /** A safety stop ended the game without a winner (`GameResult.abandoned`). */
  readonly abandoned: boolean;
  /** The recorded moves, when asked for with `record: true`. */
  readonly record: RecordedMove[] | null;
}

/** Parses option values or throws: for callers that got them from a trusted list. */
export function optionsOrThrow<S, M, V, O>(game: Game<S, M, V, O>, values: OptionValues): O {
  const parsed = game.parseOptions(values);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/**
 * Plays one game with uniformly random moves. `seed` fixes both the game's setup and the moves
 * chosen. Throws if the game runs past its declared move bound (a broken invariant).
 */
export function randomPlayout<S, M, V, O>(
  game: Game<S, M, V, O>,
  options: O,
  players: number,
  seed: string,
  record = false,
): PlayoutSummary {
  const rng = new Rng(`${seed}/moves`);
  const state = game.setup(options, players, seed);
  const bound = game.maxMoves(players, options);
  const log: RecordedMove[] | null = record ? [] : null;
  let moves = 0;
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    if (moves >= bound) throw new Error(`${game.id}: no end after ${bound} moves (seed ${seed})`);
    const seat: Seat = toAct.length === 1 ? (toAct[0] as Seat) : rng.pick(toAct);
    const legal = game.legalMoves(state, seat);
    const move = rng.pick(legal);
    if (log) log.push({ seat, move: game.encodeMove(move) });
    game.play(state, seat, move);
    moves++;
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: no seat to act but no result (seed ${seed})`);
  return {
    moves,
    scores: result.scores,
    ranking: result.ranking,
    abandoned: result.abandoned !== undefined,
    record: log,
  };
}

/** Every combination of a game's option values, defaults first. */
export function optionCombinations(game: {
  options: Game<unknown, unknown, unknown, unknown>['options'];
}): OptionValues[] {
  let combos: Record<string, boolean | string>[] = [{}];
  for (const def of game.options) {
    const values: (boolean | string)[] =
      def.kind === 'boolean'
        ? [def.default, !def.default]
        : [def.default, ...def.values.filter((v) => v !== def.default)];
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [def.key]: v })));
  }
  return combos;
}
