// A seat's legal moves as a board receives them from the server: each move's string and words.
import type { Game, Seat } from '../../src/engine/game.ts';

type Labels<S, M> = Pick<Game<S, M, unknown, unknown>, 'legalMoves' | 'encodeMove' | 'moveLabel'>;

/** `moves` (the seat's legal moves unless given) as `{ move, label }`, in English. */
export function legalWords<S, M>(
  game: Labels<S, M>,
  state: S,
  seat: Seat,
  moves: readonly M[] = game.legalMoves(state, seat),
): { move: string; label: string }[] {
  return moves.map((m) => ({ move: game.encodeMove(m), label: game.moveLabel(state, seat, m) }));
}
