// The registry of games. A game that lands is added here and is then served by the CLI, the
// bots, the benchmarks and the conformance kit with no other change.

import type { AnyGame } from '../engine/game.ts';
import { monkeyLab } from './monkey-lab/index.ts';
import { monkeysOnTheMoon } from './monkeys-on-the-moon/index.ts';
import { chimpsOnMars } from './chimps-on-mars/index.ts';
import { moon } from './moon/index.ts';

export const GAMES: readonly AnyGame[] = [
  monkeysOnTheMoon as AnyGame,
  moon as AnyGame,
  monkeyLab as AnyGame,
  chimpsOnMars as AnyGame,
];

export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id);
}
