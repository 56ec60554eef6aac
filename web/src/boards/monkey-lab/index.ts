// The Monkey Lab board as its own chunk (see web/src/boards/index.ts): the board, its score
// details, what a move touched, and the game's glossary for the score sheet.

import { GLOSSARY } from '../../../../src/games/monkey-lab/glossary.ts';
import type { WebBoard } from '../../table/board.ts';
import { MLBoard, MLResultDetails } from './board.tsx';
import { touched } from './moves.ts';
import './style.css';

export const board: WebBoard = {
  Board: MLBoard,
  ResultDetails: MLResultDetails,
  // Every move is offered on the map, at hand or in the action bar (steps.ts).
  handles: () => true,
  touched,
  glossary: GLOSSARY,
};
