// Counting things in a settlement: flags, colours, Rovers, production, flag majorities (MN-3),
// and the formulas and requirements cards are written with.

import type { Seat } from '../../engine/game.ts';
import type { Library } from './library.ts';
import { isColour } from './library.ts';
import { SOLO } from './rules-data.ts';
import { rivalFlags } from './solo.ts';
import type { MoonState } from './state.ts';
import { FLAGS, RESOURCES } from './vocabulary.ts';
import type { Count, Flag, Formula, Requirement } from './vocabulary.ts';

export function flagCount(lib: Library, s: MoonState, seat: Seat, flag: Flag): number {
  let n = 0;
  for (const id of s.settlements[seat] as number[])
    for (const f of lib.flags[id] as Flag[]) if (f === flag) n++;
  return n;
}

export function colourCount(
  lib: Library,
  s: MoonState,
  seat: Seat,
  colour: Count['colour'],
): number {
  if (!colour) return 0;
  let n = 0;
  for (const id of s.settlements[seat] as number[]) if (isColour(lib, id, colour)) n++;
  return n;
}

export function roversOnMine(s: MoonState, seat: Seat): number {
  let n = 0;
  for (const id of s.settlements[seat] as number[]) n += s.roverOn[id] as number;
  return n;
}

/** Rovers that break flag ties: in supply plus parked on the seat's own cards (MN-3). */
export const tieRovers = (s: MoonState, seat: Seat): number =>
  (s.rovers[seat] as number) + roversOnMine(s, seat);

/**
 * The seat that wins `flag` now under scoring rules (MN-3), or -1 when nobody does. In the solo
 * game the Rival contends as index `players` (its tableau's flags, SOLO.tieRovers in a tie).
 */
export function flagWinner(lib: Library, s: MoonState, flag: Flag): Seat {
  let best = -1;
  let bestFlags = 0;
  let tied: Seat[] = [];
  const solo = s.solo;
  const contenders = solo ? s.players + 1 : s.players;
  for (let seat = 0; seat < contenders; seat++) {
    const n = seat < s.players ? flagCount(lib, s, seat, flag) : rivalFlags(lib, solo!, flag);
    if (n > bestFlags) {
      bestFlags = n;
      best = seat;
      tied = [seat];
    } else if (n === bestFlags && n > 0) tied.push(seat);
  }
  if (best < 0 || tied.length === 1) return best;
  let top = -1;
  let topRovers = -1;
  let tiedRovers = false;
  for (const seat of tied) {
    const r = seat < s.players ? tieRovers(s, seat) : SOLO.tieRovers;
    if (r > topRovers) {
      topRovers = r;
      top = seat;
      tiedRovers = false;
    } else if (r === topRovers) tiedRovers = true;
  }
  return tiedRovers ? -1 : top;
}

export function count(lib: Library, s: MoonState, seat: Seat, c: Count, card = -1): number {
  switch (c.of) {
    case 'flags':
      if (c.flag) return flagCount(lib, s, seat, c.flag);
      return FLAGS.reduce((n, f) => n + flagCount(lib, s, seat, f), 0);
    case 'cards':
      return colourCount(lib, s, seat, c.colour);
    case 'roversInSupply':
      return s.rovers[seat] as number;
    case 'roversOnMine':
      return roversOnMine(s, seat);
    case 'reputations':
      return (s.claimed[seat] as number[]).length;
    case 'resources': {
      const sup = s.supply[seat] as number[];
      if (c.resource) return sup[RESOURCES.indexOf(c.resource)] as number;
      return sup.reduce((a, b) => a + b, 0);
    }
    case 'production': {
      let n = 0;
      for (const id of s.settlements[seat] as number[])
        n += (c.resource && lib.production[id]?.[c.resource]) || 0;
      return n;
    }
    case 'flagTypesWon':
      return FLAGS.filter((f) => flagWinner(lib, s, f) === seat).length;
    case 'flagTypesWonOnCard': {
      const shown = new Set(card >= 0 ? lib.flags[card] : []);
      return [...shown].filter((f) => flagWinner(lib, s, f) === seat).length;
    }
    case 'flagTypesAtLeast':
      return FLAGS.filter((f) => flagCount(lib, s, seat, f) >= (c.n ?? 1)).length;
    case 'spentThisTurn':
      return s.turn.seat === seat ? s.turn.spent : 0;
  }
}

export function evaluate(lib: Library, s: MoonState, seat: Seat, f: Formula, card = -1): number {
  let v = Math.floor((count(lib, s, seat, f.count, card) * f.each) / (f.per ?? 1));
  if (f.x) v *= s.x;
  return f.max === undefined ? v : Math.min(v, f.max);
}

export function meets(
  lib: Library,
  s: MoonState,
  seat: Seat,
  reqs: readonly Requirement[] | undefined,
): boolean {
  for (const r of reqs ?? []) {
    const n = count(lib, s, seat, r.count);
    if (r.atLeast !== undefined && n < r.atLeast) return false;
    if (r.atMost !== undefined && n > r.atMost) return false;
  }
  return true;
}

/** Flags missing for `requires`, counting repeats, given the settlement plus lent flags (MN-2). */
export function missingFlags(
  lib: Library,
  s: MoonState,
  seat: Seat,
  requires: readonly Flag[],
  lent: readonly Flag[],
): number {
  let missing = 0;
  for (const f of FLAGS) {
    let need = 0;
    for (const r of requires) if (r === f) need++;
    if (need === 0) continue;
    let have = flagCount(lib, s, seat, f);
    for (const l of lent) if (l === f) have++;
    missing += Math.max(0, need - have);
  }
  return missing;
}
