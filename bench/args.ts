// Command-line flags shared by the benchmarks: `--json`, `--game <id>` (one game only) and
// `--seconds <n>`; an unknown game ends the run with exit code 2.
import type { AnyGame } from '../src/engine/index.ts';
import { GAMES } from '../src/games/index.ts';

const args = process.argv.slice(2);

export const json = args.includes('--json');
export const flag = (name: string): boolean => args.includes(name);

/** The value after `--name`, if given. */
export const option = (name: string): string | undefined =>
  args.includes(name) ? args[args.indexOf(name) + 1] : undefined;

/** The game ids to measure: `--game <id>`, or every game. */
export const only = option('--game');
if (only !== undefined && !GAMES.some((g) => g.id === only)) {
  console.error(`Unknown game "${only}" (games: ${GAMES.map((g) => g.id).join(', ')}).`);
  process.exit(2);
}
export const benchGames = GAMES.filter((g) => only === undefined || g.id === only);

/**
 * Measures every game (or the one of `--game`) at every player count, printing a line per row
 * as it comes (JSON at the end instead with `--json`, with `extra` fields beside the rows).
 */
export function benchRows<R>(
  measure: (game: AnyGame, players: number) => R,
  line: (row: R) => string,
  extra: Record<string, unknown> = {},
): R[] {
  const rows: R[] = [];
  for (const game of benchGames)
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      const row = measure(game, players);
      rows.push(row);
      if (!json) console.log(line(row));
    }
  if (json) console.log(JSON.stringify({ node: process.version, ...extra, rows }, null, 2));
  return rows;
}
