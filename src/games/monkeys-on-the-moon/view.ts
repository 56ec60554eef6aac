// What each seat sees (MM-3), and the sampler that fills in what it cannot see.
// Hidden from other seats: coins held, civilization hands, score piles (until the end).
// Hidden from everyone: deck orders, the boxed civilization cards, the game's generator.

import type { Seat, Viewer } from '../../engine/game.ts';
import { nextU32, shuffleInPlace } from '../../engine/rng.ts';
import type { RngState } from '../../engine/rng.ts';
import { CIVILIZATION_CARDS, COINS_PER_TRIBE, MONKEYS, SHIPS, TRIBE_COUNT } from './data.ts';
import type { Tribe } from './data.ts';
import { toAct } from './rules.ts';
import { cloneState, currentSeat } from './state.ts';
import type { Auction, MMOptions, MMResult, MMState, Pending, Phase, Resume } from './state.ts';

export interface MMView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: MMOptions;
  readonly round: number;
  readonly moonstone: Seat;
  readonly phase: Phase;
  readonly turnIndex: number;
  /** Seat whose civilization or bid turn it is. */
  readonly turn: Seat;
  readonly toAct: Seat[];
  readonly circle: Tribe[];
  readonly track: number[];
  readonly finished: Tribe[];
  readonly supply: number[];
  readonly boxed: number[];
  readonly scorn: Seat[];
  /** Coins by seat: the viewer's own (everyone's once the game is over), else null. */
  readonly coins: (number[] | null)[];
  /** Civilization hands: the viewer's own, else null. */
  readonly hands: (number[] | null)[];
  readonly handSizes: number[];
  readonly civDeckSize: number;
  readonly civDiscard: number[];
  readonly civBoxedSize: number;
  readonly monkeyDeckSize: number;
  readonly monkeyPool: number[];
  readonly monkeyDiscard: number[];
  readonly shipDeckSize: number;
  /** Ships known to lie at the bottom of the deck (returned after early launches), bottom first. */
  readonly shipDeckBottom: number[];
  readonly shipPool: number[];
  readonly shipDiscard: number[];
  readonly ship: number[];
  readonly aboard: number[][];
  readonly holding: number[][];
  /** Score piles: the viewer's own (everyone's once over), else null; sizes are public. */
  readonly launchedMonkeys: (number[] | null)[];
  readonly launchedMonkeyCount: number[];
  readonly launchedShips: (number[] | null)[];
  readonly launchedShipCount: number[];
  readonly advancing: Tribe;
  readonly auction: Auction | null;
  readonly pending: Pending[];
  readonly resume: Resume;
  readonly treacheryDone: boolean;
  readonly result: MMResult | null;
}

export function viewOf(s: MMState, viewer: Viewer): MMView {
  return makeView(s, cloneState(s), viewer);
}

/**
 * The same view sharing the state's lists instead of a copy of the state, for the observation
 * tensor alone (vector environments encode one per game and step): it is read at once, never
 * kept or changed. The conformance kit holds its tensor to the copied view's.
 */
export function tensorViewOf(s: MMState, viewer: Viewer): MMView {
  return makeView(s, s, viewer);
}

/** The view of `s` made from `c`, the state itself or its copy. */
function makeView(s: MMState, c: MMState, viewer: Viewer): MMView {
  const open = (seat: Seat): boolean => s.phase === 'over' || seat === viewer;
  return {
    viewer,
    players: c.players,
    options: c.options,
    round: c.round,
    moonstone: c.moonstone,
    phase: c.phase,
    turnIndex: c.turnIndex,
    turn: currentSeat(c),
    toAct: toAct(c),
    circle: c.circle,
    track: c.track,
    finished: c.finished,
    supply: c.supply,
    boxed: c.boxed,
    scorn: c.scorn,
    coins: c.coins.map((coins, seat) => (open(seat) ? coins : null)),
    hands: c.hands.map((hand, seat) => (open(seat) ? hand : null)),
    handSizes: c.hands.map((h) => h.length),
    civDeckSize: c.civDeck.length,
    civDiscard: c.civDiscard,
    civBoxedSize: c.civBoxed.length,
    monkeyDeckSize: c.monkeyDeck.length,
    monkeyPool: c.monkeyPool,
    monkeyDiscard: c.monkeyDiscard,
    shipDeckSize: c.shipDeck.length,
    shipDeckBottom: c.shipDeck.slice(0, c.shipDeckKnown),
    shipPool: c.shipPool,
    shipDiscard: c.shipDiscard,
    ship: c.ship,
    aboard: c.aboard,
    holding: c.holding,
    launchedMonkeys: c.launchedMonkeys.map((pile, seat) => (open(seat) ? pile : null)),
    launchedMonkeyCount: c.launchedMonkeys.map((p) => p.length),
    launchedShips: c.launchedShips.map((pile, seat) => (open(seat) ? pile : null)),
    launchedShipCount: c.launchedShips.map((p) => p.length),
    advancing: c.advancing,
    auction: c.auction,
    pending: c.pending,
    resume: c.resume,
    treacheryDone: c.treacheryDone,
    result: c.result,
  };
}

const without = (all: number, known: Iterable<number>): number[] => {
  const seen = new Set(known);
  const out: number[] = [];
  for (let i = 0; i < all; i++) if (!seen.has(i)) out.push(i);
  return out;
};

/**
 * A full state that `seat` cannot tell apart from the real one: other seats' coins, hands and
 * score piles and every deck order are drawn at random from what the view leaves possible.
 */
export function sampleState(v: MMView, seat: Seat, rng: RngState): MMState {
  const others = Array.from({ length: v.players }, (_, i) => i).filter((i) => i !== seat);
  const mine = <T>(rows: (T | null)[], fallback: (i: number) => T): T[] =>
    rows.map((r, i) => r ?? fallback(i));

  // Coins: per tribe, what is not in the supply, the box or the viewer's hand lies with the
  // others; the standing bidder holds at least the coins it showed.
  const coins = mine(v.coins, () => new Array<number>(TRIBE_COUNT).fill(0)).map((row) =>
    row.slice(),
  );
  if (v.phase !== 'over') {
    const own = coins[seat] as number[];
    const high = v.auction && v.auction.high !== seat ? v.auction.high : -1;
    for (let t = 0; t < TRIBE_COUNT; t++) {
      let rest =
        COINS_PER_TRIBE - (v.boxed[t] as number) - (v.supply[t] as number) - (own[t] as number);
      if (high >= 0) {
        const shown = (v.auction as Auction).bid[t] as number;
        (coins[high] as number[])[t] = shown;
        rest -= shown;
      }
      for (; rest > 0; rest--) {
        const who = others[Math.floor((nextU32(rng) / 4294967296) * others.length)] as Seat;
        (coins[who] as number[])[t] = ((coins[who] as number[])[t] as number) + 1;
      }
    }
  }

  // Civilization cards: unknown ones fill the other hands, the box and the deck.
  const civUnknown = shuffleInPlace(
    rng,
    without(CIVILIZATION_CARDS.length, [...v.civDiscard, ...v.hands.flatMap((h) => h ?? [])]),
  );
  const hands = v.hands.map((h, i) =>
    h ? h.slice() : civUnknown.splice(0, v.handSizes[i] as number),
  );
  const civBoxed = civUnknown.splice(0, v.civBoxedSize);
  const civDeck = civUnknown;

  // Monkeys: unknown ones fill the hidden score piles and the deck.
  const monkeysSeen = [
    ...v.monkeyPool,
    ...v.monkeyDiscard,
    ...v.aboard.flat(),
    ...v.holding.flat(),
    ...(v.auction ? [v.auction.monkey] : []),
    ...v.pending.flatMap((p) => (p.kind === 'ship' ? p.board : [])),
    ...v.launchedMonkeys.flatMap((p) => p ?? []),
  ];
  const monkeyUnknown = shuffleInPlace(rng, without(MONKEYS.length, monkeysSeen));
  const launchedMonkeys = v.launchedMonkeys.map((p, i) =>
    p ? p.slice() : monkeyUnknown.splice(0, v.launchedMonkeyCount[i] as number),
  );

  // Ships: unknown ones fill the hidden score piles and the top of the deck.
  const shipsSeen = [
    ...v.shipPool,
    ...v.shipDiscard,
    ...v.shipDeckBottom,
    ...v.ship.filter((x) => x >= 0),
    ...v.launchedShips.flatMap((p) => p ?? []),
  ];
  const shipUnknown = shuffleInPlace(rng, without(SHIPS.length, shipsSeen));
  const launchedShips = v.launchedShips.map((p, i) =>
    p ? p.slice() : shipUnknown.splice(0, v.launchedShipCount[i] as number),
  );

  return cloneState({
    players: v.players,
    options: v.options,
    rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)],
    circle: v.circle,
    track: v.track,
    finished: v.finished,
    supply: v.supply,
    boxed: v.boxed,
    coins,
    scorn: v.scorn,
    hands,
    civDeck,
    civDiscard: v.civDiscard,
    civBoxed,
    monkeyDeck: monkeyUnknown,
    monkeyPool: v.monkeyPool,
    monkeyDiscard: v.monkeyDiscard,
    shipDeck: [...v.shipDeckBottom, ...shipUnknown],
    shipDeckKnown: v.shipDeckBottom.length,
    shipPool: v.shipPool,
    shipDiscard: v.shipDiscard,
    ship: v.ship,
    aboard: v.aboard,
    holding: v.holding,
    launchedMonkeys,
    launchedShips,
    moonstone: v.moonstone,
    round: v.round,
    phase: v.phase,
    turnIndex: v.turnIndex,
    advancing: v.advancing,
    auction: v.auction,
    pending: v.pending,
    resume: v.resume,
    treacheryDone: v.treacheryDone,
    result: v.result,
  });
}
