// Monkeys on the Moon (2-4 players), the rules core.
//
// A round: from the moonstone holder leftwards, every player takes a civilization turn (play a
// card, advance its tribe or an ally, take that tribe's coins, pay its rival, maybe scorn), then
// every player takes a bid turn (select a monkey from the pool, auction it for favor coins, board
// it, launch ships). Wrap-up refills the pool, deals a card each and passes the moonstone. After
// the last card is played and the bid turns are done, the game ends (ending.ts scores it).
// Options: the advanced variants Maximum Scorn and Monkey Treachery.
//
// Rulings are cited by id (MM-1 .. MM-12, ../shared/specs/monkeys-on-the-moon.md).
// `playMove` mutates the state it is given: `apply` in index.ts clones first.

import type { RuleError, Seat } from '../../engine/game.ts';
import { ruleError } from '../../engine/game.ts';
import { notYourTurn } from '../../engine/record.ts';
import { seedRng, shuffleInPlace } from '../../engine/rng.ts';
import {
  ADVANCE_COINS,
  ADVANCE_COINS_WITH_SCORN,
  BID_POINTS_ALLY,
  BID_POINTS_OWN_TRIBE,
  CIV_CARDS_REMOVED,
  CIV_HAND_SIZE,
  CIVILIZATION_CARDS,
  COINS_PER_TRIBE,
  MIN_BID,
  MONKEY_POOL_EXTRA,
  MONKEYS,
  RIVAL_PAYMENT,
  SHIP_POOL_SIZE,
  SHIPS,
  START_COINS_PER_PLAYER,
  START_SUPPLY_PER_TRIBE,
  TRACK_LAST_SPACE,
  TRIBE_COUNT,
  WHITE_DOT_SPACE,
} from './data.ts';
import type { Tribe } from './data.ts';
import { endGame } from './ending.ts';
import { launchShip, refillShipPool, returnScorn } from './ships.ts';
import type { EventSink } from './events.ts';
import { civLabel, monkeyLabel, shipLabel, tribeLabel as label } from './names.ts';
import { alliesOf, areAllies, clockwise, currentSeat, rivalOf } from './state.ts';
import type { ChainChoice, MMMove, MMOptions, MMState } from './state.ts';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

// ---------------------------------------------------------------------------------------------
// Setup

export function setupState(options: MMOptions, players: number, seed: string): MMState {
  const rng = seedRng(seed);
  const circle = shuffleInPlace(rng, range(TRIBE_COUNT));
  const civ = shuffleInPlace(rng, range(CIVILIZATION_CARDS.length));
  const removed = CIV_CARDS_REMOVED[players] ?? 0;
  const civBoxed = civ.splice(civ.length - removed, removed);
  const hands = range(players).map(() => civ.splice(civ.length - CIV_HAND_SIZE, CIV_HAND_SIZE));
  const monkeyDeck = shuffleInPlace(rng, range(MONKEYS.length));
  const monkeyPool = monkeyDeck.splice(monkeyDeck.length - (players + MONKEY_POOL_EXTRA));
  const shipDeck = shuffleInPlace(rng, range(SHIPS.length));
  const ship = range(players).map(() => shipDeck.pop() as number);
  const shipPool = shipDeck.splice(shipDeck.length - SHIP_POOL_SIZE);
  const boxedCoins = COINS_PER_TRIBE - START_SUPPLY_PER_TRIBE - players * START_COINS_PER_PLAYER;
  return {
    players,
    options,
    rng,
    circle,
    track: range(TRIBE_COUNT).map(() => 0),
    finished: [],
    supply: range(TRIBE_COUNT).map(() => START_SUPPLY_PER_TRIBE),
    boxed: range(TRIBE_COUNT).map(() => boxedCoins),
    coins: range(players).map(() => range(TRIBE_COUNT).map(() => START_COINS_PER_PLAYER)),
    scorn: range(TRIBE_COUNT).map(() => -1),
    hands,
    civDeck: civ,
    civDiscard: [],
    civBoxed,
    monkeyDeck,
    monkeyPool,
    monkeyDiscard: [],
    shipDeck,
    shipDeckKnown: 0,
    shipPool,
    shipDiscard: [],
    ship,
    aboard: range(players).map(() => []),
    holding: range(players).map(() => []),
    launchedMonkeys: range(players).map(() => []),
    launchedShips: range(players).map(() => []),
    moonstone: 0,
    round: 1,
    phase: 'civilization',
    turnIndex: 0,
    advancing: -1,
    auction: null,
    pending: [],
    resume: null,
    treacheryDone: false,
    result: null,
  };
}

/** Upper bound on moves: per bid turn one select, at most one bid per bid point, every pass, a ship pick. */
export function maxMoves(players: number): number {
  const civInPlay = CIVILIZATION_CARDS.length - (CIV_CARDS_REMOVED[players] ?? 0);
  const rounds = Math.ceil(civInPlay / players);
  const perTribe = COINS_PER_TRIBE;
  const maxBidValue = perTribe * BID_POINTS_OWN_TRIBE + 2 * perTribe * BID_POINTS_ALLY;
  const perBidTurn = 1 + (maxBidValue - MIN_BID + 1) + players + 2;
  return rounds * players * (1 + perBidTurn) + 3 * players;
}

// ---------------------------------------------------------------------------------------------
// Who acts, and what they may do

export function toAct(s: MMState): Seat[] {
  if (s.phase === 'over') return [];
  const pending = s.pending[0];
  if (pending) return [pending.seat];
  if (s.phase === 'auction' && s.auction) return [s.auction.bidder];
  return [currentSeat(s)];
}

/** MM-5: the choices due when the rival cannot be paid and its scorn is already yours; null if none. */
export function chainChoices(s: MMState, seat: Seat, advanced: Tribe): ChainChoice[] | null {
  const rival = rivalOf(s.circle, advanced);
  const coins = s.coins[seat] as number[];
  if ((coins[rival] as number) > 0 || s.scorn[rival] !== seat) return null;
  return alliesOf(s.circle, rival).map((ally) => ({
    kind: (coins[ally] as number) > 0 ? 'pay' : 'scorn',
    tribe: ally,
  }));
}

/** Tribes a civilization card may advance: its own and its two allies (MM-4). */
export const advanceableTribes = (s: MMState, card: number): Tribe[] => {
  const t = (CIVILIZATION_CARDS[card] as { tribe: Tribe }).tribe;
  return [t, ...alliesOf(s.circle, t)];
};

/** Bid points of a coin of `coinTribe` for a monkey of `monkeyTribe`; 0 if it cannot be bid (MM-2). */
export function bidPoints(circle: readonly Tribe[], monkeyTribe: Tribe, coinTribe: Tribe): number {
  if (coinTribe === monkeyTribe) return BID_POINTS_OWN_TRIBE;
  return areAllies(circle, monkeyTribe, coinTribe) ? BID_POINTS_ALLY : 0;
}

export function bidValue(
  circle: readonly Tribe[],
  monkeyTribe: Tribe,
  coins: readonly number[],
): number {
  let v = 0;
  for (let t = 0; t < TRIBE_COUNT; t++)
    v += (coins[t] as number) * bidPoints(circle, monkeyTribe, t);
  return v;
}

export function legalMoves(s: MMState, seat: Seat): MMMove[] {
  const acting = toAct(s);
  if (acting[0] !== seat) return [];
  const pending = s.pending[0];
  if (pending?.kind === 'ship') return s.shipPool.map((ship) => ({ type: 'ship', ship }));
  if (pending?.kind === 'leave')
    return leaveOptions(s, seat).map((tribes) => ({ type: 'leave', tribes }));
  switch (s.phase) {
    case 'civilization': {
      const moves: MMMove[] = [];
      for (const card of s.hands[seat] as number[]) {
        for (const tribe of advanceableTribes(s, card)) {
          const choices = chainChoices(s, seat, tribe);
          if (choices)
            for (const chain of choices) moves.push({ type: 'play', card, tribe, chain });
          else moves.push({ type: 'play', card, tribe, chain: null });
        }
      }
      return moves;
    }
    case 'select':
      return s.monkeyPool.map((monkey) => ({ type: 'select', monkey }));
    case 'auction':
      return [...bidMoves(s, seat), { type: 'pass' }];
    case 'over':
      return [];
  }
}

/** Every coin combination of the monkey's tribe and its allies that beats the standing bid (MM-2). */
function bidMoves(s: MMState, seat: Seat): MMMove[] {
  const a = s.auction;
  if (!a) return [];
  const tribe = (MONKEYS[a.monkey] as { tribe: Tribe }).tribe;
  const [a1, a2] = alliesOf(s.circle, tribe);
  const held = s.coins[seat] as number[];
  const floor = Math.max(MIN_BID, a.value + 1);
  const ownMax = held[tribe] as number;
  const allyMax = (held[a1] as number) + (held[a2] as number);
  const moves: MMMove[] = [];
  // Cheapest first, as a player reads them: walk the bid values upwards.
  const top = ownMax * BID_POINTS_OWN_TRIBE + allyMax * BID_POINTS_ALLY;
  for (let value = floor; value <= top; value++) {
    for (let own = 0; own <= ownMax; own++) {
      const rest = value - own * BID_POINTS_OWN_TRIBE;
      if (rest < 0 || rest % BID_POINTS_ALLY !== 0) continue;
      const allies = rest / BID_POINTS_ALLY;
      for (
        let x = Math.max(0, allies - (held[a2] as number));
        x <= Math.min(allies, held[a1] as number);
        x++
      ) {
        const coins = [0, 0, 0, 0, 0, 0];
        coins[tribe] = own;
        coins[a1] = x;
        coins[a2] = allies - x;
        moves.push({ type: 'bid', coins });
      }
    }
  }
  return moves;
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

function leaveOptions(s: MMState, seat: Seat): Tribe[][] {
  let options: Tribe[][] = [[]];
  for (const [a, b] of rivalPairsAboard(s, seat))
    options = options.flatMap((o) => [
      [...o, a],
      [...o, b],
    ]);
  return options.map((o) => o.sort((x, y) => x - y));
}

/** Why `move` is illegal for `seat` now, or null if it is legal. Names the ruling it enforces. */
export function checkMove(s: MMState, seat: Seat, move: MMMove): RuleError | null {
  if (s.phase === 'over') return ruleError('game-over', null, 'The game is over.');
  const acting = toAct(s);
  if (!acting.includes(seat)) return notYourTurn(seat, acting);
  const pending = s.pending[0];
  if (pending?.kind === 'ship') {
    if (move.type !== 'ship')
      return ruleError(
        'ship-choice-due',
        'MM-8',
        'You must first pick a ship from the pool for your monkeys.',
      );
    if (!s.shipPool.includes(move.ship))
      return ruleError(
        'ship-not-in-pool',
        'MM-8',
        `${shipLabel(move.ship)} is not in the ship pool.`,
      );
    return null;
  }
  if (pending?.kind === 'leave') {
    if (move.type !== 'leave')
      return ruleError(
        'treachery-choice-due',
        null,
        'Monkey Treachery (variant): you must first choose which rival monkeys stay behind.',
      );
    const options = leaveOptions(s, seat).map((o) => o.join(','));
    if (!options.includes([...move.tribes].sort((x, y) => x - y).join(','))) {
      return ruleError(
        'bad-treachery-choice',
        null,
        'Monkey Treachery (variant): leave behind exactly one tribe of each rival pair on your ship.',
      );
    }
    return null;
  }
  switch (s.phase) {
    case 'civilization':
      return checkPlay(s, seat, move);
    case 'select':
      if (move.type !== 'select')
        return ruleError(
          'select-first',
          'MM-1',
          'Your bid turn starts by selecting a monkey from the pool.',
        );
      if (!s.monkeyPool.includes(move.monkey))
        return ruleError(
          'monkey-not-in-pool',
          'MM-1',
          `${monkeyLabel(move.monkey)} is not in the monkey pool.`,
        );
      return null;
    case 'auction':
      return checkBid(s, seat, move);
  }
}

function checkPlay(s: MMState, seat: Seat, move: MMMove): RuleError | null {
  if (move.type !== 'play')
    return ruleError(
      'civilization-turn',
      'MM-4',
      'It is a civilization turn: play a civilization card.',
    );
  if (!(s.hands[seat] as number[]).includes(move.card)) {
    return ruleError('card-not-in-hand', 'MM-4', `${civLabel(move.card)} is not in your hand.`);
  }
  const allowed = advanceableTribes(s, move.card);
  if (!allowed.includes(move.tribe)) {
    return ruleError(
      'tribe-not-allowed',
      'MM-4',
      `${civLabel(move.card)} advances ${allowed.map(label).join(', ')} (its tribe or an ally), not ${label(move.tribe)}.`,
    );
  }
  const choices = chainChoices(s, seat, move.tribe);
  const rival = rivalOf(s.circle, move.tribe);
  if (!choices && move.chain) {
    return ruleError(
      'no-chain-choice',
      'MM-5',
      `No scorn-chain choice is due: you pay ${label(rival)} or take its scorn.`,
    );
  }
  if (choices) {
    const text = choices.map((c) => `${c.kind} ${label(c.tribe)}`).join(' or ');
    if (!move.chain) {
      return ruleError(
        'chain-choice-needed',
        'MM-5',
        `You hold the ${label(rival)} scorn and have no ${label(rival)} coin: choose ${text}.`,
      );
    }
    const chain = move.chain;
    if (!choices.some((c) => c.kind === chain.kind && c.tribe === chain.tribe)) {
      return ruleError('bad-chain-choice', 'MM-5', `The scorn chain allows only ${text}.`);
    }
  }
  return null;
}

function checkBid(s: MMState, seat: Seat, move: MMMove): RuleError | null {
  const a = s.auction as NonNullable<MMState['auction']>;
  if (move.type === 'pass') return null;
  if (move.type !== 'bid')
    return ruleError('auction-running', 'MM-1', 'An auction is running: bid or pass.');
  const tribe = (MONKEYS[a.monkey] as { tribe: Tribe }).tribe;
  const held = s.coins[seat] as number[];
  for (let t = 0; t < TRIBE_COUNT; t++) {
    const n = move.coins[t] as number;
    if (n > 0 && bidPoints(s.circle, tribe, t) === 0) {
      return ruleError(
        'coin-not-allowed',
        'MM-2',
        `${label(t)} coins cannot bid on a ${label(tribe)} monkey: only ${label(tribe)} and its allies count.`,
      );
    }
    if (n > (held[t] as number))
      return ruleError(
        'not-enough-coins',
        'MM-2',
        `You do not hold ${n} ${label(t)} coin${n > 1 ? 's' : ''}.`,
      );
  }
  const value = bidValue(s.circle, tribe, move.coins);
  if (value < MIN_BID) return ruleError('bid-too-low', 'MM-1', `The minimum bid is ${MIN_BID}.`);
  if (value <= a.value)
    return ruleError(
      'bid-too-low',
      'MM-2',
      `A bid of ${value} does not beat the standing bid of ${a.value}.`,
    );
  return null;
}

// ---------------------------------------------------------------------------------------------
// Playing moves (mutating)

/** Applies a legal move in place; `sink` receives what happens when the caller wants words. */
export function playMove(s: MMState, seat: Seat, move: MMMove, sink: EventSink): void {
  switch (move.type) {
    case 'play':
      playCivilization(s, seat, move.card, move.tribe, move.chain, sink);
      break;
    case 'select': {
      s.monkeyPool.splice(s.monkeyPool.indexOf(move.monkey), 1);
      s.auction = {
        monkey: move.monkey,
        opener: seat,
        bidder: seat,
        high: -1,
        bid: [0, 0, 0, 0, 0, 0],
        value: 0,
        passed: Array.from({ length: s.players }, () => false),
      };
      s.phase = 'auction';
      sink?.push({ e: 'select', seat, monkey: move.monkey });
      break;
    }
    case 'bid': {
      const a = s.auction as NonNullable<MMState['auction']>;
      a.high = seat;
      a.bid = move.coins.slice();
      a.value = bidValue(s.circle, (MONKEYS[a.monkey] as { tribe: Tribe }).tribe, move.coins);
      sink?.push({ e: 'bid', seat, coins: a.bid, value: a.value });
      continueAuction(s, sink);
      break;
    }
    case 'pass':
      (s.auction as NonNullable<MMState['auction']>).passed[seat] = true;
      sink?.push({ e: 'pass', seat });
      continueAuction(s, sink);
      break;
    case 'ship': {
      const pending = s.pending.shift() as { kind: 'ship'; seat: Seat; board: number[] };
      s.shipPool.splice(s.shipPool.indexOf(move.ship), 1);
      s.ship[seat] = move.ship;
      refillShipPool(s);
      sink?.push({ e: 'pick-ship', seat, ship: move.ship });
      boardMonkeys(s, seat, pending.board, sink);
      break;
    }
    case 'leave': {
      s.pending.shift();
      const aboard = s.aboard[seat] as number[];
      const behind = aboard.filter((m) =>
        move.tribes.includes((MONKEYS[m] as { tribe: Tribe }).tribe),
      );
      s.aboard[seat] = aboard.filter((m) => !behind.includes(m));
      sink?.push({ e: 'leave', seat, tribes: move.tribes });
      launchShip(s, seat, 'treachery', sink);
      boardMonkeys(s, seat, behind, sink);
      break;
    }
  }
  settle(s, sink);
}

/** MM-4: take coins, pay the rival (MM-5 scorn chain), move the stone; the scorn return waits in `settle`. */
function playCivilization(
  s: MMState,
  seat: Seat,
  card: number,
  tribe: Tribe,
  chain: ChainChoice | null,
  sink: EventSink,
): void {
  const hand = s.hands[seat] as number[];
  hand.splice(hand.indexOf(card), 1);
  s.civDiscard.push(card);
  sink?.push({ e: 'play', seat, card, tribe });
  const coins = s.coins[seat] as number[];
  const wanted = s.scorn[tribe] === seat ? ADVANCE_COINS_WITH_SCORN : ADVANCE_COINS;
  const taken = Math.min(wanted, s.supply[tribe] as number);
  coins[tribe] = (coins[tribe] as number) + taken;
  s.supply[tribe] = (s.supply[tribe] as number) - taken;
  sink?.push({ e: 'coins-taken', seat, tribe, count: taken });

  const rival = rivalOf(s.circle, tribe);
  if ((coins[rival] as number) >= RIVAL_PAYMENT) pay(s, seat, rival, 'rival', sink);
  else if (s.scorn[rival] !== seat) takeScorn(s, seat, rival, sink);
  else if (chain?.kind === 'pay') pay(s, seat, chain.tribe, 'ally', sink);
  else if (chain) takeScorn(s, seat, chain.tribe, sink);

  moveStone(s, tribe, (CIVILIZATION_CARDS[card] as { move: number }).move, sink);
  s.advancing = tribe;
  s.resume = 'finish-civilization-turn';
}

function pay(s: MMState, seat: Seat, tribe: Tribe, to: 'rival' | 'ally', sink: EventSink): void {
  const coins = s.coins[seat] as number[];
  coins[tribe] = (coins[tribe] as number) - RIVAL_PAYMENT;
  s.supply[tribe] = (s.supply[tribe] as number) + RIVAL_PAYMENT;
  sink?.push({ e: 'pay', seat, tribe, to });
}

/** MM-5: take a tribe's scorn from the centre or its holder; if already yours, nothing more happens. */
function takeScorn(s: MMState, seat: Seat, tribe: Tribe, sink: EventSink): void {
  const from = s.scorn[tribe] as Seat;
  if (from === seat) {
    sink?.push({ e: 'scorn-kept', seat, tribe });
    return;
  }
  s.scorn[tribe] = seat;
  sink?.push({ e: 'scorn-taken', seat, tribe, from });
}

/** Moves a stone; MM-7: a finished stone stays, and reaching the white dot may trigger Treachery. */
function moveStone(s: MMState, tribe: Tribe, spaces: number, sink: EventSink): void {
  if (s.finished.includes(tribe)) {
    sink?.push({ e: 'stone-stays', tribe });
    return;
  }
  const from = s.track[tribe] as number;
  const to = Math.min(from + spaces, TRACK_LAST_SPACE);
  s.track[tribe] = to;
  sink?.push({ e: 'stone', tribe, from, to });
  if (to >= TRACK_LAST_SPACE) {
    s.finished.push(tribe);
    sink?.push({ e: 'finish', tribe, place: s.finished.length });
  }
  if (s.options.treachery && !s.treacheryDone && from < WHITE_DOT_SPACE && to >= WHITE_DOT_SPACE) {
    treachery(s, tribe, sink);
  }
}

/** Monkey Treachery: swap with the clockwise neighbour; every ship now carrying rivals must launch. */
function treachery(s: MMState, tribe: Tribe, sink: EventSink): void {
  s.treacheryDone = true;
  const other = clockwise(s.circle, tribe);
  const i = s.circle.indexOf(tribe);
  const j = s.circle.indexOf(other);
  s.circle[i] = other;
  s.circle[j] = tribe;
  sink?.push({ e: 'treachery', tribe, other });
  const first = currentSeat(s);
  for (let k = 0; k < s.players; k++) {
    const seat = (first + k) % s.players;
    if (rivalPairsAboard(s, seat).length > 0) s.pending.push({ kind: 'leave', seat });
  }
}

function continueAuction(s: MMState, sink: EventSink): void {
  const a = s.auction as NonNullable<MMState['auction']>;
  let active = 0;
  for (let seat = 0; seat < s.players; seat++) if (!a.passed[seat]) active++;
  if (a.high >= 0 && active === 1 && !a.passed[a.high]) return awardMonkey(s, sink);
  if (active === 0) {
    // MM-1: a monkey nobody bids on is discarded.
    s.monkeyDiscard.push(a.monkey);
    sink?.push({ e: 'unsold', monkey: a.monkey });
    return closeAuction(s);
  }
  let next = a.bidder;
  do next = (next + 1) % s.players;
  while (a.passed[next]);
  a.bidder = next;
}

/** MM-2: only the winner pays, into the tribes' supplies; MM-6: winning a monkey returns its tribe's scorn. */
function awardMonkey(s: MMState, sink: EventSink): void {
  const a = s.auction as NonNullable<MMState['auction']>;
  const seat = a.high;
  const coins = s.coins[seat] as number[];
  for (let t = 0; t < TRIBE_COUNT; t++) {
    coins[t] = (coins[t] as number) - (a.bid[t] as number);
    s.supply[t] = (s.supply[t] as number) + (a.bid[t] as number);
  }
  sink?.push({ e: 'won', seat, monkey: a.monkey, coins: a.bid, value: a.value });
  returnScorn(s, seat, (MONKEYS[a.monkey] as { tribe: Tribe }).tribe, sink);
  const monkey = a.monkey;
  closeAuction(s);
  boardMonkeys(s, seat, [monkey], sink);
}

function closeAuction(s: MMState): void {
  s.auction = null;
  s.phase = 'select';
  s.resume = 'finish-bid-turn';
}

/**
 * Boards monkeys one by one (MM-8): a rival aboard launches the ship early first; a full ship
 * launches; a seat without a ship picks one from the pool (a pending choice), or keeps the
 * monkeys in its holding area when pool and deck are empty (MM-9).
 */
function boardMonkeys(s: MMState, seat: Seat, monkeys: readonly number[], sink: EventSink): void {
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

/** Finishes what waited for pending choices: the end of a civilization or bid turn. */
function settle(s: MMState, sink: EventSink): void {
  while (s.pending.length === 0 && s.resume) {
    const resume = s.resume;
    s.resume = null;
    if (resume === 'finish-civilization-turn') {
      returnScorn(s, currentSeat(s), s.advancing, sink); // MM-4, MM-6: advancing returns its scorn
      s.advancing = -1;
      if (++s.turnIndex === s.players) {
        s.turnIndex = 0;
        s.phase = 'select';
      }
    } else if (++s.turnIndex === s.players) {
      wrapUp(s, sink);
    }
  }
}

/** Round wrap-up, or the end after the last civilization card (MM-10). */
function wrapUp(s: MMState, sink: EventSink): void {
  if (s.civDeck.length === 0 && s.hands.every((h) => h.length === 0)) {
    endGame(s, sink);
    return;
  }
  while (s.monkeyPool.length < s.players + MONKEY_POOL_EXTRA && s.monkeyDeck.length > 0) {
    s.monkeyPool.push(s.monkeyDeck.pop() as number);
  }
  for (let k = 0; k < s.players && s.civDeck.length > 0; k++) {
    const seat = (s.moonstone + k) % s.players;
    const card = s.civDeck.pop() as number;
    (s.hands[seat] as number[]).push(card);
    sink?.push({ e: 'draw-civ', seat, card });
  }
  s.moonstone = (s.moonstone + 1) % s.players;
  s.round++;
  s.turnIndex = 0;
  s.phase = 'civilization';
  sink?.push({ e: 'round', round: s.round, moonstone: s.moonstone });
}
