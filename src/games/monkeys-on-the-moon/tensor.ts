// The observation tensor of Monkeys on the Moon (engine/tensor.ts): a seat's view as numbers,
// seats counted from the viewer. docs/observations.md lists the slices.

import {
  counts,
  flag,
  nums,
  num,
  oneHot,
  perSeat,
  seatOneHot,
  ViewTensor,
} from '../../engine/tensor.ts';
import type { TensorPart } from '../../engine/tensor.ts';
import { CIVILIZATION_CARDS, MONKEYS, SHIPS, TRIBE_COUNT } from './data.ts';
import type { MMView } from './view.ts';

const PHASES = ['civilization', 'select', 'auction', 'over'] as const;
const CARDS = CIVILIZATION_CARDS.length;

/** The layout for a table of `players`. */
export function mmTensor(players: number): ViewTensor<MMView> {
  const tribes = (name: string, what: string, get: (v: MMView) => readonly number[]) =>
    nums<MMView>(name, TRIBE_COUNT, what, get);
  const parts: TensorPart<MMView>[] = [
    num('round', 'the round, from 1', (v) => v.round),
    oneHot('phase', PHASES.length, 'civilization, select, auction, over', (v) =>
      PHASES.indexOf(v.phase),
    ),
    num('turnIndex', 'turns done in this phase of the round', (v) => v.turnIndex),
    seatOneHot('moonstone', players, 'the seat holding the moonstone', (v) => v.moonstone),
    seatOneHot('turn', players, 'the seat whose turn it is', (v) => v.turn),
    seatOneHot('toAct', players, 'the seat to act', (v) => v.toAct[0] ?? -1),
    nums('circle', TRIBE_COUNT, 'the alliance circle: the tribe at each place', (v) => v.circle),
    tribes('track', 'each tribe’s space on the track', (v) => v.track),
    counts('finished', TRIBE_COUNT, 'tribes that reached the end', (v) => v.finished),
    tribes('supply', 'coins of each tribe in the supply', (v) => v.supply),
    tribes('boxed', 'coins of each tribe in the box', (v) => v.boxed),
    ...Array.from({ length: TRIBE_COUNT }, (_, t) =>
      seatOneHot<MMView>(
        `scorn${t}`,
        players,
        `who holds tribe ${t}’s scorn card`,
        (v) => v.scorn[t] ?? -1,
      ),
    ),
    perSeat(players, (seat, at) =>
      nums(
        `coins${at}`,
        TRIBE_COUNT,
        'coins by tribe (zeros when hidden)',
        (v, w) => v.coins[seat(w)] ?? [],
      ),
    ),
    perSeat(players, (seat, at) =>
      flag(
        `coinsKnown${at}`,
        '1 when those coins are shown',
        (v, w) => (v.coins[seat(w)] ?? null) !== null,
      ),
    ),
    counts('hand', CARDS, 'civilization cards in the viewer’s hand', (v, w) =>
      w === 'spectator' ? null : v.hands[w],
    ),
    perSeat(players, (seat, at) =>
      num(`handSize${at}`, 'cards in hand', (v, w) => v.handSizes[seat(w)] ?? 0),
    ),
    num('civDeckSize', 'civilization cards in the deck', (v) => v.civDeckSize),
    counts('civDiscard', CARDS, 'civilization cards discarded', (v) => v.civDiscard),
    num('civBoxedSize', 'civilization cards in the box', (v) => v.civBoxedSize),
    num('monkeyDeckSize', 'monkeys in the deck', (v) => v.monkeyDeckSize),
    counts('monkeyPool', MONKEYS.length, 'monkeys in the pool', (v) => v.monkeyPool),
    counts('monkeyDiscard', MONKEYS.length, 'monkeys discarded', (v) => v.monkeyDiscard),
    num('shipDeckSize', 'ships in the deck', (v) => v.shipDeckSize),
    counts(
      'shipDeckBottom',
      SHIPS.length,
      'ships known at the deck’s bottom',
      (v) => v.shipDeckBottom,
    ),
    counts('shipPool', SHIPS.length, 'ships in the pool', (v) => v.shipPool),
    counts('shipDiscard', SHIPS.length, 'ships discarded', (v) => v.shipDiscard),
    perSeat(players, (seat, at) =>
      oneHot(`ship${at}`, SHIPS.length, 'the face-up ship', (v, w) => v.ship[seat(w)] ?? -1),
    ),
    perSeat(players, (seat, at) =>
      counts(
        `aboard${at}`,
        MONKEYS.length,
        'monkeys on that ship',
        (v, w) => v.aboard[seat(w)] ?? [],
      ),
    ),
    perSeat(players, (seat, at) =>
      counts(
        `holding${at}`,
        MONKEYS.length,
        'won monkeys waiting for a ship',
        (v, w) => v.holding[seat(w)] ?? [],
      ),
    ),
    perSeat(players, (seat, at) =>
      counts(
        `launchedMonkeys${at}`,
        MONKEYS.length,
        'launched monkeys (zeros when hidden)',
        (v, w) => v.launchedMonkeys[seat(w)],
      ),
    ),
    perSeat(players, (seat, at) =>
      num(
        `launchedMonkeyCount${at}`,
        'launched monkeys',
        (v, w) => v.launchedMonkeyCount[seat(w)] ?? 0,
      ),
    ),
    perSeat(players, (seat, at) =>
      counts(
        `launchedShips${at}`,
        SHIPS.length,
        'launched ships (zeros when hidden)',
        (v, w) => v.launchedShips[seat(w)],
      ),
    ),
    perSeat(players, (seat, at) =>
      num(`launchedShipCount${at}`, 'launched ships', (v, w) => v.launchedShipCount[seat(w)] ?? 0),
    ),
    oneHot('advancing', TRIBE_COUNT, 'the tribe being advanced', (v) => v.advancing),
    oneHot(
      'auctionMonkey',
      MONKEYS.length,
      'the monkey up for bidding',
      (v) => v.auction?.monkey ?? -1,
    ),
    seatOneHot('auctionOpener', players, 'who opened the auction', (v) => v.auction?.opener ?? -1),
    seatOneHot('auctionHigh', players, 'who holds the standing bid', (v) => v.auction?.high ?? -1),
    tribes('auctionBid', 'coins of the standing bid, by tribe', (v) => v.auction?.bid ?? []),
    num('auctionValue', 'the standing bid’s value', (v) => v.auction?.value ?? 0),
    perSeat(players, (seat, at) =>
      flag(
        `auctionPassed${at}`,
        'passed in this auction',
        (v, w) => v.auction?.passed[seat(w)] === true,
      ),
    ),
    flag('pendingShip', 'a ship is to be picked', (v) => v.pending[0]?.kind === 'ship'),
    flag(
      'pendingLeave',
      'treachery: tribes to leave behind',
      (v) => v.pending[0]?.kind === 'leave',
    ),
    flag('treacheryDone', 'treachery happened', (v) => v.treacheryDone),
  ];
  return new ViewTensor(parts);
}
