// The generic board (board.tsx) as a board module: it offers every legal move itself, so the
// table lists none beside it, and marks the view's rows a move changed.

import type { WebBoard } from '../../table/board.ts';
import { GenericBoard } from './board.tsx';
import { changedKeys } from './moves.ts';

export const board: WebBoard = {
  Board: GenericBoard,
  handles: () => true,
  touched: changedKeys,
};
