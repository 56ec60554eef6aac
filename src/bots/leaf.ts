// Leaf evaluations for IS-MCTS: the small per-game part of the search. In a game where random
// play gives the search no signal (random players never land a chimp, and rarely unlock a cage),
// IS-MCTS cuts each playout short after a few random moves and scores the position instead, from
// each seat's own view: a seat's prospects in the game's own terms, turned into a reward in
// [0, 1] by comparing it with every other seat's (see `leafRewards`). A game without an entry
// plays every playout to the end, as plain IS-MCTS does.

import type { Seat } from '../engine/game.ts';
import type { CMView } from '../games/chimps-on-mars/index.ts';
import type { MLView } from '../games/monkey-lab/index.ts';
import { chimpsOnMarsProgress } from './heuristic/chimps-on-mars.ts';
import { monkeyLabProspects } from './heuristic/monkey-lab.ts';

export interface LeafEvaluation<V> {
  /** Random moves played after the tree walk before the position is scored. */
  readonly playoutMoves: number;
  /** Number of seats, read from any view. */
  seats(view: V): number;
  /** A seat's prospects, from its own view; only differences between seats matter. */
  prospects(view: V, seat: Seat): number;
  /**
   * How far apart two seats' prospects must be for the one ahead to count as the likely winner:
   * a lead of one `scale` is worth a reward of 0.73 against that seat, two of 0.88.
   */
  readonly scale: number;
}

/**
 * Rewards per seat from prospects: for every other seat, the logistic of the difference over
 * `scale`, averaged. Like rank rewards, the rewards of two seats against each other sum to 1.
 */
export function leafRewards(prospects: readonly number[], scale: number): number[] {
  const n = prospects.length;
  if (n <= 1) return prospects.map(() => 1);
  return prospects.map((mine, seat) => {
    let sum = 0;
    for (let other = 0; other < n; other++) {
      if (other === seat) continue;
      sum += 1 / (1 + Math.exp(((prospects[other] as number) - mine) / scale));
    }
    return sum / (n - 1);
  });
}

const monkeyLab: LeafEvaluation<MLView> = {
  playoutMoves: 4,
  seats: (v) => v.players,
  prospects: (v, seat) => monkeyLabProspects(v, seat),
  scale: 3,
};

const chimpsOnMars: LeafEvaluation<CMView> = {
  playoutMoves: 4,
  seats: (v) => v.players,
  prospects: (v, seat) => chimpsOnMarsProgress(v, seat),
  scale: 12,
};

/** Leaf evaluations by game id; the views are the game's own (the registry is untyped). */
export const LEAF_EVALUATIONS: Readonly<Record<string, LeafEvaluation<unknown>>> = {
  'chimps-on-mars': chimpsOnMars as LeafEvaluation<unknown>,
  'monkey-lab': monkeyLab as LeafEvaluation<unknown>,
};
