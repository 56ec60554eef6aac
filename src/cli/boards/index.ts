// Terminal boards by game id; a game without one is drawn by the generic board (its view as an
// outline, generic.ts).

import type { TerminalBoard } from './board.ts';
import { genericBoard } from './generic.ts';
import { monkeyLabBoard } from './monkey-lab.ts';
import { monkeysOnTheMoonBoard } from './monkeys-on-the-moon.ts';
import { chimpsOnMarsBoard } from './chimps-on-mars.ts';
import { moonBoard } from './moon.ts';

const BOARDS: Readonly<Record<string, TerminalBoard>> = {
  'monkeys-on-the-moon': monkeysOnTheMoonBoard,
  moon: moonBoard,
  'monkey-lab': monkeyLabBoard,
  'chimps-on-mars': chimpsOnMarsBoard,
};

export const boardFor = (gameId: string): TerminalBoard => BOARDS[gameId] ?? genericBoard;
export type { TerminalBoard };
