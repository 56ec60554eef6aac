// The Moon board as its own chunk (see web/src/boards/index.ts): the board, its score details,
// what a move touched, and the game's glossary for the score sheet.

import { GLOSSARY } from '../../../../src/games/moon/glossary.ts';
import type { WebBoard } from '../../table/board.ts';
import { moonWeb } from './board.tsx';

export const board: WebBoard = { ...moonWeb, glossary: GLOSSARY };
