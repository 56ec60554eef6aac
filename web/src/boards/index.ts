// Boards by game id; a game without one is drawn by the generic board.

import type { WebBoard } from './board.ts';
import { chimpsOnMarsWeb } from './chimps-on-mars.tsx';
import { GenericBoard } from './generic.tsx';
import { monkeyLabWeb } from './monkey-lab.tsx';
import { monkeysOnTheMoonWeb } from './monkeys-on-the-moon.tsx';
import { moonWeb } from './moon.tsx';

export const BOARDS: Readonly<Record<string, WebBoard>> = {
  'monkeys-on-the-moon': monkeysOnTheMoonWeb,
  moon: moonWeb,
  'monkey-lab': monkeyLabWeb,
  'chimps-on-mars': chimpsOnMarsWeb,
};

export const boardFor = (game: string): WebBoard => BOARDS[game] ?? { Board: GenericBoard };
