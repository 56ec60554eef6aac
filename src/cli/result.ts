// The final score table, shared by play and replay.

import type { AnyGame, GameResult } from '../engine/game.ts';
import { boardFor } from './boards/index.ts';
import type { Style } from './style.ts';
import { styleFor } from './style.ts';

export function printResult(
  game: AnyGame,
  state: unknown,
  print: (line: string) => void,
  names?: readonly string[],
  style: Style = styleFor(process.stdout),
): void {
  const result = game.result(state);
  if (!result) return;
  printScores(game.id, result, game.view(state, 'spectator'), print, names, style);
}

/** The score table of a result, with the game's extra lines drawn from a finished view. */
export function printScores(
  gameId: string,
  result: GameResult,
  finalView: unknown,
  print: (line: string) => void,
  names?: readonly (string | null)[],
  style: Style = styleFor(process.stdout),
): void {
  const name = (seat: number) => names?.[seat] ?? `Player ${seat + 1}`;
  if (result.abandoned !== undefined)
    print(style.bold(`Abandoned: ${result.abandoned}. Nobody wins (a safety stop of Moontable).`));
  print(style.bold('Final scores'));
  const seats = result.scores
    .map((_, seat) => seat)
    .sort((a, b) => (result.ranking[a] ?? 0) - (result.ranking[b] ?? 0));
  for (const seat of seats) {
    const place =
      result.abandoned !== undefined ? ' –' : `${String(result.ranking[seat]).padStart(2)}.`;
    print(`  ${place}  ${name(seat).padEnd(22)} ${String(result.scores[seat]).padStart(4)}`);
  }
  for (const line of result.tieBreaks) print(`  ${line}`);
  const details = boardFor(gameId).resultDetails?.(finalView, style) ?? [];
  for (const line of details) print(line);
}
