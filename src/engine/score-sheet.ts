// Score sheets: the tie-breaks of a result as facts (GameResult.ties), found the same way for
// every game whose ties are settled by comparing numbers in order (most monkeys launched, then
// most status points, ...). Pure; a game's `result` calls it on its stored numbers.

import type { Seat, TieBreak } from './basics.ts';

/** A tie-break: a glossary key and each seat's number; more is better. */
export interface TieCategory {
  readonly category: string;
  readonly values: readonly number[];
}

/**
 * For every pair of seats with equal scores, what settled it: the first tie-break category
 * where they differ, or a shared place when none does. Pairs come in seat order, as the
 * games' own tie-break sentences do.
 */
export function tiesOf(scores: readonly number[], categories: readonly TieCategory[]): TieBreak[] {
  const ties: TieBreak[] = [];
  for (let a = 0; a < scores.length; a++) {
    for (let b = a + 1; b < scores.length; b++) {
      if (scores[a] !== scores[b]) continue;
      const differ = categories.find((c) => c.values[a] !== c.values[b]);
      if (!differ) {
        ties.push({ kind: 'shared', seats: [a, b], categories: categories.map((c) => c.category) });
        continue;
      }
      const va = differ.values[a] as number;
      const vb = differ.values[b] as number;
      const [above, below]: [Seat, Seat] = va > vb ? [a, b] : [b, a];
      ties.push({
        kind: 'above',
        above,
        below,
        category: differ.category,
        values: [Math.max(va, vb), Math.min(va, vb)],
      });
    }
  }
  return ties;
}
