// The result as a score sheet: the one who landed scores 1 (CM-3) and the others share second
// place. A flight called off at the round limit is abandoned (`GameResult.abandoned`): nobody
// wins, and there is no tie to break either.

import type { GameResult } from '../../engine/game.ts';
import type { CMResult } from './state.ts';

export const scoreSheet = (r: CMResult): CMResult & GameResult => ({
  ...r,
  breakdown: [{ category: 'landing', points: r.scores }],
  ties: [],
});
