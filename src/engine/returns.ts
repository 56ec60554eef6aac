// Returns for learning code, one convention everywhere (the Python client, vector environments):
// by place at the end, +1 for first down to -1 for last, linearly; tied seats share a place and
// its return. A game stopped by a safety limit (nobody won) gives -1 to every seat, so stalling
// never pays. A solo game: +1 for beating the game's own opponent, else -1.

import type { GameResult } from './game.ts';

/** Each seat's return for a finished game of `players` seats. */
export function placeReturns(result: GameResult, players: number): number[] {
  if (result.abandoned !== undefined) return result.ranking.map(() => -1);
  if (players === 1) return result.ranking.map((place) => (place === 1 ? 1 : -1));
  return result.ranking.map((place) => 1 - (2 * (place - 1)) / (players - 1));
}
