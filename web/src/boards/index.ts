// Boards by game id; a game without one is drawn by the generic board.

import type { WebBoard } from './board.ts';
import { chimpsOnMarsWeb } from './chimps-on-mars/board.tsx';
import { GenericBoard } from './generic.tsx';
import { monkeyLabWeb } from './monkey-lab/board.tsx';
import { monkeysOnTheMoonWeb } from './monkeys-on-the-moon/board.tsx';
import { moonWeb } from './moon/board.tsx';

export const BOARDS: Readonly<Record<string, WebBoard>> = {
  'monkeys-on-the-moon': monkeysOnTheMoonWeb,
  moon: moonWeb,
  'monkey-lab': monkeyLabWeb,
  'chimps-on-mars': chimpsOnMarsWeb,
};

export const boardFor = (game: string): WebBoard => BOARDS[game] ?? { Board: GenericBoard };
