// Command-line flags shared by the benchmarks: `--json`, `--game <id>` (one game only) and
// `--seconds <n>`; an unknown game ends the run with exit code 2.
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
