// The Monkey Lab board as its own chunk (see web/src/boards/index.ts), with the game's glossary for the
// score sheet.

import { GLOSSARY } from '../../../../src/games/monkey-lab/glossary.ts';
import type { WebBoard } from '../../table/board.ts';
import { monkeyLabWeb } from './board.tsx';

export const board: WebBoard = { ...monkeyLabWeb, glossary: GLOSSARY };
