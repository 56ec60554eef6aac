// The Monkeys on the Moon board as its own chunk (see web/src/boards/index.ts): the board, its
// score details, what a move touched, and the game's glossary for the score sheet.

import { GLOSSARY } from '../../../../src/games/monkeys-on-the-moon/glossary.ts';
import type { WebBoard } from '../../table/board.ts';
import { MMBoard, MMResultDetails } from './board.tsx';
import { touched } from './moves.ts';
import './style.css';

export const board: WebBoard = {
  Board: MMBoard,
  ResultDetails: MMResultDetails,
  // Every move is offered on the board or in the action bar (steps.ts).
  handles: () => true,
  touched,
  glossary: GLOSSARY,
};
