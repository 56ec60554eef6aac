// Ships and scorn returns shared by the turn rules and the end of the game (MM-6, MM-8, MM-10).

import type { Seat } from '../../engine/game.ts';
import { LAUNCH_BONUS_COINS, SHIP_POOL_SIZE, SHIPS } from './data.ts';
import type { Tribe } from './data.ts';
import type { EventSink, LaunchKind } from './events.ts';
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
