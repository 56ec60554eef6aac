// Games from other modules in a `moontable` process and its bot threads. MOONTABLE_GAMES lists
// modules (file paths, or package names), separated like PATH entries; each module's default
// export (or its `game` export) is a Game, registered with `registerGame` before any command or
// bot task runs. Bot threads inherit the variable, so they know the same games.

import { existsSync } from 'node:fs';
import { delimiter, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../../engine/game.ts';
import { registerGame } from '../../games/index.ts';

/** The variable that names game modules for every `moontable` process. */
export const GAMES_VARIABLE = 'MOONTABLE_GAMES';

const isGame = (x: unknown): x is AnyGame =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as AnyGame).id === 'string' &&
  typeof (x as AnyGame).setup === 'function' &&
  typeof (x as AnyGame).apply === 'function';

/** A module named in the list, as `import()` takes it: a file from the working folder, else a package. */
const specifier = (entry: string): string =>
  entry.startsWith('.') || isAbsolute(entry) || existsSync(entry)
    ? pathToFileURL(resolve(entry)).href
    : entry;

/**
 * Imports and registers the games named in `list` (default: MOONTABLE_GAMES); returns their
 * ids. A module that does not load or exports no game throws an Error naming it.
 */
export async function loadGameModules(
  list: string = process.env[GAMES_VARIABLE] ?? '',
): Promise<string[]> {
  const ids: string[] = [];
  for (const entry of list.split(delimiter).map((e) => e.trim())) {
    if (!entry) continue;
    let loaded: { default?: unknown; game?: unknown };
    try {
      loaded = (await import(specifier(entry))) as { default?: unknown; game?: unknown };
    } catch (e) {
      throw new Error(`${GAMES_VARIABLE}: cannot load "${entry}": ${(e as Error).message}`);
    }
    const game = isGame(loaded.default) ? loaded.default : loaded.game;
    if (!isGame(game))
      throw new Error(`${GAMES_VARIABLE}: "${entry}" exports no game (default or \`game\`)`);
    registerGame(game);
    ids.push(game.id);
  }
  return ids;
}
