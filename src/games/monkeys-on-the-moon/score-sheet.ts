// The result as a score sheet: the stored result (ending.ts) with its score by category and its
// tie-breaks as facts, worded by any language through the glossary (MM-12).

import type { GameResult } from '../../engine/game.ts';
import { tiesOf } from '../../engine/score-sheet.ts';
import type { MMResult } from './state.ts';

export const scoreSheet = (r: MMResult): MMResult & GameResult => ({
  ...r,
  breakdown: [
    { category: 'titles', points: r.titleVp },
    { category: 'fullShips', points: r.shipVp },
    { category: 'scornCards', points: r.scornPenalty.map((p) => -p) },
  ],
  // MM-12: ties go to most monkeys launched, then most status points, then a shared place.
  ties: tiesOf(r.scores, [
    { category: 'monkeysLaunched', values: r.monkeysLaunched },
    { category: 'statusPoints', values: r.statusTotal },
  ]),
});
