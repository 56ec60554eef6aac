// The result as a score sheet: the one who landed scores 1 (CM-3) and the others share second
// place; a flight called off at the round limit is a draw that every seat shares.

import type { GameResult } from '../../engine/game.ts';
import type { CMResult } from './state.ts';

export const scoreSheet = (r: CMResult): CMResult & GameResult => ({
  ...r,
  breakdown: [{ category: 'landing', points: r.scores }],
  ties: r.winner >= 0 ? [] : [{ kind: 'shared', seats: r.scores.map((_, i) => i), categories: [] }],
});
