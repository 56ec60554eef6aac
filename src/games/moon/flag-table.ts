// Flags and colours of every settlement counted in one pass, and who wins each flag (MN-3), and
// the solo Rival's flags and colours: the part of counting (counting.ts and solo.ts re-export it)
// that boards read too, apart so that they do not carry the formulas, requirements and solo turns.

import type { Seat } from '../../engine/game.ts';
import type { Library } from './library.ts';
import { SOLO } from './rules-data.ts';
import { COLOURS, FLAGS } from './vocabulary.ts';
import type { SoloState } from './state.ts';
import type { Colour, Flag } from './vocabulary.ts';

/** What counting reads of a position (a `MoonState` and a `MoonView` are both one). */
export interface Tally {
  /** Cards in each seat's settlement, e.g. [[0, 41], [2]]; one row per seat. */
  readonly settlements: readonly (readonly number[])[];
  readonly claimed: readonly (readonly number[])[];
  /** Resources by seat, in RESOURCES order. */
  readonly supply: readonly (readonly number[])[];
  readonly rovers: readonly number[];
  /** Rovers parked on each card, by card id. */
  readonly roverOn: readonly number[];
  /** Hearts on X now, e.g. 3. */
  readonly x: number;
  /** Whose turn it is, and what that seat spent this turn (Capable). */
  readonly turn: { readonly seat: Seat; readonly spent: number };
  /** Solo: the Rival's tableau, a contender for every flag; null with 2-5 players. */
  readonly solo: { readonly tableau: readonly number[] } | null;
}

/** Index of each flag in FLAGS, e.g. FLAG_INDEX.Tra = 2. */
export const FLAG_INDEX: Readonly<Record<Flag, number>> = {
  Ind: 0,
  Hou: 1,
  Tra: 2,
  Foo: 3,
  Sci: 4,
};
const NF = FLAGS.length;
const NC = COLOURS.length;

/**
 * Every seat's flags, by flag (`counts[seat * FLAGS.length + flag]`), and the Rovers that break
 * its ties (`tie[seat]`: in supply plus parked on its own cards, MN-3). In the solo game the
 * Rival is one more row after the seats, with SOLO.tieRovers. Counted in the same pass: each
 * seat's cards by colour (`colours[seat * COLOURS.length + colour]`, a Base counts as blue and
 * yellow; no row for the Rival).
 */
export interface FlagTable {
  readonly counts: number[];
  readonly tie: number[];
  readonly colours: number[];
}

/**
 * `n` copies of `value` in a packed array (`new Array(n).fill()` makes a holey one, slower to
 * read and to copy; flag tables and per-card lists are read in every rules and bot loop).
 */
export function filled(n: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/** One pass over every settlement (and the solo Rival's tableau). */
export function flagTable(lib: Library, t: Tally): FlagTable {
  const n = t.settlements.length;
  const rows = t.solo ? n + 1 : n;
  // Packed arrays grown by push and indexed loops: the fastest of the ways measured.
  const counts: number[] = [];
  const tie: number[] = [];
  const colours: number[] = [];
  for (let i = 0; i < rows * NF; i++) counts.push(0);
  for (let i = 0; i < n * NC; i++) colours.push(0);
  for (let s = 0; s < n; s++) {
    let rovers = t.rovers[s] as number;
    const row = t.settlements[s] as number[];
    for (let j = 0; j < row.length; j++) {
      const id = row[j] as number;
      rovers += t.roverOn[id] as number;
      const flags = lib.flagIndexes[id] as number[];
      for (let i = 0; i < flags.length; i++) {
        const at = s * NF + (flags[i] as number);
        counts[at] = (counts[at] as number) + 1;
      }
      const colourList = lib.colourIndexes[id] as number[];
      for (let i = 0; i < colourList.length; i++) {
        const at = s * NC + (colourList[i] as number);
        colours[at] = (colours[at] as number) + 1;
      }
    }
    tie.push(rovers);
  }
  if (t.solo) {
    for (const id of t.solo.tableau)
      for (const f of lib.flagIndexes[id] as number[]) {
        const at = n * NF + f;
        counts[at] = (counts[at] as number) + 1;
      }
    tie.push(SOLO.tieRovers);
  }
  return { counts, tie, colours };
}

/**
 * `table` after `seat` adds `card` to its settlement, nothing else changing: the same numbers as
 * `flagTable` of that position, without a pass over every settlement (a bot tries many
 * Constructs from one position). `rovers`: Rovers parked on the card (they break ties, MN-3).
 */
export function flagTableWith(
  table: FlagTable,
  lib: Library,
  seat: Seat,
  card: number,
  rovers: number,
): FlagTable {
  const counts = table.counts.slice();
  const tie = table.tie.slice();
  const colours = table.colours.slice();
  for (const f of lib.flagIndexes[card] as number[]) {
    const at = seat * NF + f;
    counts[at] = (counts[at] as number) + 1;
  }
  for (const c of lib.colourIndexes[card] as number[]) {
    const at = seat * NC + c;
    colours[at] = (colours[at] as number) + 1;
  }
  tie[seat] = (tie[seat] as number) + rovers;
  return { counts, tie, colours };
}

/**
 * The flag table of `t` when only Rovers moved since `table` was counted (the same settlements
 * and solo tableau; Rovers in supply or parked differ): `table`'s flags and colours, the Rovers
 * that break ties counted again. The same numbers as `flagTable(lib, t)`; the flag and colour
 * lists are `table`'s own (a flag table is never written once made).
 */
export function flagTableRovers(table: FlagTable, t: Tally): FlagTable {
  const n = t.settlements.length;
  const tie: number[] = [];
  for (let s = 0; s < n; s++) {
    let rovers = t.rovers[s] as number;
    const row = t.settlements[s] as number[];
    for (let j = 0; j < row.length; j++) rovers += t.roverOn[row[j] as number] as number;
    tie.push(rovers);
  }
  if (t.solo) tie.push(SOLO.tieRovers);
  return { counts: table.counts, tie, colours: table.colours };
}

/**
 * The row that wins flag number `f` in `table` under scoring rules (MN-3), or -1 when nobody
 * does: most flags; a tie goes to the most Rovers, and a tie in Rovers to nobody. In the solo
 * game the Rival contends as row `players`.
 */
export function tableWinner(table: FlagTable, f: number): Seat {
  const n = table.tie.length;
  let best = 0;
  let first: Seat = -1;
  let tied = 0;
  for (let s = 0; s < n; s++) {
    const c = table.counts[s * NF + f] as number;
    if (c > best) {
      best = c;
      first = s;
      tied = 1;
    } else if (c === best && c > 0) tied++;
  }
  if (tied <= 1) return first;
  let top = -1;
  let winner: Seat = -1;
  for (let s = 0; s < n; s++) {
    if (table.counts[s * NF + f] !== best) continue;
    const r = table.tie[s] as number;
    if (r > top) {
      top = r;
      winner = s;
    } else if (r === top) winner = -1;
  }
  return winner;
}

/** The seat that wins `flag` now (MN-3), or -1; the solo Rival is index `players`. */
export const flagWinner = (lib: Library, t: Tally, flag: Flag): Seat =>
  tableWinner(flagTable(lib, t), FLAG_INDEX[flag]);

export function flagCount(lib: Library, t: Tally, seat: Seat, flag: Flag): number {
  let n = 0;
  for (const id of t.settlements[seat] as number[])
    for (const f of lib.flags[id] as Flag[]) if (f === flag) n++;
  return n;
}

/** How many flags of `flag` the Rival's tableau shows. */
export function rivalFlags(lib: Library, solo: SoloState, flag: string): number {
  let n = 0;
  for (const id of solo.tableau) for (const f of lib.flags[id] ?? []) if (f === flag) n++;
  return n;
}

/** The Rival's cards of each colour, for boards. */
export function rivalColours(lib: Library, solo: SoloState): Partial<Record<Colour, number>> {
  const out: Partial<Record<Colour, number>> = {};
  for (const id of solo.tableau) {
    const c = lib.structure[id]?.colour;
    if (c) out[c] = (out[c] ?? 0) + 1;
  }
  return out;
}
