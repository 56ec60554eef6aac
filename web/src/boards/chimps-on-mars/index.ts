// The Chimps on Mars board as its own chunk (see web/src/boards/index.ts): the board, its score
// details, what a move touched, and the game's glossary for the score sheet.

import { GLOSSARY } from '../../../../src/games/chimps-on-mars/glossary.ts';
import type { CMView } from '../../../../src/games/chimps-on-mars/view.ts';
import type { WebBoard } from '../../table/board.ts';
import { CMBoard, CMResultDetails } from './board.tsx';
import { touched } from './moves.ts';
import { pathsFor } from './steps.ts';
import './style.css';

export const board: WebBoard = {
  Board: CMBoard,
  ResultDetails: CMResultDetails,
  // Every move is offered on the board or in the action bar (steps.ts).
  handles: () => true,
  touched,
  glossary: GLOSSARY,
  // Its steps are named by place (`hand:16`, `mine:c5`), not by the move's words: the ways to a
  // move come from the same paths the board offers its clicks by.
  paths: (view, viewer, move) =>
    pathsFor({ ...(view as CMView), viewer }, move, move).map((p) => p.steps),
};
