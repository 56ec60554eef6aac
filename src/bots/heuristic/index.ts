// Heuristic bots by game id, one file per game. A game without an entry here has no heuristic
// bot: asking for one is the error `no-heuristic` (see `parseBotSpec`), never a silent stand-in.

import type { Bot, ViewGame } from '../bot.ts';
import { chimpsOnMarsHeuristic } from './chimps-on-mars.ts';
import { monkeyLabHeuristic } from './monkey-lab.ts';
import { monkeysOnTheMoonHeuristic } from './monkeys-on-the-moon.ts';
import { moonHeuristic } from './moon.ts';

/** Builds a game's heuristic bot; it gets the view-typed facade in case it wants to look ahead. */
export type HeuristicFactory = (
  game: ViewGame<unknown, unknown>,
  seed: string,
) => Bot<unknown, unknown>;

export const HEURISTICS: Readonly<Record<string, HeuristicFactory>> = {
  'chimps-on-mars': (_game, seed) => chimpsOnMarsHeuristic(seed) as Bot<unknown, unknown>,
  'monkey-lab': (_game, seed) => monkeyLabHeuristic(seed) as Bot<unknown, unknown>,
  'monkeys-on-the-moon': (_game, seed) => monkeysOnTheMoonHeuristic(seed) as Bot<unknown, unknown>,
  moon: (_game, seed) => moonHeuristic(seed) as Bot<unknown, unknown>,
};
