// Rule scenarios for any game: set up a known position (each game's helpers.ts edits its
// plain-data state), then play moves by their strings through the public `apply`, as a rulebook
// example reads. One copy for every game: `export const { play, playAll, refused, legal } =
// scenario(game)` in a game's helpers.
import assert from 'node:assert/strict';
import type { Game, RuleError, Seat } from '../../src/engine/game.ts';

/** The part of a game a scenario plays through: move strings in, states and refusals out. */
type Playable<S, M> = Pick<
  Game<S, M, unknown, never>,
  'parseMove' | 'apply' | 'legalMoves' | 'encodeMove'
>;

export interface Scenario<S> {
  /** Plays `seat`'s moves by their strings, in order; fails the test if one is refused. */
  play(s: S, seat: Seat, ...moves: string[]): S;
  /** Plays a sequence of [seat, move] pairs. */
  playAll(s: S, moves: readonly (readonly [Seat, string])[]): S;
  /** The error a move gets; fails the test if it is accepted. */
  refused(s: S, seat: Seat, move: string): RuleError;
  /** `seat`'s legal moves as strings. */
  legal(s: S, seat: Seat): string[];
}

export function scenario<S, M>(game: Playable<S, M>): Scenario<S> {
  const legal = (s: S, seat: Seat): string[] =>
    game.legalMoves(s, seat).map((m) => game.encodeMove(m));
  const parse = (text: string): M => {
    const move = game.parseMove(text);
    assert.ok(move.ok, `"${text}" does not parse${move.ok ? '' : `: ${move.error.message}`}`);
    return move.value;
  };
  const play = (s: S, seat: Seat, ...moves: string[]): S =>
    moves.reduce((state, text) => {
      const next = game.apply(state, seat, parse(text));
      assert.ok(
        next.ok,
        next.ok
          ? ''
          : `"${text}" by seat ${seat} refused: ${next.error.message}; legal: ${legal(state, seat).join(' | ')}`,
      );
      return next.value;
    }, s);
  return {
    play,
    playAll: (s, moves) => moves.reduce((state, [seat, text]) => play(state, seat, text), s),
    refused(s, seat, text) {
      const next = game.apply(s, seat, parse(text));
      assert.ok(!next.ok, `"${text}" by seat ${seat} should be refused`);
      return next.error;
    },
    legal,
  };
}
