// A seeded game between bots, as tests, benchmarks and examples need one: who plays each seat
// is a bot spec, seat `s`'s bot is seeded `${seed}/${s}`, the game has its default options. The
// same seed gives the same record every time.

import type { AnyGame } from '../engine/game.ts';
import { optionsOrThrow } from '../engine/playout.ts';
import { makeRecord } from '../engine/record.ts';
import type { GameRecord, RecordedMove } from '../engine/record.ts';
import { makeBot } from './spec.ts';

export interface SeededGame {
  /** The game's state after its last move. */
  readonly state: unknown;
  readonly moves: readonly RecordedMove[];
  readonly record: GameRecord;
}

/**
 * Plays `game` from `seed` with the bot `botOf(seat)` in every seat, to its end or for `upTo`
 * moves. `onDecision` sees each position before its move (the state is the live one: clone it to
 * keep it).
 */
export function seededGame(
  game: AnyGame,
  players: number,
  seed: string,
  botOf: (seat: number) => string,
  upTo = Infinity,
  onDecision?: (state: unknown, seat: number, legal: number) => void,
): SeededGame {
  const state = game.setup(optionsOrThrow(game, {}), players, seed);
  const bots = Array.from({ length: players }, (_, s) => makeBot(botOf(s), game, `${seed}/${s}`));
  const moves: RecordedMove[] = [];
  while (game.toAct(state).length > 0 && moves.length < upTo) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    onDecision?.(state, seat, legal.length);
    const move = bots[seat]!.choose(game.view(state, seat), legal, seat);
    moves.push({ seat, move: game.encodeMove(move) });
    game.play(state, seat, move);
  }
  return { state, moves, record: makeRecord(game.id, {}, players, seed, moves) };
}
