// The Chimps on Mars board as its own chunk (see web/src/boards/index.ts), with the game's glossary for the
// score sheet.

import { GLOSSARY } from '../../../../src/games/chimps-on-mars/glossary.ts';
import type { WebBoard } from '../../table/board.ts';
import { chimpsOnMarsWeb } from './board.tsx';

export const board: WebBoard = { ...chimpsOnMarsWeb, glossary: GLOSSARY };
