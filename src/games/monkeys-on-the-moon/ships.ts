// Ships: boarding, launching and the pool, plus scorn returns (MM-6, MM-8, MM-9, MM-10).

import type { Seat } from '../../engine/game.ts';
import { LAUNCH_BONUS_COINS, MONKEYS, SHIP_POOL_SIZE, SHIPS } from './data.ts';
import type { Tribe } from './data.ts';
import type { EventSink, LaunchKind } from './events.ts';
import { rivalOf } from './state.ts';
import type { MMState } from './state.ts';

/**
 * Launches a seat's ship (MM-6, MM-8, MM-10): the monkeys go to the score pile; a full ship
 * scores, an early or Treachery launch returns the ship to the bottom of the deck, a final one is
 * discarded. The bonus coin of the border colour is taken unless the seat holds that scorn, which
 * is returned instead; a final launch takes no coin but still returns the scorn.
 */
export function launchShip(s: MMState, seat: Seat, kind: LaunchKind, sink: EventSink): void {
  const ship = s.ship[seat] as number;
  const monkeys = s.aboard[seat] as number[];
  (s.launchedMonkeys[seat] as number[]).push(...monkeys);
  s.aboard[seat] = [];
  s.ship[seat] = -1;
  sink?.push({ e: 'launch', seat, ship, monkeys, kind });
  if (kind === 'full') (s.launchedShips[seat] as number[]).push(ship);
  else if (kind === 'final') s.shipDiscard.push(ship);
  else {
    s.shipDeck.unshift(ship);
    s.shipDeckKnown++;
    refillShipPool(s);
  }
  const colour = (SHIPS[ship] as { colour: Tribe }).colour;
  if (s.scorn[colour] === seat) returnScorn(s, seat, colour, sink);
  else if (kind !== 'final' && (s.supply[colour] as number) >= LAUNCH_BONUS_COINS) {
    s.supply[colour] = (s.supply[colour] as number) - LAUNCH_BONUS_COINS;
    (s.coins[seat] as number[])[colour] =
      ((s.coins[seat] as number[])[colour] as number) + LAUNCH_BONUS_COINS;
    sink?.push({ e: 'bonus', seat, tribe: colour });
  }
}
export function refillShipPool(s: MMState): void {
  while (s.shipPool.length < SHIP_POOL_SIZE && s.shipDeck.length > 0) {
    s.shipPool.push(s.shipDeck.pop() as number);
    if (s.shipDeckKnown > s.shipDeck.length) s.shipDeckKnown = s.shipDeck.length;
  }
}
export function returnScorn(s: MMState, seat: Seat, tribe: Tribe, sink: EventSink): void {
  if (s.scorn[tribe] !== seat) return;
  s.scorn[tribe] = -1;
  sink?.push({ e: 'scorn-returned', seat, tribe });
}

/**
 * Boards monkeys one by one (MM-8): a rival aboard launches the ship early first; a full ship
 * launches; a seat without a ship picks one from the pool (a pending choice), or keeps the
 * monkeys in its holding area when pool and deck are empty (MM-9).
 */
export function boardMonkeys(
  s: MMState,
  seat: Seat,
  monkeys: readonly number[],
  sink: EventSink,
): void {
  let i = 0;
  while (i < monkeys.length) {
    if ((s.ship[seat] as number) < 0) {
      if (s.shipPool.length === 0) {
        for (; i < monkeys.length; i++) {
          (s.holding[seat] as number[]).push(monkeys[i] as number);
          sink?.push({ e: 'hold', seat, monkey: monkeys[i] as number });
        }
        return;
      }
      s.pending.unshift({ kind: 'ship', seat, board: monkeys.slice(i) });
      return;
    }
    const monkey = monkeys[i] as number;
    const aboard = s.aboard[seat] as number[];
    const rival = rivalOf(s.circle, (MONKEYS[monkey] as { tribe: Tribe }).tribe);
    if (aboard.some((m) => (MONKEYS[m] as { tribe: Tribe }).tribe === rival)) {
      launchShip(s, seat, 'early', sink);
      continue;
    }
    aboard.push(monkey);
    i++;
    sink?.push({ e: 'board', seat, monkey });
    if (aboard.length === (SHIPS[s.ship[seat] as number] as { capacity: number }).capacity)
      launchShip(s, seat, 'full', sink);
  }
  if ((s.ship[seat] as number) < 0 && s.shipPool.length > 0)
    s.pending.unshift({ kind: 'ship', seat, board: [] });
}

/** The rival pairs on a seat's ship after Treachery: one tribe of each pair stays behind. */
export function rivalPairsAboard(s: MMState, seat: Seat): [Tribe, Tribe][] {
  const tribes = new Set(
    (s.aboard[seat] as number[]).map((m) => (MONKEYS[m] as { tribe: Tribe }).tribe),
  );
  const pairs: [Tribe, Tribe][] = [];
  for (const t of [...tribes].sort((x, y) => x - y)) {
    const r = rivalOf(s.circle, t);
    if (t < r && tribes.has(r)) pairs.push([t, r]);
  }
  return pairs;
}
