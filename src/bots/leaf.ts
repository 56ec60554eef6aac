// Leaf evaluations for IS-MCTS: the small per-game part of the search. In a game where random
// play gives the search no signal (random players never land a chimp, and rarely unlock a cage),
// IS-MCTS cuts each playout short after a few moves (random, or played by a cheap policy bot)
// and scores the position instead, from each seat's own view: a seat's prospects in the game's
// own terms, turned into a reward in [0, 1] by comparing it with every other seat's (see
// `leafRewards`). The policy bot may also bias the tree toward its moves. A game without an
// entry plays every playout to the end with random moves, as plain IS-MCTS does.

import { fail, ok } from '../engine/game.ts';
import type { Result, Seat } from '../engine/game.ts';
import type { Bot } from './bot.ts';
import type { CMMove, CMView } from '../games/chimps-on-mars/index.ts';
import type { MLView } from '../games/monkey-lab/index.ts';
import {
  CM_WEIGHTS,
  chimpsOnMarsHeuristic,
  chimpsOnMarsProgress,
} from './heuristic/chimps-on-mars.ts';
import type { CMWeights } from './heuristic/chimps-on-mars.ts';
import { monkeyLabProspects } from './heuristic/monkey-lab.ts';
import {
  moonAllProspects,
  moonHeuristic,
  moonProspects,
  moonRivalProspects,
} from './heuristic/moon/index.ts';
import type { MoonMove, MoonView } from '../games/moon/index.ts';

export interface LeafEvaluation<V, M = unknown> {
  /** Random moves played after the tree walk before the position is scored. */
  readonly playoutMoves: number;
  /** After `playoutMoves`, go on until the searching seat is to act again (at most 4 times as many). */
  readonly untilSeat?: boolean;
  /**
   * A cheap bot that plays a share of the playout moves (`policyShare`, the rest are random), so
   * that rivals in a playout play roughly as they would.
   */
  readonly policy?: (seed: string) => Bot<V, M>;
  readonly policyShare?: number;
  /**
   * Progressive bias: in the tree, the policy's move gets this much extra reward in the choice
   * of a child, divided by the child's visits + 1.
   */
  readonly policyBias?: number;
  /**
   * The tree depth down to which the policy names its move for the progressive bias (0: the
   * root only; default: every depth). The policy's cost is paid once per new node this deep.
   */
  readonly policyDepth?: number;
  /** Number of seats, read from any view. */
  seats(view: V): number;
  /** A seat's prospects, from its own view; only differences between seats matter. */
  prospects(view: V, seat: Seat): number;
  /**
   * Every seat's prospects at once into `out`, when a seat's prospects read only what every seat
   * sees: equal to `prospects` of each seat's own view, from one view (the searching seat's), so
   * a leaf costs one view instead of one per seat.
   */
  publicProspects?(view: V, out: number[]): void;
  /**
   * The policy, `prospects`, `publicProspects` and `opponent` read a view at once and never keep
   * or change it: the search may hand them the game's uncopied view (`ViewGame.peek`).
   */
  readonly readsViewsAtOnce?: boolean;
  /**
   * A solo game's automatic opponent (no seat), when the game has one: its prospects on the same
   * scale, read from the searching seat's view. It then counts as one more seat to beat.
   */
  opponent?(view: V): number | null;
  /**
   * How far apart two seats' prospects must be for the one ahead to count as the likely winner:
   * a lead of one `scale` is worth a reward of 0.73 against that seat, two of 0.88.
   */
  readonly scale: number;
  /** UCB exploration constant for this game, when the budget names none (default 0.7). */
  readonly exploration?: number;
  /** How prospects become rewards (see `leafRewards`). */
  readonly mode: 'pairs' | 'winner';
  /**
   * Share of every reward (at leaves and at the end of the game alike) that counts first place
   * only: the rest counts seats beaten. 0 by default: a search that only counts seats beaten
   * settles for safe second places in a game of many seats.
   */
  readonly winShare?: number;
}

/**
 * Rewards per seat from prospects, on the scale of `rankRewards`. `pairs` (games scored by
 * places): for every other seat, the chance of finishing ahead of it, a logistic of the
 * difference over `scale`, averaged. `winner` (games where one seat wins and the rest share
 * second place): the chance `p` of being the winner, a softmax over `scale`, so a seat gets
 * p + (1 - p) * the rank reward of a shared second place.
 */
export function leafRewards(
  prospects: readonly number[],
  scale: number,
  mode: LeafEvaluation<unknown>['mode'],
): number[] {
  const n = prospects.length;
  if (n <= 1) return prospects.map(() => 1);
  if (mode === 'winner') {
    const second = (n - 2) / (2 * (n - 1));
    return winChances(prospects, scale).map((p) => p + (1 - p) * second);
  }
  return prospects.map((mine, seat) => {
    let total = 0;
    for (let other = 0; other < n; other++) {
      if (other === seat) continue;
      total += 1 / (1 + Math.exp(((prospects[other] as number) - mine) / scale));
    }
    return total / (n - 1);
  });
}

/** Each seat's chance of first place: a softmax of prospects over `scale`. */
export function winChances(prospects: readonly number[], scale: number): number[] {
  const top = Math.max(...prospects);
  let sum = 0;
  const weights = prospects.map((p) => {
    const w = Math.exp((p - top) / scale);
    sum += w;
    return w;
  });
  return weights.map((w) => w / sum);
}

/** Seat's share of first place from final places (1 = first): shared among tied seats. */
export function firstShares(ranking: readonly number[]): number[] {
  const firsts = ranking.filter((p) => p === 1).length;
  return ranking.map((p) => (p === 1 ? 1 / firsts : 0));
}

/** Mixes `rewards` in place with `chances` of first place, `share` of the latter. */
export function mixWins(rewards: number[], chances: readonly number[], share: number): number[] {
  for (let s = 0; s < rewards.length; s++)
    rewards[s] = (1 - share) * (rewards[s] as number) + share * (chances[s] as number);
  return rewards;
}

const monkeyLab: LeafEvaluation<MLView> = {
  playoutMoves: 4,
  seats: (v) => v.players,
  prospects: (v, seat) => monkeyLabProspects(v, seat),
  scale: 3,
  mode: 'pairs',
};

/**
 * Moon: random playouts to the end tell the search little (random seats score a fifth of what
 * the heuristic bot scores), so a few random moves, then the heuristic bot's worth of each seat
 * in Hearts, flag majorities by the chance to win them. The heuristic bot names a move at every
 * new tree node for a small progressive bias, and plays a quarter of the playout moves (half
 * was stronger still, but too slow at 5 players). Moves differ by a few hundredths of a reward,
 * so a low UCB constant lets the search act on those differences (at the default 0.7 it spread
 * its visits almost evenly); half of each reward counts first place only, as the heuristic bot's
 * own prices weigh the strongest rival.
 */
const moon: LeafEvaluation<MoonView, MoonMove> = {
  playoutMoves: 4,
  policy: (seed) => moonHeuristic(seed),
  policyShare: 0.25,
  policyBias: 3,
  seats: (v) => v.players,
  prospects: (v, seat) => moonProspects(v, seat),
  publicProspects: (v, out) => moonAllProspects(v, out),
  readsViewsAtOnce: true,
  opponent: (v) => (v.solo ? moonRivalProspects(v) : null),
  scale: 8,
  exploration: 0.15,
  mode: 'pairs',
  winShare: 0.5,
};

/**
 * The heuristic bot's prices of its own position, but a card in hand is worth keeping and an
 * empty slot nothing: the bot prices a draw apart, while here a draw is scored by what it brings.
 */
const CM_LEAF_WEIGHTS: CMWeights = { ...CM_WEIGHTS, slot: 0, spare: 1 };

const chimpsOnMars: LeafEvaluation<CMView, CMMove> = {
  playoutMoves: 12,
  untilSeat: true,
  policy: (seed) => chimpsOnMarsHeuristic(seed),
  policyShare: 1,
  policyBias: 10,
  seats: (v) => v.players,
  prospects: (v, seat) => chimpsOnMarsProgress(v, seat, CM_LEAF_WEIGHTS),
  scale: 15,
  exploration: 0.3,
  mode: 'winner',
};

/** Leaf evaluations by game id; the views are the game's own (the registry is untyped). */
export const LEAF_EVALUATIONS: Readonly<Record<string, LeafEvaluation<unknown>>> = {
  'chimps-on-mars': chimpsOnMars as unknown as LeafEvaluation<unknown>,
  'monkey-lab': monkeyLab as LeafEvaluation<unknown>,
  moon: moon as unknown as LeafEvaluation<unknown>,
};

type Parse = (raw: string) => number | boolean | string | null;
const int =
  (lo: number, hi: number): Parse =>
  (raw) =>
    /^\d+$/.test(raw) && Number(raw) >= lo && Number(raw) <= hi ? Number(raw) : null;
const real =
  (lo: number, hi: number, above = false): Parse =>
  (raw) => {
    const x = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    return x >= lo && x <= hi && !(above && x === lo) ? x : null;
  };

/**
 * The settings of a leaf evaluation that may be tuned by name (`moontable tournament --leaf
 * key=value`), each with what it accepts. The policy bot and the prospects stay the game's own.
 */
const TUNABLE: Readonly<Record<string, readonly [Parse, string]>> = {
  playoutMoves: [int(0, 1000), 'a whole number 0-1000'],
  untilSeat: [(raw) => (raw === 'true' ? true : raw === 'false' ? false : null), 'true or false'],
  policyShare: [real(0, 1), 'a number 0-1'],
  policyBias: [real(0, 1000), 'a number 0-1000'],
  policyDepth: [int(0, 1000), 'a whole number 0-1000'],
  scale: [real(0, 1e6, true), 'a number above 0'],
  exploration: [real(0, 100), 'a number 0-100'],
  mode: [(raw) => (raw === 'pairs' || raw === 'winner' ? raw : null), 'pairs or winner'],
  winShare: [real(0, 1), 'a number 0-1'],
};

/** The names `tunedLeaf` accepts. */
const LEAF_SETTINGS: readonly string[] = Object.keys(TUNABLE);

/**
 * `game`'s leaf evaluation with some settings replaced (values as typed: `winShare: '0.5'`), or
 * the error `bad-leaf` naming what is wrong: a game without a leaf evaluation, an unknown
 * setting or a value out of range.
 */
export function tunedLeaf(
  game: { id: string; name: string },
  settings: Readonly<Record<string, string>>,
): Result<LeafEvaluation<unknown>> {
  const base = LEAF_EVALUATIONS[game.id];
  if (!base)
    return fail(
      'bad-leaf',
      null,
      `${game.name}'s IS-MCTS plays every playout to the end: it has no leaf evaluation to tune.`,
    );
  const tuned: Record<string, unknown> = { ...base };
  for (const [key, raw] of Object.entries(settings)) {
    const entry = Object.hasOwn(TUNABLE, key) ? TUNABLE[key] : undefined;
    if (!entry)
      return fail(
        'bad-leaf',
        null,
        `Unknown leaf setting "${key}" (settings: ${LEAF_SETTINGS.join(', ')}).`,
      );
    const value = entry[0](raw);
    if (value === null)
      return fail('bad-leaf', null, `Leaf setting ${key} takes ${entry[1]}, not "${raw}".`);
    tuned[key] = value;
  }
  return ok(tuned as unknown as LeafEvaluation<unknown>);
}
