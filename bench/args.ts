// Command-line flags shared by the benchmarks: `--json`, `--game <id>` (one game only) and
// `--seconds <n>`; an unknown game ends the run with exit code 2.
import { spawnSync } from 'node:child_process';
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
 * Without `--game`, each game runs in a process of its own: in one process the search and the
 * playout loop meet every game's classes, the JIT's inline caches there turn megamorphic, and
 * the games measured last read up to three times slower than alone (Chimps on Mars's IS-MCTS:
 * 10,600 iterations/s after the other three games, 29,300 alone, 2026-11-28, load 1.1-1.4).
 */
export function benchRows<R>(
  measure: (game: AnyGame, players: number) => R,
  line: (row: R) => string,
  extra: Record<string, unknown> = {},
): R[] {
  const rows: R[] = [];
  for (const game of benchGames) {
    const measured =
      only === undefined ? apart<R>(game.id) : playerCounts(game).map((n) => measure(game, n));
    for (const row of measured) {
      rows.push(row);
      if (!json) console.log(line(row));
    }
  }
  if (json) console.log(JSON.stringify({ node: process.version, ...extra, rows }, null, 2));
  return rows;
}

const playerCounts = (game: AnyGame): number[] =>
  Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);

/** This benchmark's rows for one game, measured by a child process of the same command. */
function apart<R>(id: string): R[] {
  const child = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      process.argv[1]!,
      ...args.filter((a) => a !== '--json'),
      '--game',
      id,
      '--json',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
  );
  if (child.status !== 0) {
    console.error(`The benchmark of ${id} ended with exit code ${child.status ?? child.signal}.`);
    process.exit(1);
  }
  return (JSON.parse(child.stdout) as { rows: R[] }).rows;
}
