// The result as a score sheet: the stored result (era.ts finalScores) with its score by
// category. Moon has no tie-break: tied seats share their place.

import type { GameResult } from '../../engine/game.ts';
import type { MoonResult } from './state.ts';

export const scoreSheet = (r: MoonResult): MoonResult & GameResult => ({
  ...r,
  breakdown: [
    { category: 'heartTokens', points: r.tokens },
    { category: 'printedHearts', points: r.printed },
    { category: 'formulaHearts', points: r.formulas },
    { category: 'reputationHearts', points: r.reputations },
  ],
  ties: [],
});
