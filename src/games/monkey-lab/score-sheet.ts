// The result as a score sheet: the stored result (rules.ts scoreGame) with its score by
// category and its tie-breaks as facts (ML-8: points, then most cage tiles, then shared).

import type { GameResult } from '../../engine/game.ts';
import { tiesOf } from '../../engine/score-sheet.ts';
import { CAGES } from './data.ts';
import type { MLState } from './state.ts';

export function scoreSheet(s: MLState, r: GameResult): GameResult {
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const cages = seats.map((p) => s.cages[p] as number[]);
  return {
    ...r,
    breakdown: [
      {
        category: 'cageMonkeys',
        points: cages.map((row) => row.reduce((n, c) => n + (CAGES[c]?.monkeys ?? 0), 0)),
      },
      {
        category: 'scoringTiles',
        points: seats.map((p) => (s.tiles[p] as number[]).reduce((n, v) => n + v, 0)),
      },
    ],
    ties: tiesOf(r.scores, [{ category: 'cageTiles', values: cages.map((row) => row.length) }]),
  };
}
