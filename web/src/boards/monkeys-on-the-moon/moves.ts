// Monkeys on the Moon moves as the board reads them (the engine's notation, notation.ts, read into
// typed moves), and what a move changed: the `data-key`s the table marks and the log points at.
// No DOM here.

import { TRIBES } from '../../../../src/games/monkeys-on-the-moon/data.ts';
import { encodeMove, parseMove } from '../../../../src/games/monkeys-on-the-moon/notation.ts';
import type { MMMove } from '../../../../src/games/monkeys-on-the-moon/state.ts';
import type { MMView } from '../../../../src/games/monkeys-on-the-moon/view.ts';

export const tribeName = (tribe: number): string => TRIBES[tribe] ?? 'brown';

/** The typed move a move string names (the game's own notation), or null for none. */
export function moveOf(move: string): MMMove | null {
  const parsed = parseMove(move);
  return parsed.ok ? parsed.value : null;
}

/** A play move read back from its string: `play c12 blue`, `play c12 blue pay:red` (MM-5). */
export interface Play {
  readonly move: string;
  readonly label: string;
  readonly card: number;
  readonly tribe: number;
  readonly chain: { readonly kind: 'pay' | 'scorn'; readonly tribe: number } | null;
}

export function playOf(l: { move: string; label: string }): Play | null {
  const m = moveOf(l.move);
  if (m?.type !== 'play') return null;
  return { move: l.move, label: l.label, card: m.card, tribe: m.tribe, chain: m.chain };
}

/** The coins of a bid move by tribe, e.g. `bid purple:2,brown:1` -> [1,0,0,0,0,2]; else null. */
export function coinsOf(move: string): number[] | null {
  const m = moveOf(move);
  return m?.type === 'bid' ? [...m.coins] : null;
}

export const encodeBid = (coins: readonly number[]): string => encodeMove({ type: 'bid', coins });

/** The monkey of a `select m7` move (0-based), the ship of `ship s4`, else null. */
export const selectOf = (move: string): number | null => {
  const m = moveOf(move);
  return m?.type === 'select' ? m.monkey : null;
};
export const shipOf = (move: string): number | null => {
  const m = moveOf(move);
  return m?.type === 'ship' ? m.ship : null;
};

// The keys the board gives its elements (data-key).
export const KEY = {
  stone: (t: number) => `stone-${tribeName(t)}`,
  track: (t: number) => `track-${tribeName(t)}`,
  circle: (t: number) => `circle-${tribeName(t)}`,
  scorn: (t: number) => `scorn-${tribeName(t)}`,
  monkey: (m: number) => `m${m + 1}`,
  ship: (s: number) => `s${s + 1}`,
  card: (c: number) => `c${c + 1}`,
  coin: (t: number) => `coin-${tribeName(t)}`,
  player: (seat: number) => `player-${seat}`,
  moonstone: 'moonstone',
  auction: 'auction',
} as const;

const differ = (a: readonly number[] | null | undefined, b: readonly number[] | null | undefined) =>
  (a ?? []).length !== (b ?? []).length || (a ?? []).some((x, i) => x !== b?.[i]);

/**
 * What changed between two views of one game: stones, supplies and scorn cards by tribe, the
 * circle (Monkey Treachery), monkeys and ships that moved, players whose counts changed, and the
 * viewer's own coins and cards when both views are the same seat's.
 */
export function touched(before: unknown, after: unknown): string[] {
  const a = before as MMView;
  const b = after as MMView;
  const keys = new Set<string>();
  for (let t = 0; t < TRIBES.length; t++) {
    if (a.track[t] !== b.track[t]) keys.add(KEY.stone(t));
    if (a.supply[t] !== b.supply[t] || a.finished.indexOf(t) !== b.finished.indexOf(t))
      keys.add(KEY.track(t));
    if (a.scorn[t] !== b.scorn[t]) keys.add(KEY.scorn(t));
    if (a.circle.indexOf(t) !== b.circle.indexOf(t)) keys.add(KEY.circle(t));
  }
  // Monkeys and ships: whatever left or joined a place shows where it is now.
  const monkeysAt = (v: MMView) =>
    new Map<number, string>([
      ...v.monkeyPool.map((m) => [m, 'pool'] as const),
      ...(v.auction ? [[v.auction.monkey, 'auction'] as const] : []),
      ...v.aboard.flatMap((row, seat) => row.map((m) => [m, `ship${seat}`] as const)),
      ...v.holding.flatMap((row, seat) => row.map((m) => [m, `hold${seat}`] as const)),
    ]);
  const [ma, mb] = [monkeysAt(a), monkeysAt(b)];
  for (const [m, at] of mb) if (ma.get(m) !== at) keys.add(KEY.monkey(m));
  for (const s of b.shipPool) if (!a.shipPool.includes(s)) keys.add(KEY.ship(s));
  for (let seat = 0; seat < b.players; seat++) {
    if (a.ship[seat] !== b.ship[seat] && (b.ship[seat] ?? -1) >= 0)
      keys.add(KEY.ship(b.ship[seat] as number));
    if (
      a.launchedMonkeyCount[seat] !== b.launchedMonkeyCount[seat] ||
      a.launchedShipCount[seat] !== b.launchedShipCount[seat] ||
      a.handSizes[seat] !== b.handSizes[seat]
    )
      keys.add(KEY.player(seat));
  }
  if (a.moonstone !== b.moonstone) keys.add(KEY.moonstone);
  if (JSON.stringify(a.auction) !== JSON.stringify(b.auction) && b.auction) keys.add(KEY.auction);
  // The viewer's own things, only when both views are one seat's (hot-seat changes viewers).
  if (a.viewer === b.viewer && typeof b.viewer === 'number') {
    const seat = b.viewer;
    const [ca, cb] = [a.coins[seat], b.coins[seat]];
    for (let t = 0; t < TRIBES.length; t++) if (ca?.[t] !== cb?.[t]) keys.add(KEY.coin(t));
    const hand = a.hands[seat] ?? [];
    if (differ(hand, b.hands[seat]))
      for (const c of b.hands[seat] ?? []) if (!hand.includes(c)) keys.add(KEY.card(c));
  }
  return [...keys];
}
