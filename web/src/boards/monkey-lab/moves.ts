// What the Monkey Lab board offers on each thing the viewer can click, worked out from the legal
// move strings only (no rules here). A choice in several steps (a card, combat) is a mode: the
// words picked so far; each click either completes a legal move or picks the next word(s).
// Kept apart from the DOM so a unit test can walk every mode and target.

import { ITEMS, MONKEYS } from '../../../../src/games/monkey-lab/data.ts';
import { parseRoom, roomCode } from '../../../../src/games/monkey-lab/lab.ts';
import { parseMove } from '../../../../src/games/monkey-lab/notation.ts';
import type { MLMove } from '../../../../src/games/monkey-lab/state.ts';

/** Verbs that take more than one click: the five cards and combat. */
export const STEP_VERBS = ['item', 'exchange', 'steal', 'twice', 'guard', 'combat'] as const;
export type StepVerb = (typeof STEP_VERBS)[number];

/** A choice under way: the verb and the words picked after it, e.g. `item` `box` `nw1`. */
export interface Mode {
  readonly verb: StepVerb;
  readonly picks: readonly string[];
}

/** Something on the board or in the panels the viewer can click. */
export type Target =
  | { readonly kind: 'room'; readonly room: number }
  | { readonly kind: 'item'; readonly room: number; readonly item: number }
  | { readonly kind: 'monkey'; readonly seat: number }
  | { readonly kind: 'cage'; readonly room: number }
  | { readonly kind: 'card'; readonly card: number }
  | { readonly kind: 'drop' }
  | { readonly kind: 'end' }
  /** Steal played with nobody in reach. */
  | { readonly kind: 'bare' };

/** A click either plays a move or goes one step further into a choice. */
export type Offer = { readonly move: string } | { readonly next: Mode } | null;

/** Verb of each card kind, in CARD_KINDS order (data.ts). */
export const CARD_VERBS: readonly StepVerb[] = ['item', 'exchange', 'steal', 'twice', 'guard'];

const colourOf = (seat: number): string => MONKEYS[seat]?.colour ?? '';
const itemName = (item: number): string => ITEMS[item] ?? '';

/** The typed move a move string names (the game's own notation), or null for none. */
export function moveOf(move: string): MLMove | null {
  const parsed = parseMove(move);
  return parsed.ok ? parsed.value : null;
}

/** Is `move` an Exchange whose later room (in room order) is `code`? */
const exchangeTo = (move: string, code: string): boolean => {
  const m = moveOf(move);
  return m?.type === 'exchange' && roomCode(m.b) === code;
};

/** The words of a mode as a move prefix, e.g. `twice nw1`. */
export const prefixOf = (mode: Mode): string => [mode.verb, ...mode.picks].join(' ');

/** Offers `verb words` if it is a legal move, else the step to it if some legal move goes on. */
function complete(legal: ReadonlySet<string>, verb: StepVerb, words: readonly string[]): Offer {
  const text = [verb, ...words].join(' ');
  if (legal.has(text)) return { move: text };
  for (const m of legal) if (m.startsWith(`${text} `)) return { next: { verb, picks: words } };
  return null;
}

const plain = (legal: ReadonlySet<string>, move: string): Offer =>
  legal.has(move) ? { move } : null;

/**
 * What clicking `target` does now. `here` is the viewer's room: the cage and the floor items
 * there are the ones its own actions use.
 */
export function offerFor(
  legal: ReadonlySet<string>,
  mode: Mode | null,
  target: Target,
  here: number,
): Offer {
  if (mode === null) return offerPlain(legal, target, here);
  const picks = mode.picks;
  switch (target.kind) {
    case 'room':
      return offerRoom(legal, mode, roomCode(target.room));
    case 'item':
      return mode.verb === 'item' && picks.length === 0
        ? complete(legal, 'item', [itemName(target.item), roomCode(target.room)])
        : null;
    case 'monkey':
      return mode.verb === 'steal' ? plain(legal, `steal ${colourOf(target.seat)}`) : null;
    case 'bare':
      return mode.verb === 'steal' ? plain(legal, 'steal') : null;
    case 'card':
      // Clicking a card again (or another card) starts over from that card.
      return offerPlain(legal, target, here);
    case 'cage':
    case 'drop':
    case 'end':
      return null;
  }
}

/** A room clicked during a choice: a step of Move Twice, a destination, an Exchange room. */
function offerRoom(legal: ReadonlySet<string>, mode: Mode, code: string): Offer {
  const picks = mode.picks;
  switch (mode.verb) {
    case 'twice':
    case 'guard':
    case 'combat':
      return complete(legal, mode.verb, [...picks, code]);
    case 'item':
      return picks.length === 2 ? complete(legal, 'item', [...picks, code]) : null;
    case 'exchange': {
      if (picks.length === 0)
        return complete(legal, 'exchange', [code]) ?? exchangeSecond(legal, code);
      const first = picks[0] as string;
      if (first === code) return null;
      const [a, b] = orderRooms(first, code);
      return plain(legal, `exchange ${a} ${b}`);
    }
    case 'steal':
      return null;
  }
}

/** Exchange names its rooms in room order; the first click may be either of the two. */
function exchangeSecond(legal: ReadonlySet<string>, code: string): Offer {
  for (const m of legal)
    if (exchangeTo(m, code)) return { next: { verb: 'exchange', picks: [code] } };
  return null;
}

const orderRooms = (x: string, y: string): [string, string] =>
  parseRoom(x) < parseRoom(y) ? [x, y] : [y, x];

function offerPlain(legal: ReadonlySet<string>, target: Target, here: number): Offer {
  switch (target.kind) {
    case 'room':
      return plain(legal, `move ${roomCode(target.room)}`);
    case 'item':
      return target.room === here ? plain(legal, `take ${itemName(target.item)}`) : null;
    case 'cage':
      if (target.room !== here) return null;
      return plain(legal, 'unlock') ?? plain(legal, 'reveal');
    case 'monkey':
      return complete(legal, 'combat', [colourOf(target.seat)]);
    case 'card': {
      const verb = CARD_VERBS[target.card];
      if (!verb) return null;
      for (const m of legal) if (moveOf(m)?.type === verb) return { next: { verb, picks: [] } };
      return null;
    }
    case 'drop':
      return plain(legal, 'drop');
    case 'end':
      return plain(legal, 'end');
    case 'bare':
      return null;
  }
}

/** Whether a mode still leads to some legal move (it is dropped once the moves change). */
export const modeAlive = (legal: ReadonlySet<string>, mode: Mode): boolean => {
  const p = prefixOf(mode);
  for (const m of legal) if (m === p || m.startsWith(`${p} `)) return true;
  // Exchange names its rooms in order, and its first click may be the later room.
  if (mode.verb === 'exchange' && mode.picks.length === 1)
    for (const m of legal) if (exchangeTo(m, mode.picks[0] ?? '')) return true;
  return false;
};

/** Every move the board offers itself: all of Monkey Lab's moves have a place on it. */
export const BOARD_VERBS: readonly string[] = [
  'move',
  'take',
  'drop',
  'reveal',
  'unlock',
  'end',
  ...STEP_VERBS,
];

export const boardHandles = (move: string): boolean => {
  const type = moveOf(move)?.type;
  return type !== undefined && BOARD_VERBS.includes(type);
};

/** Stable `data-key`s of the things on the board (docs/architecture.md, the DOM contract). */
export const KEY = {
  room: (r: number) => `room-${roomCode(r)}`,
  cage: (r: number) => `cage-${roomCode(r)}`,
  monkey: (seat: number) => `monkey-${colourOf(seat)}`,
  guard: 'guard',
  /** The `k`-th item of its kind on a room's floor. */
  item: (r: number, item: number, k: number) => `item-${roomCode(r)}-${itemName(item)}-${k}`,
  card: (kind: number, k: number) => `card-${CARD_VERBS[kind] ?? kind}-${k}`,
  player: (seat: number) => `player-${seat}`,
};

interface Seen {
  readonly at: readonly number[];
  readonly carry: readonly number[];
  readonly guard: number;
  readonly floor: readonly (readonly number[])[];
  readonly cage: readonly number[];
  readonly hidden: readonly boolean[];
  readonly cages: readonly (readonly number[])[];
  readonly tileCounts: readonly number[];
  readonly handSizes: readonly number[];
  readonly players: number;
}

/** The keys of a room's floor items: the k-th of each kind. */
const floorKeys = (r: number, floor: readonly number[]): string[] => {
  const n = new Map<number, number>();
  return floor.map((i) => {
    const k = n.get(i) ?? 0;
    n.set(i, k + 1);
    return KEY.item(r, i, k);
  });
};

/** What a move changed, as `data-key`s: from the views before and after it. */
export function touched(before: unknown, after: unknown): string[] {
  const a = before as Seen;
  const b = after as Seen;
  const keys = new Set<string>();
  for (let s = 0; s < b.players; s++) {
    if (a.at[s] !== b.at[s] || a.carry[s] !== b.carry[s]) keys.add(KEY.monkey(s));
    if (
      a.handSizes[s] !== b.handSizes[s] ||
      a.tileCounts[s] !== b.tileCounts[s] ||
      (a.cages[s]?.length ?? 0) !== (b.cages[s]?.length ?? 0)
    )
      keys.add(KEY.player(s));
  }
  if (a.guard !== b.guard) keys.add(KEY.guard);
  for (let r = 0; r < b.floor.length; r++) {
    const was = new Set(floorKeys(r, a.floor[r] ?? []));
    const now = floorKeys(r, b.floor[r] ?? []);
    for (const k of now) if (!was.has(k)) keys.add(k);
    if (now.length < was.size) keys.add(KEY.room(r));
    if (a.cage[r] !== b.cage[r] || a.hidden[r] !== b.hidden[r])
      keys.add(b.cage[r] !== -1 || b.hidden[r] ? KEY.cage(r) : KEY.room(r));
  }
  return [...keys];
}
