// Heuristic bots by game id, one file per game, each with its reasons for the coach
// (`<game>-reasons.ts`, joined here so the bot files need not know them). A game without an
// entry here still has the `heuristic` level (Casual): IS-MCTS at its easy level stands in
// (`makeBot` in spec.ts), and the coach then gives no reasons.

import type { Bot, ViewGame } from '../bot.ts';
import { chimpsOnMarsHeuristic } from './chimps-on-mars.ts';
import { explainChimpsOnMars } from './chimps-on-mars-reasons.ts';
import { monkeyLabHeuristic } from './monkey-lab.ts';
import { explainMonkeyLab } from './monkey-lab-reasons.ts';
import { monkeysOnTheMoonHeuristic } from './monkeys-on-the-moon.ts';
import { explainMonkeysOnTheMoon } from './monkeys-on-the-moon-reasons.ts';
import { withReasons } from './reasons.ts';
import { moonHeuristic } from './moon/index.ts';
import { explainMoon } from './moon/reasons.ts';

/** Builds a game's heuristic bot; it gets the view-typed facade in case it wants to look ahead. */
export type HeuristicFactory = (
  game: ViewGame<unknown, unknown>,
  seed: string,
) => Bot<unknown, unknown>;

export const HEURISTICS: Readonly<Record<string, HeuristicFactory>> = {
  'chimps-on-mars': (_game, seed) =>
    withReasons(chimpsOnMarsHeuristic(seed), explainChimpsOnMars) as Bot<unknown, unknown>,
  'monkey-lab': (_game, seed) =>
    withReasons(monkeyLabHeuristic(seed), explainMonkeyLab) as Bot<unknown, unknown>,
  'monkeys-on-the-moon': (_game, seed) =>
    withReasons(monkeysOnTheMoonHeuristic(seed), explainMonkeysOnTheMoon) as Bot<unknown, unknown>,
  moon: (_game, seed) => withReasons(moonHeuristic(seed), explainMoon) as Bot<unknown, unknown>,
};
