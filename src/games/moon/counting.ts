// Counting things in a settlement: flags, colours, Rovers, production, flag majorities (MN-3),
// and the formulas and requirements cards are written with. Counting reads a `Tally`, the part
// of a position it needs: a game state, a view, or a bot's trial position alike, so the rules
// count once for everyone. The flag table (flags, colours and majorities in one pass) is
// flag-table.ts's, re-exported here.

import type { Seat } from '../../engine/game.ts';
import type { Library } from './library.ts';
import { isColour } from './library.ts';
import {
  FLAG_INDEX,
  filled,
  flagCount,
  flagTable,
  flagTableRovers,
  flagTableWith,
  flagWinner,
  tableWinner,
} from './flag-table.ts';
import type { FlagTable, Tally } from './flag-table.ts';
import { COLOURS, FLAGS } from './vocabulary.ts';
import type { Colour, Count, Flag, Formula, Requirement, Resource } from './vocabulary.ts';

export {
  FLAG_INDEX,
  filled,
  flagCount,
  flagTable,
  flagTableRovers,
  flagTableWith,
  flagWinner,
  tableWinner,
};
export type { FlagTable, Tally };

const NF = FLAGS.length;
const NC = COLOURS.length;
const COLOUR_INDEX: Readonly<Record<Colour, number>> = {
  blue: 0,
  yellow: 1,
  grey: 2,
  pink: 3,
  red: 4,
};
const RESOURCE_INDEX: Readonly<Record<Resource, number>> = { E: 0, W: 1, B: 2, M: 3 };

export function colourCount(
  lib: Library,
  t: Tally,
  seat: Seat,
  colour: Colour | undefined,
): number {
  if (!colour) return 0;
  let n = 0;
  for (const id of t.settlements[seat] as number[]) if (isColour(lib, id, colour)) n++;
  return n;
}

export function roversOnMine(t: Tally, seat: Seat): number {
  let n = 0;
  for (const id of t.settlements[seat] as number[]) n += t.roverOn[id] as number;
  return n;
}

/** Rovers that break flag ties: in supply plus parked on the seat's own cards (MN-3). */
export const tieRovers = (t: Tally, seat: Seat): number =>
  (t.rovers[seat] as number) + roversOnMine(t, seat);

/**
 * What `c` counts for `seat`. `card` is the card just built (flagTypesWonOnCard); `table`, the
 * position's flag table when the caller has it, saves counting flags again.
 */
export function count(
  lib: Library,
  t: Tally,
  seat: Seat,
  c: Count,
  card = -1,
  table?: FlagTable,
): number {
  switch (c.of) {
    case 'flags': {
      if (!table) {
        if (c.flag) return flagCount(lib, t, seat, c.flag);
        let all = 0;
        for (const id of t.settlements[seat] as number[]) all += (lib.flags[id] as Flag[]).length;
        return all;
      }
      if (c.flag) return table.counts[seat * NF + FLAG_INDEX[c.flag]] as number;
      let all = 0;
      for (let f = 0; f < NF; f++) all += table.counts[seat * NF + f] as number;
      return all;
    }
    case 'cards':
      if (table && c.colour) return table.colours[seat * NC + COLOUR_INDEX[c.colour]] as number;
      return colourCount(lib, t, seat, c.colour);
    case 'roversInSupply':
      return t.rovers[seat] as number;
    case 'roversOnMine':
      return roversOnMine(t, seat);
    case 'reputations':
      return (t.claimed[seat] as number[]).length;
    case 'resources': {
      const sup = t.supply[seat] as number[];
      if (c.resource) return sup[RESOURCE_INDEX[c.resource]] as number;
      return (sup[0] as number) + (sup[1] as number) + (sup[2] as number) + (sup[3] as number);
    }
    case 'production': {
      let n = 0;
      for (const id of t.settlements[seat] as number[])
        n += (c.resource && lib.production[id]?.[c.resource]) || 0;
      return n;
    }
    case 'flagTypesWon': {
      const tb = table ?? flagTable(lib, t);
      let won = 0;
      for (let f = 0; f < NF; f++) if (tableWinner(tb, f) === seat) won++;
      return won;
    }
    case 'flagTypesWonOnCard': {
      if (card < 0) return 0;
      const tb = table ?? flagTable(lib, t);
      const shown = lib.flags[card] as Flag[];
      let won = 0;
      // Each flag type once, however often the card shows it.
      for (let i = 0; i < shown.length; i++) {
        const f = shown[i] as Flag;
        if (shown.indexOf(f) === i && tableWinner(tb, FLAG_INDEX[f]) === seat) won++;
      }
      return won;
    }
    case 'flagTypesAtLeast': {
      const need = c.n ?? 1;
      let n = 0;
      for (const f of FLAGS) {
        const have = table
          ? (table.counts[seat * NF + FLAG_INDEX[f]] as number)
          : flagCount(lib, t, seat, f);
        if (have >= need) n++;
      }
      return n;
    }
    case 'spentThisTurn':
      return t.turn.seat === seat ? t.turn.spent : 0;
  }
}

// ---- Counting from a flag table, compiled ---------------------------------------------------
// A bot prices many positions, each counting the same few Counts (the Reputations on display):
// `tableCode` turns a Count into a small number once, and `countFromTable` reads it from a
// position's flag table without dispatching on the Count's words again. Equal to `count` with
// that table (a test checks every Count of the card set against it).

const CODE_COLOUR = 0; // + colour index
const CODE_FLAG = 8; // + flag index
const CODE_ALL_FLAGS = 16;
const CODE_RESOURCE = 20; // + resource index
const CODE_ALL_RESOURCES = 24;
const CODE_ROVERS_IN_SUPPLY = 25;
const CODE_REPUTATIONS = 26;
const CODE_FLAG_TYPES_WON = 27;
const CODE_ROVERS_ON_MINE = 28;
const CODE_FLAG_TYPES_AT_LEAST = 1000; // + n

/** `c` as a code for `countFromTable`, or -1 when it needs `count` itself. */
export function tableCode(c: Count): number {
  switch (c.of) {
    case 'cards':
      return c.colour ? CODE_COLOUR + COLOUR_INDEX[c.colour] : -1;
    case 'flags':
      return c.flag ? CODE_FLAG + FLAG_INDEX[c.flag] : CODE_ALL_FLAGS;
    case 'resources':
      return c.resource ? CODE_RESOURCE + RESOURCE_INDEX[c.resource] : CODE_ALL_RESOURCES;
    case 'roversInSupply':
      return CODE_ROVERS_IN_SUPPLY;
    case 'reputations':
      return CODE_REPUTATIONS;
    case 'flagTypesWon':
      return CODE_FLAG_TYPES_WON;
    case 'roversOnMine':
      return CODE_ROVERS_ON_MINE;
    case 'flagTypesAtLeast':
      return CODE_FLAG_TYPES_AT_LEAST + (c.n ?? 1);
    default:
      return -1;
  }
}

/** What the Count of `code` (from `tableCode`, not -1) counts for `seat`, `table` being t's. */
export function countFromTable(t: Tally, seat: Seat, code: number, table: FlagTable): number {
  if (code < CODE_FLAG) return table.colours[seat * NC + code - CODE_COLOUR] as number;
  if (code < CODE_ALL_FLAGS) return table.counts[seat * NF + code - CODE_FLAG] as number;
  if (code === CODE_ALL_FLAGS) {
    let all = 0;
    for (let f = 0; f < NF; f++) all += table.counts[seat * NF + f] as number;
    return all;
  }
  const sup = t.supply[seat] as number[];
  if (code < CODE_ALL_RESOURCES) return sup[code - CODE_RESOURCE] as number;
  switch (code) {
    case CODE_ALL_RESOURCES:
      return (sup[0] as number) + (sup[1] as number) + (sup[2] as number) + (sup[3] as number);
    case CODE_ROVERS_IN_SUPPLY:
      return t.rovers[seat] as number;
    case CODE_REPUTATIONS:
      return (t.claimed[seat] as number[]).length;
    case CODE_FLAG_TYPES_WON: {
      let won = 0;
      for (let f = 0; f < NF; f++) if (tableWinner(table, f) === seat) won++;
      return won;
    }
    case CODE_ROVERS_ON_MINE:
      return roversOnMine(t, seat);
  }
  const need = code - CODE_FLAG_TYPES_AT_LEAST;
  let n = 0;
  for (let f = 0; f < NF; f++) if ((table.counts[seat * NF + f] as number) >= need) n++;
  return n;
}

export function evaluate(
  lib: Library,
  t: Tally,
  seat: Seat,
  f: Formula,
  card = -1,
  table?: FlagTable,
): number {
  let v = Math.floor((count(lib, t, seat, f.count, card, table) * f.each) / (f.per ?? 1));
  if (f.x) v *= t.x;
  return f.max === undefined ? v : Math.min(v, f.max);
}

/** A Requirement with its Count's `tableCode`, for `meets` with a flag table. */
interface CodedRequirement {
  readonly count: Count;
  readonly code: number;
  readonly atLeast: number | undefined;
  readonly atMost: number | undefined;
}

const codedRequirements = new WeakMap<readonly Requirement[], readonly CodedRequirement[]>();

/** `reqs` with their codes, compiled once per list (card data lists are never changed). */
function coded(reqs: readonly Requirement[]): readonly CodedRequirement[] {
  let out = codedRequirements.get(reqs);
  if (!out) {
    out = reqs.map((r) => ({
      count: r.count,
      code: tableCode(r.count),
      atLeast: r.atLeast,
      atMost: r.atMost,
    }));
    codedRequirements.set(reqs, out);
  }
  return out;
}

/**
 * Does `seat` meet every requirement of `reqs`? With `table` (t's flag table), coded Counts
 * are read from it (`countFromTable`: the same numbers as `count`).
 */
export function meets(
  lib: Library,
  t: Tally,
  seat: Seat,
  reqs: readonly Requirement[] | undefined,
  table?: FlagTable,
): boolean {
  if (!reqs) return true;
  if (table) {
    const list = coded(reqs);
    for (let i = 0; i < list.length; i++) {
      const r = list[i] as CodedRequirement;
      const n =
        r.code >= 0
          ? countFromTable(t, seat, r.code, table)
          : count(lib, t, seat, r.count, -1, table);
      if (r.atLeast !== undefined && n < r.atLeast) return false;
      if (r.atMost !== undefined && n > r.atMost) return false;
    }
    return true;
  }
  for (const r of reqs) {
    const n = count(lib, t, seat, r.count, -1, table);
    if (r.atLeast !== undefined && n < r.atLeast) return false;
    if (r.atMost !== undefined && n > r.atMost) return false;
  }
  return true;
}

/**
 * Flags missing for `requires`, counting repeats, given the settlement plus lent flags (MN-2).
 * With `table`, the seat's flags are read from it.
 */
export function missingFlags(
  lib: Library,
  t: Tally,
  seat: Seat,
  requires: readonly Flag[],
  lent: readonly Flag[],
  table?: FlagTable,
): number {
  if (requires.length === 0) return 0;
  let missing = 0;
  for (const f of FLAGS) {
    let need = 0;
    for (const r of requires) if (r === f) need++;
    if (need === 0) continue;
    let have = table
      ? (table.counts[seat * NF + FLAG_INDEX[f]] as number)
      : flagCount(lib, t, seat, f);
    for (const l of lent) if (l === f) have++;
    missing += Math.max(0, need - have);
  }
  return missing;
}
