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
  BID_POINTS_ALLY,
  BID_POINTS_OWN_TRIBE,
  CIV_CARDS_REMOVED,
  CIV_HAND_SIZE,
  CIVILIZATION_CARDS,
  COINS_PER_TRIBE,
  MIN_BID,
  MONKEY_POOL_EXTRA,
  MONKEYS,
  SHIP_POOL_SIZE,
  SHIPS,
  START_COINS_PER_PLAYER,
  START_SUPPLY_PER_TRIBE,
  TRIBE_COUNT,
} from './data.ts';
import type { Tribe } from './data.ts';
import { endGame } from './ending.ts';
import { bidMoves, bidValue, checkBid, continueAuction } from './auction.ts';
import { advanceableTribes, chainChoices, checkPlay, playCivilization } from './civilization.ts';
import {
  boardMonkeys,
  launchShip,
  refillShipPool,
  returnScorn,
  rivalPairsAboard,
} from './ships.ts';
import type { EventSink } from './events.ts';
import { GLOSSARY } from './glossary.ts';
import type { MMTerm } from './glossary.ts';
import { monkeyLabel, NAMES, shipLabel } from './names.ts';
import { currentSeat } from './state.ts';
import type { MMMove, MMOptions, MMState } from './state.ts';

/** A Monkeys on the Moon term in German, for the German words of a refusal. */
const de = (key: MMTerm): string => GLOSSARY[key].de;
const DE = NAMES.de;

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
/** `n` times `false`, in a loop: `Array.from({ length })` is slow on the hot path (every auction). */
const noneYet = (n: number): boolean[] => {
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push(false);
  return out;
};

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

/** The ruling that says who acts now: a ship to pick (MM-8), Treachery (MM-7), a turn (MM-4, MM-1). */
function whoActsRule(s: MMState): string {
  const pending = s.pending[0];
  if (pending) return pending.kind === 'ship' ? 'MM-8' : 'MM-7';
  return s.phase === 'civilization' ? 'MM-4' : 'MM-1';
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
  if (s.phase === 'over')
    return ruleError('game-over', null, 'The game is over.', 'Das Spiel ist vorbei.');
  const acting = toAct(s);
  if (!acting.includes(seat)) return notYourTurn(seat, acting, whoActsRule(s));
  const pending = s.pending[0];
  if (pending?.kind === 'ship') {
    if (move.type !== 'ship')
      return ruleError(
        'ship-choice-due',
        'MM-8',
        'You must first pick a ship from the pool for your monkeys.',
        `Nimm zuerst ein ${de('ship')} aus der ${de('shipPool')} für deine ${de('monkeys')}.`,
      );
    if (!s.shipPool.includes(move.ship))
      return ruleError(
        'ship-not-in-pool',
        'MM-8',
        `${shipLabel(move.ship)} is not in the ship pool.`,
        `${DE.ship(move.ship)} ist nicht in der ${de('shipPool')}.`,
      );
    return null;
  }
  if (pending?.kind === 'leave') {
    if (move.type !== 'leave')
      return ruleError(
        'treachery-choice-due',
        'MM-7',
        'Monkey Treachery (variant): you must first choose which rival monkeys stay behind.',
        `${de('treachery')} (Variante): Wähle zuerst, welche ${de('monkeys')} rivalisierender Sippen zurückbleiben.`,
      );
    const options = leaveOptions(s, seat).map((o) => o.join(','));
    if (!options.includes([...move.tribes].sort((x, y) => x - y).join(','))) {
      return ruleError(
        'bad-treachery-choice',
        'MM-7',
        'Monkey Treachery (variant): leave behind exactly one tribe of each rival pair on your ship.',
        `${de('treachery')} (Variante): Lass von jedem Rivalenpaar auf deinem ${de('ship')} genau eine ${de('tribe')} zurück.`,
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
          `Dein Ersteigerungszug beginnt damit, dass du einen Affen aus der ${de('monkeyPool')} wählst.`,
        );
      if (!s.monkeyPool.includes(move.monkey))
        return ruleError(
          'monkey-not-in-pool',
          'MM-1',
          `${monkeyLabel(move.monkey)} is not in the monkey pool.`,
          `${DE.monkey(move.monkey)} ist nicht in der ${de('monkeyPool')}.`,
        );
      return null;
    case 'auction':
      return checkBid(s, seat, move);
  }
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
        passed: noneYet(s.players),
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
