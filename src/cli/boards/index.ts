// Terminal boards by game id; a game without one is shown through its view as JSON.

import type { TerminalBoard } from './board.ts';
import { jsonBoard } from './board.ts';
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

export const boardFor = (gameId: string): TerminalBoard => BOARDS[gameId] ?? jsonBoard;
export type { TerminalBoard };
