// The generic board (board.tsx) as a board module: it offers every legal move itself, so the
// table lists none beside it.

import type { WebBoard } from '../../table/board.ts';
import { GenericBoard } from './board.tsx';

export const board: WebBoard = { Board: GenericBoard, handles: () => true };
