// The Moon board for a German page: the board (index.ts) with its German sentences, one more
// chunk (see web/src/boards/index.ts) that English pages never load.

import { DE } from './sentences-de.ts';
import { germanSentences } from './words.ts';

germanSentences(DE);

export { board } from './index.ts';
