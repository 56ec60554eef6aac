// A rule-of-thumb player for Moon, reading its view only. It prices a position in Hearts for
// every seat and plays the legal move whose outcome it prices highest, counting a rival's gain
// against its own:
//   value = mine - rivalWeight * (half the best rival + half the mean rival)
// A seat's price adds its Heart tokens, printed and end-game Hearts, Hearts on its cards (they
// score again at every Era's Scoring phase), Reputations, resources and Rovers (worth less as the
// game nears its end), future production, pink and trigger cards by the Eras left, progress
// towards the Reputations on display, and each flag type's Hearts by its chance to win that
// majority (MN-3: the lead in flags, Rovers break ties; the chance firms up as the Era runs out).
// Thus it:
// - drafts the card that adds most (flags in a contested majority, Hearts, production) and, as
//   the hand passes to the left, also counts what the card would give the next seat (denial);
// - assimilates when a card is worth more as its reward than built;
// - claims a Reputation whenever it can, parks a Rover where the production or the lent flags
//   (MN-2: they count this turn, e.g. to construct a card it lacks a flag for) pay for it, flips
//   pink cards and uses its Expedition when their effects are worth more than they cost;
// - answers choices (searches, picks, conversions, gifts, Flag Rewards) by the same price.
// The parts: weights.ts (the prices), position.ts (what it reads of its view), price.ts (a
// position's price), steps.ts (card steps on a trial position), moves.ts (each move tried).

import type { Seat } from '../../../engine/game.ts';
import { Rng } from '../../../engine/rng.ts';
import { flagTable } from '../../../games/moon/counting.ts';
import type { MoonMove, MoonView } from '../../../games/moon/index.ts';
import { ERAS, SOLO } from '../../../games/moon/rules-data.ts';
import type { Bot } from '../../bot.ts';
import { moveValue } from './moves.ts';
import { read } from './position.ts';
import { flagValues, price, seatValue } from './price.ts';
import { MOON_WEIGHTS } from './weights.ts';
import type { MoonWeights } from './weights.ts';

export { MOON_WEIGHTS } from './weights.ts';
export type { MoonWeights } from './weights.ts';
export { read } from './position.ts';
export type { Ctx, Pos } from './position.ts';
export { flagValues, price, seatValue } from './price.ts';
export { moveValue, tryMove } from './moves.ts';
export type { Tried } from './moves.ts';

/**
 * What `seat`'s position is worth in Hearts, read from its own view, by the bot's prices: its
 * worth (flags included) as the bot counts it for every seat, rivals not subtracted. IS-MCTS
 * scores its leaves with it (`leaf.ts`).
 */
export function moonProspects(
  view: MoonView,
  seat: Seat,
  weights: MoonWeights = MOON_WEIGHTS,
): number {
  const ctx = read(weights, view, seat);
  const t = flagTable(ctx.lib, ctx.pos);
  return seatValue(ctx, ctx.pos, seat, t) + (flagValues(ctx, ctx.pos, t)[seat] as number);
}

/**
 * Every seat's `moonProspects` at once, from any seat's view: a seat's worth reads only what
 * every seat sees, so one view, one flag table and one pass over the flags serve them all.
 */
export function moonAllProspects(
  view: MoonView,
  out: number[],
  weights: MoonWeights = MOON_WEIGHTS,
): void {
  const ctx = read(weights, view, 0);
  const t = flagTable(ctx.lib, ctx.pos);
  const flags = flagValues(ctx, ctx.pos, t);
  for (let s = 0; s < view.players; s++)
    out[s] = seatValue(ctx, ctx.pos, s, t) + (flags[s] as number);
}

/**
 * Solo: the Rival's prospects on the same scale as `moonProspects`: its Hearts, the flags it is
 * likely to win, and what its reveals should still bring (a Heart or so per card it already has
 * of a colour, up to its cap, for each of the turns left).
 */
export function moonRivalProspects(view: MoonView, weights: MoonWeights = MOON_WEIGHTS): number {
  const solo = view.solo;
  if (!solo) return 0;
  const ctx = read(weights, view, 0);
  const flags = flagValues(ctx, ctx.pos, flagTable(ctx.lib, ctx.pos))[view.players] ?? 0;
  const perEra = 2 * SOLO.hands - 1;
  const played = (view.round - 1) * SOLO.hands + solo.played.filter(Boolean).length;
  let future = 0;
  for (let era = view.era; era <= ERAS; era++) {
    const turns = era === view.era ? Math.max(0, perEra - played) : perEra;
    const cap = ERAS - era + 1 + SOLO.capOverX;
    future += turns * Math.min(cap, (solo.tableau.length + 2 * perEra * (era - view.era)) / 4);
  }
  return solo.hearts + flags + future;
}

export function moonHeuristic(
  seed: string,
  weights: MoonWeights = MOON_WEIGHTS,
): Bot<MoonView, MoonMove> {
  const rng = new Rng(`moon-heuristic/${seed}`);
  return {
    name: 'heuristic',
    choose(view, legal, seat) {
      if (legal.length === 1) return legal[0] as MoonMove;
      const ctx = read(weights, view, seat);
      const base = price(ctx, ctx.pos);
      // The best main action first: parks and Obelisks are priced against it.
      let mainBest = -Infinity;
      const values = new Map<MoonMove, number>();
      for (const move of legal)
        if (move.type === 'build' || move.type === 'assimilate') {
          const v = moveValue(ctx, ctx.pos, base, move, 0);
          values.set(move, v);
          mainBest = Math.max(mainBest, v);
        }
      if (mainBest === -Infinity) mainBest = 0;
      let best: MoonMove[] = [];
      let bestValue = -Infinity;
      for (const move of legal) {
        const val = values.get(move) ?? moveValue(ctx, ctx.pos, base, move, mainBest);
        if (val > bestValue + 1e-9) {
          bestValue = val;
          best = [move];
        } else if (val > bestValue - 1e-9) best.push(move);
      }
      return rng.pick(best);
    },
  };
}
