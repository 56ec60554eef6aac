// Scenario helpers for Monkeys on the Moon rule tests: set up a known position by editing the
// plain-data state, then play moves by their strings through the public `apply`.
import assert from 'node:assert/strict';
import { monkeysOnTheMoon as game } from '../../../src/games/monkeys-on-the-moon/index.ts';
import type { MMState } from '../../../src/games/monkeys-on-the-moon/index.ts';
import {
  CIVILIZATION_CARDS,
  MONKEYS,
  RULEBOOK_CIRCLE,
  SHIPS,
  TRIBES,
} from '../../../src/games/monkeys-on-the-moon/data.ts';
import type { TribeName } from '../../../src/games/monkeys-on-the-moon/data.ts';
import { scenario } from '../scenario.ts';

export { game };
export const T = (name: TribeName): number => TRIBES.indexOf(name);

/** A fresh game whose alliance circle is the rulebook's: Green - Red - Black - Blue - Brown - Purple. */
export function table(
  players: number,
  options: Partial<MMState['options']> = {},
  seed = 'scenario',
): MMState {
  const s = game.setup({ maximumScorn: false, treachery: false, ...options }, players, seed);
  s.circle = RULEBOOK_CIRCLE.map(T);
  return s;
}

/** Sets a seat's coins by tribe name; unnamed tribes go to 0. Coins come from or go to the supply. */
export function setCoins(
  s: MMState,
  seat: number,
  coins: Partial<Record<TribeName, number>>,
): void {
  for (const name of TRIBES) {
    const t = T(name);
    const want = coins[name] ?? 0;
    s.supply[t] = (s.supply[t] as number) + (s.coins[seat]![t] as number) - want;
    s.coins[seat]![t] = want;
    assert.ok(
      (s.supply[t] as number) >= 0,
      `not enough ${name} coins in the supply for this scenario`,
    );
  }
}

const takeFrom = (lists: number[][], id: number) => {
  for (const list of lists) {
    const i = list.indexOf(id);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  throw new Error(`card ${id} not found`);
};

export const civCard = (tribe: TribeName, move: number, nth = 0): number =>
  CIVILIZATION_CARDS.map((c, i) => ({ c, i })).filter(
    ({ c }) => c.tribe === T(tribe) && c.move === move,
  )[nth]!.i;
export const monkey = (name: string): number => MONKEYS.findIndex((m) => m.name === name);
export const ship = (colour: TribeName, capacity: number): number =>
  SHIPS.findIndex((x) => x.colour === T(colour) && x.capacity === capacity);

/** Puts civilization cards into a seat's hand (its old hand goes back to the deck). */
export function setHand(s: MMState, seat: number, cards: number[]): void {
  s.civDeck.push(...s.hands[seat]!.splice(0));
  for (const c of cards) takeFrom([s.civDeck, s.civBoxed, ...s.hands, s.civDiscard], c);
  s.hands[seat] = cards.slice();
}

/** Makes the monkey pool exactly `monkeys` (the old pool goes back to the deck). */
export function setPool(s: MMState, monkeys: number[]): void {
  s.monkeyDeck.push(...s.monkeyPool.splice(0));
  for (const m of monkeys) takeFrom([s.monkeyDeck, s.monkeyDiscard], m);
  s.monkeyPool = monkeys.slice();
}

/** Gives a seat a ship with monkeys aboard. */
export function setShip(s: MMState, seat: number, shipId: number, aboard: number[] = []): void {
  if (s.ship[seat]! >= 0) s.shipDeck.unshift(s.ship[seat]!); // the old ship goes under the deck
  s.monkeyDeck.push(...s.aboard[seat]!.splice(0));
  const owner = s.ship.indexOf(shipId);
  if (owner >= 0)
    s.ship[owner] = s.shipDeck.pop()!; // another seat's ship: it gets one from the deck
  else takeFrom([s.shipDeck, s.shipPool], shipId);
  for (const m of aboard) takeFrom([s.monkeyDeck, s.monkeyPool], m);
  s.ship[seat] = shipId;
  s.aboard[seat] = aboard.slice();
}

/** Makes the ship pool exactly `ships`. */
export function setShipPool(s: MMState, ships: number[]): void {
  s.shipDeck.push(...s.shipPool.splice(0));
  for (const x of ships) {
    const owner = s.ship.indexOf(x);
    if (owner >= 0) {
      // Another seat's ship: it gets one from the deck in exchange.
      const swap = s.shipDeck.findIndex((d) => !ships.includes(d));
      s.ship[owner] = s.shipDeck.splice(swap, 1)[0]!;
      s.shipDeck.push(x);
    }
    takeFrom([s.shipDeck], x);
  }
  s.shipPool = ships.slice();
}

/** It is `seat`'s civilization turn now. */
export function civilizationTurnOf(s: MMState, seat: number): void {
  Object.assign(s, {
    phase: 'civilization',
    moonstone: seat,
    turnIndex: 0,
    pending: [],
    resume: null,
    auction: null,
  });
}

/** It is `seat`'s bid turn now (it selects a monkey next). */
export function bidTurnOf(s: MMState, seat: number): void {
  Object.assign(s, {
    phase: 'select',
    moonstone: seat,
    turnIndex: 0,
    pending: [],
    resume: null,
    auction: null,
  });
}

export const { play, playAll, refused, legal } = scenario(game);
export const id = {
  c: (i: number) => `c${i + 1}`,
  m: (i: number) => `m${i + 1}`,
  s: (i: number) => `s${i + 1}`,
};
