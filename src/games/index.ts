// The registry of games: one line per game below, and the game is served by the CLI, the
// server, the bots, the engine protocol, the benchmarks and the conformance kit with no other
// change. Every other per-game part (a heuristic bot, a leaf evaluation, a terminal or web
// board, a tutorial, rules help, the lobby's pitch) is optional and has a generic stand-in;
// docs/adding-a-game.md lists them. A game defined elsewhere (a test, another package) joins at
// run time through `registerGame`, or in any `moontable` process through MOONTABLE_GAMES.

import type { AnyGame, Game } from '../engine/game.ts';
import { monkeyLab } from './monkey-lab/index.ts';
import { monkeysOnTheMoon } from './monkeys-on-the-moon/index.ts';
import { chimpsOnMars } from './chimps-on-mars/index.ts';
import { moon } from './moon/index.ts';

const registered: AnyGame[] = [
  monkeysOnTheMoon as AnyGame,
  moon as AnyGame,
  monkeyLab as AnyGame,
  chimpsOnMars as AnyGame,
];

/** Every game, the built-in ones first; games registered later appear here too. */
export const GAMES: readonly AnyGame[] = registered;

export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id);
}

/** Game ids: lower-case words joined by hyphens, as URLs and records carry them. */
const GAME_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Adds a game to the registry of this process (a test's set-up, a package's entry point).
 * Registering the same object again does nothing; another game under a taken id, or a bad id,
 * throws: that is a programming error, not input.
 */
export function registerGame<S, M, V, O>(game: Game<S, M, V, O>): void {
  const known = findGame(game.id);
  if (known === (game as unknown as AnyGame)) return;
  if (known) throw new Error(`a game "${game.id}" is registered already`);
  if (!GAME_ID.test(game.id))
    throw new Error(`game id "${game.id}" must be lower-case words joined by hyphens`);
  registered.push(game as unknown as AnyGame);
}
