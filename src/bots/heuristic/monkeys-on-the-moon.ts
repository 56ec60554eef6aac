// A rule-of-thumb player for Monkeys on the Moon, reading its view only. It prices everything in
// victory points: a monkey is worth the title points its status is likely to swing in its tribe
// (titles pay more for tribes far ahead on the track), plus what boarding it does to the ship
// (filling it scores, a rival aboard launches it early, MM-8), plus a scorn card it returns
// (MM-6). Coins are worth less as the civilization cards run out. Then:
// - civilization turn: take coins of a tribe it can use, pay the rival rather than take scorn,
//   return its own scorn cards, and push tribes where it leads in status (MM-4, MM-5);
// - select: put up the monkey it values most and can bid on;
// - auction: bid the cheapest legal bid while the price stays within the monkey's worth and its
//   means, else pass (MM-1, MM-2);
// - ship: a ship it can fill before the end, whose colour returns a scorn it holds;
// - Treachery: launch as many monkeys now as it may.

import type { Seat } from '../../engine/game.ts';
import { Rng } from '../../engine/rng.ts';
import {
  ADVANCE_COINS,
  ADVANCE_COINS_WITH_SCORN,
  BID_POINTS_ALLY,
  BID_POINTS_OWN_TRIBE,
  CIVILIZATION_CARDS,
  MONKEYS,
  SCORN_PENALTY,
  SHIPS,
  TITLE_VP,
  TRACK_LAST_SPACE,
  TRIBE_COUNT,
} from '../../games/monkeys-on-the-moon/data.ts';
import type { Tribe } from '../../games/monkeys-on-the-moon/data.ts';
import type { MMMove, MMView } from '../../games/monkeys-on-the-moon/index.ts';
import { alliesOf, rivalOf } from '../../games/monkeys-on-the-moon/state.ts';
import type { Bot } from '../bot.ts';

/** The bot's prices, in VP. */
export interface MMWeights {
  /** VP of one coin early in the game; it falls towards `coinLate` as the cards run out. */
  readonly coinEarly: number;
  readonly coinLate: number;
  /** How much of the title swing a monkey's status is credited with (the future is unsure). */
  readonly title: number;
  /** VP per status point of a monkey besides titles (tie-breaks, later majorities). */
  readonly status: number;
  /** Credit for a ship's VP per monkey boarded towards filling it. */
  readonly shipFill: number;
  /** VP per space of track for a tribe in which the seat leads (or trails) in status. */
  readonly trackPerSpace: number;
  /** Extra reluctance to take a scorn card, beyond its penalty. */
  readonly scornDread: number;
}

export const MM_WEIGHTS: MMWeights = {
  coinEarly: 1.8,
  coinLate: 0.15,
  title: 0.6,
  status: 0.3,
  shipFill: 0.6,
  trackPerSpace: 1.2,
  scornDread: 0.5,
};

const tribeOf = (monkey: number): Tribe => (MONKEYS[monkey] as { tribe: Tribe }).tribe;
const statusOf = (monkey: number): number => (MONKEYS[monkey] as { status: number }).status;

export interface Reading {
  readonly w: MMWeights;
  readonly v: MMView;
  readonly me: Seat;
  /** Share of the game still to play, 1 at the start, 0 at the end. */
  readonly left: number;
  readonly coinVp: number;
  /** Expected status per seat per tribe (other seats' hidden score piles estimated). */
  readonly status: number[][];
  /** Expected finish place per tribe, 1..6, from the track. */
  readonly place: number[];
}

export function read(w: MMWeights, v: MMView, me: Seat): Reading {
  const civTotal = v.civDeckSize + v.handSizes.reduce((a, b) => a + b, 0) + v.civDiscard.length;
  const civLeft = v.civDeckSize + v.handSizes.reduce((a, b) => a + b, 0);
  const left = civTotal > 0 ? civLeft / civTotal : 0;
  const coinVp = w.coinLate + (w.coinEarly - w.coinLate) * left;

  // Monkeys nobody has shown: the deck and the other seats' score piles, evenly mixed.
  const seen = new Set<number>([
    ...v.monkeyPool,
    ...v.monkeyDiscard,
    ...v.aboard.flat(),
    ...v.holding.flat(),
    ...(v.auction ? [v.auction.monkey] : []),
    ...v.pending.flatMap((p) => (p.kind === 'ship' ? p.board : [])),
    ...v.launchedMonkeys.flatMap((p) => p ?? []),
  ]);
  const unseenStatus = new Array<number>(TRIBE_COUNT).fill(0);
  let unseen = 0;
  for (let m = 0; m < MONKEYS.length; m++) {
    if (seen.has(m)) continue;
    unseen++;
    unseenStatus[tribeOf(m)] = (unseenStatus[tribeOf(m)] as number) + statusOf(m);
  }
  const status = Array.from({ length: v.players }, (_, seat) => {
    const row = new Array<number>(TRIBE_COUNT).fill(0);
    const add = (m: number) => (row[tribeOf(m)] = (row[tribeOf(m)] as number) + statusOf(m));
    (v.aboard[seat] ?? []).forEach(add);
    (v.holding[seat] ?? []).forEach(add);
    const pile = v.launchedMonkeys[seat];
    if (pile) pile.forEach(add);
    else if (unseen > 0) {
      const n = v.launchedMonkeyCount[seat] as number;
      for (let t = 0; t < TRIBE_COUNT; t++)
        row[t] = (row[t] as number) + (n * (unseenStatus[t] as number)) / unseen;
    }
    return row;
  });

  const place = new Array<number>(TRIBE_COUNT).fill(0);
  for (let t = 0; t < TRIBE_COUNT; t++) {
    const done = v.finished.indexOf(t);
    if (done >= 0) place[t] = done + 1;
    else {
      let ahead = v.finished.length;
      for (let u = 0; u < TRIBE_COUNT; u++)
        if (u !== t && !v.finished.includes(u) && (v.track[u] as number) > (v.track[t] as number))
          ahead++;
      place[t] = ahead + 1;
    }
  }
  return { w, v, me, left, coinVp, status, place };
}

/** Title VP `me` expects from a tribe if its status there were `mine`. */
function titleVp(r: Reading, tribe: Tribe, mine: number): number {
  const table = TITLE_VP[(r.place[tribe] as number) - 1] as {
    leader: number;
    undersecretary: number;
  };
  const others = r.status
    .filter((_, seat) => seat !== r.me)
    .map((row) => row[tribe] as number)
    .sort((a, b) => b - a);
  const first = others[0] ?? 0;
  const second = others[1] ?? 0;
  if (mine <= 0) return 0;
  if (mine > first) return table.leader;
  if (mine === first) return (table.leader + table.undersecretary) / 2;
  if (r.v.players === 2) return 0;
  if (mine > second) return table.undersecretary;
  if (mine === second) return table.undersecretary / 2;
  return 0;
}

/** What winning a monkey does for `me`, in VP, part by part (the coach words these). */
export interface MonkeyParts {
  /** Share of the title VP its status is likely to swing in its tribe. */
  readonly title: number;
  /** VP for its status beyond titles (tie-breaks, later majorities). */
  readonly status: number;
  /** The tribe's scorn card it returns (MM-6), else 0. */
  readonly scorn: number;
  /** What boarding does to the ship: `fills` it, launches it early (`rival`, MM-8), or `toward`. */
  readonly ship: number;
  readonly shipEffect: 'fills' | 'rival' | 'toward' | null;
}

export function monkeyParts(r: Reading, monkey: number): MonkeyParts {
  const { v, me } = r;
  const tribe = tribeOf(monkey);
  const mine = (r.status[me] as number[])[tribe] as number;
  const title = r.w.title * (titleVp(r, tribe, mine + statusOf(monkey)) - titleVp(r, tribe, mine));
  const status = r.w.status * statusOf(monkey);
  const scorn = v.scorn[tribe] === me ? SCORN_PENALTY : 0; // MM-6: winning it returns the scorn
  let ship = 0;
  let shipEffect: MonkeyParts['shipEffect'] = null;
  const shipId = v.ship[me] as number;
  if (shipId >= 0) {
    const card = SHIPS[shipId] as { capacity: number; vp: number; colour: Tribe };
    const aboard = v.aboard[me] as number[];
    const rival = rivalOf(v.circle, tribe);
    if (aboard.some((m) => tribeOf(m) === rival)) {
      // MM-8: the ship launches early, its VP lost; the colour's scorn still returns.
      ship = -(r.w.shipFill * card.vp * aboard.length) / card.capacity;
      shipEffect = 'rival';
    } else if (aboard.length + 1 === card.capacity) {
      ship = card.vp * (1 - r.w.shipFill * (aboard.length / card.capacity));
      if (v.scorn[card.colour] === me) ship += SCORN_PENALTY;
      shipEffect = 'fills';
    } else {
      ship = (r.w.shipFill * card.vp) / card.capacity;
      shipEffect = 'toward';
    }
  }
  return { title, status, scorn, ship, shipEffect };
}

/** What winning `monkey` is worth to `me`, in VP. */
export function monkeyValue(r: Reading, monkey: number): number {
  const p = monkeyParts(r, monkey);
  return p.title + p.status + p.scorn + p.ship;
}

/** Bid points `me` could show for a monkey of `tribe` (MM-2). */
export function bidPower(v: MMView, me: Seat, tribe: Tribe): number {
  const coins = v.coins[me] as number[];
  const [a1, a2] = alliesOf(v.circle, tribe);
  return (
    (coins[tribe] as number) * BID_POINTS_OWN_TRIBE +
    ((coins[a1] as number) + (coins[a2] as number)) * BID_POINTS_ALLY
  );
}

/** A civilization move's parts, in VP (the coach words these). */
export interface PlayParts {
  /** Coins of the advanced tribe taken, and their worth. */
  readonly coins: number;
  readonly coinValue: number;
  /** The tribe's scorn returned by advancing it (MM-6), else 0. */
  readonly scorn: number;
  /** The payment to the rival (MM-4) or the scorn taken instead (MM-5); `tribe` paid or scorned. */
  readonly payment: {
    readonly kind: 'coin' | 'scorn';
    readonly tribe: Tribe;
    readonly value: number;
  };
  /** Spaces moved, and how the seat stands in that tribe's status: 1 leads, 0.3 has some, -0.5 trails. */
  readonly spaces: number;
  readonly lead: number;
  readonly track: number;
}

export function playParts(r: Reading, move: Extract<MMMove, { type: 'play' }>): PlayParts {
  const { v, me } = r;
  const coins = v.coins[me] as number[];
  const t = move.tribe;
  const wanted = v.scorn[t] === me ? ADVANCE_COINS_WITH_SCORN : ADVANCE_COINS;
  const taken = Math.min(wanted, v.supply[t] as number);
  const rival = rivalOf(v.circle, t);
  let payment: PlayParts['payment'];
  if ((coins[rival] as number) > 0) payment = { kind: 'coin', tribe: rival, value: -r.coinVp };
  else if (v.scorn[rival] !== me)
    payment = { kind: 'scorn', tribe: rival, value: -(SCORN_PENALTY + r.w.scornDread) };
  else if (move.chain?.kind === 'pay')
    payment = { kind: 'coin', tribe: move.chain.tribe, value: -r.coinVp };
  else if (move.chain && v.scorn[move.chain.tribe] !== me)
    payment = { kind: 'scorn', tribe: move.chain.tribe, value: -(SCORN_PENALTY + r.w.scornDread) };
  else payment = { kind: 'scorn', tribe: rival, value: 0 }; // every scorn of the chain held already
  let spaces = 0;
  let lead = 0;
  if (!v.finished.includes(t)) {
    spaces = Math.min(
      (CIVILIZATION_CARDS[move.card] as { move: number }).move,
      TRACK_LAST_SPACE - (v.track[t] as number),
    );
    const mine = (r.status[me] as number[])[t] as number;
    const best = Math.max(...r.status.map((row, seat) => (seat === me ? 0 : (row[t] as number))));
    lead = mine > 0 ? (mine >= best ? 1 : 0.3) : best > 0 ? -0.5 : 0;
  }
  return {
    coins: taken,
    coinValue: taken * r.coinVp,
    scorn: v.scorn[t] === me ? SCORN_PENALTY : 0, // MM-6: advancing returns it
    payment,
    spaces,
    lead,
    track: lead * spaces * r.w.trackPerSpace,
  };
}

/** VP of a civilization move: coins, the rival's payment or scorn, scorn returned, the stone. */
function playValue(r: Reading, move: Extract<MMMove, { type: 'play' }>): number {
  const p = playParts(r, move);
  // Keep the stronger card for later when two plays are worth the same.
  const keep = 0.01 * (CIVILIZATION_CARDS[move.card] as { move: number }).move;
  return p.coinValue + p.scorn + p.payment.value + p.track - keep;
}

/** VP of picking a ship for the monkeys in `board`: its VP if it can be filled in time. */
export function shipValue(r: Reading, ship: number, board: readonly number[]): number {
  const { v, me } = r;
  const card = SHIPS[ship] as { capacity: number; vp: number; colour: Tribe };
  const tribes = new Set(board.map(tribeOf));
  const clash = [...tribes].some((t) => tribes.has(rivalOf(v.circle, t)));
  const missing = card.capacity - board.length;
  // Bid turns left for this seat, about one per round.
  const turnsLeft = Math.max(0, (r.left * (v.civDeckSize + 1)) / Math.max(1, v.players) + 1);
  const fill = clash ? 0 : missing <= 0 ? 1 : Math.min(1, turnsLeft / (missing * 1.5));
  let value = card.vp * fill;
  if (v.scorn[card.colour] === me) value += SCORN_PENALTY * (fill > 0.5 ? 1 : 0.5);
  return value;
}

function leaveValue(v: MMView, me: Seat, tribes: readonly Tribe[]): number {
  // Monkeys that stay behind wait for the next ship; those that launch now are safe.
  return -(v.aboard[me] as number[]).filter((m) => tribes.includes(tribeOf(m))).length;
}

export function moveValue(r: Reading, move: MMMove): number {
  const { v, me } = r;
  switch (move.type) {
    case 'play':
      return playValue(r, move);
    case 'select': {
      const tribe = tribeOf(move.monkey);
      const power = bidPower(v, me, tribe);
      return monkeyValue(r, move.monkey) + (power >= 2 ? 0.2 * Math.min(power, 9) : -5);
    }
    case 'bid': {
      // Worth bidding while the price in coins stays below the monkey's value.
      const a = v.auction as NonNullable<MMView['auction']>;
      const coinsShown = move.coins.reduce((s, n) => s + n, 0);
      const price = coinsShown * r.coinVp;
      const worth = monkeyValue(r, a.monkey);
      const tribe = tribeOf(a.monkey);
      const points = move.coins.reduce(
        (sum, n, t) => sum + n * (t === tribe ? BID_POINTS_OWN_TRIBE : BID_POINTS_ALLY),
        0,
      );
      // Among bids of equal coins, the lowest raise.
      return worth - price - 0.01 * points;
    }
    case 'pass':
      return 0;
    case 'ship': {
      const pending = v.pending[0];
      const board = pending?.kind === 'ship' ? pending.board : [];
      return shipValue(r, move.ship, board);
    }
    case 'leave':
      return leaveValue(v, me, move.tribes);
  }
}

export function monkeysOnTheMoonHeuristic(
  seed: string,
  weights: MMWeights = MM_WEIGHTS,
): Bot<MMView, MMMove> {
  const rng = new Rng(`mm-heuristic/${seed}`);
  return {
    name: 'heuristic',
    choose(view, legal, seat) {
      if (legal.length === 1) return legal[0] as MMMove;
      const r = read(weights, view, seat);
      let best: MMMove[] = [];
      let bestValue = -Infinity;
      for (const move of legal) {
        const value = moveValue(r, move);
        if (value > bestValue + 1e-9) {
          bestValue = value;
          best = [move];
        } else if (value > bestValue - 1e-9) best.push(move);
      }
      return rng.pick(best);
    },
  };
}
