// Chimps on Mars (3-5 players), the rules core.
//
// A race to land a chimp: the first player whose launch area holds exactly a Chimp, a Booster, a
// Spaceship and a Landing Ticket, in that order and with nothing else, wins (CM-2, CM-3). In a
// turn a player may rearrange the launch area for free, then takes one or two different actions
// (draw, play, discard) or plays one Swap, Steal or Destroy against an opponent, who may answer
// with a Banana first (CM-8). Events block the win until crew, a matching pair or a Banana
// remove them (CM-6). Option: "event effects" gives each Event an effect of its own.
// Moontable adds a round limit (ROUND_LIMIT) so that every game ends.
//
// Rulings are cited by id (CM-1 .. CM-9, ../shared/specs/chimps-on-mars.md).
// `playMove` mutates the state it is given: `apply` in index.ts clones first.

import type { Seat } from '../../engine/game.ts';
import { randomInt, seedRng, shuffleInPlace } from '../../engine/rng.ts';
import {
  CARD_COUNT,
  DEAL_SIZE,
  HAND_LIMIT,
  MAX_ACTIONS,
  MAX_ACTIONS_DUST_STORM,
  ABANDONED_PLACE,
  MOVES_PER_TURN_BOUND,
  ROUND_LIMIT,
  isCrew,
  isEvent,
  isLaunch,
  partOf,
} from './data.ts';
import {
  attackMoves,
  cancelAttack,
  playBanana,
  powerCard,
  resolveAttack,
  revengeTargets,
  startAttack,
  takeRevenge,
} from './attacks.ts';
import { GLOSSARY } from './glossary.ts';
import type { EventSink } from './events.ts';
import {
  arrangements,
  capacity,
  eventIn,
  hasLanded,
  putInLaunch,
  refOf,
  resolveRef,
  suffers,
  takeFromLaunch,
} from './launch.ts';
import { DOWN, nextSeat } from './state.ts';
import type { Action, CMMove, CMOptions, CMState } from './state.ts';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

// ---------------------------------------------------------------------------------------------
// Setup (CM-1)

export function setupState(options: CMOptions, players: number, seed: string): CMState {
  const rng = seedRng(seed);
  const all = range(CARD_COUNT);
  const deck = shuffleInPlace(
    rng,
    all.filter((id) => !isEvent(id)),
  );
  const hands = range(players).map(() => deck.splice(deck.length - DEAL_SIZE, DEAL_SIZE));
  deck.push(...all.filter(isEvent));
  shuffleInPlace(rng, deck);
  const first = randomInt(rng, players);
  const shielded = range(players).map(() => false);
  return {
    players,
    options,
    rng,
    pile: deck,
    pileKnown: 0,
    discard: [],
    hands,
    launch: range(players).map(() => []),
    faceDown: range(players).map(() => -1),
    turn: first,
    turnNumber: 1,
    actions: [],
    fresh: true,
    arranged: false,
    shielded,
    pending: [],
    resume: null,
    result: null,
  };
}

/** The declared bound: the round limit times the most moves one turn can take. */
export const maxMoves = (players: number): number => ROUND_LIMIT * players * MOVES_PER_TURN_BOUND;

// ---------------------------------------------------------------------------------------------
// Who acts, and what they may do

export function toAct(s: CMState): Seat[] {
  if (s.result) return [];
  const pending = s.pending[0];
  return [pending ? pending.seat : s.turn];
}

/** CM-4, Dust Storm: how many actions `seat` may take this turn. */
export const maxActions = (s: CMState, seat: Seat): number =>
  suffers(s, seat, 'dust-storm') ? MAX_ACTIONS_DUST_STORM : MAX_ACTIONS;

const mayTake = (s: CMState, seat: Seat, a: Action): boolean =>
  !s.actions.includes(a) && s.actions.length < maxActions(s, seat);

/** Cards of `seat`'s hand that may be played into its launch area now (CM-4, Engine Failure). */
function playable(s: CMState, seat: Seat, id: number): boolean {
  if (!isLaunch(id) && !isCrew(id)) return false;
  if (suffers(s, seat, 'engine-failure')) {
    const part = partOf(id);
    if (part === 'booster' || part === 'spaceship') return false;
  }
  return true;
}

export function legalMoves(s: CMState, seat: Seat): CMMove[] {
  if (s.result) return [];
  const p = s.pending[0];
  if (p) {
    if (p.seat !== seat) return [];
    switch (p.kind) {
      case 'reaction':
        return powerCard(s, seat, 'banana') >= 0
          ? [{ type: 'banana' }, { type: 'allow' }]
          : [{ type: 'allow' }];
      case 'revenge':
        return [
          ...revengeTargets(s, p.against).map((card): CMMove => ({ type: 'revenge', card })),
          { type: 'revenge', card: null },
        ];
      case 'meteor': {
        const cards = (s.launch[seat] as number[]).filter(isLaunch);
        if (cards.length === 0) return [{ type: 'meteor', card: null }];
        return cards.map((id) => ({ type: 'meteor', card: refOf(s, seat, id) }));
      }
      case 'trim':
        return (s.hands[seat] as number[]).map((card) => ({ type: 'discard', card }));
    }
  }
  if (seat !== s.turn) return [];
  const moves: CMMove[] = [];
  const hand = s.hands[seat] as number[];
  const area = s.launch[seat] as number[];
  if (mayTake(s, seat, 'draw') && hand.length < HAND_LIMIT && s.pile.length + s.discard.length > 0)
    moves.push({ type: 'draw' });
  if (mayTake(s, seat, 'play') && area.length < capacity(s, seat)) {
    const downOpen = (s.faceDown[seat] as number) < 0 && !suffers(s, seat, 'solar-flare');
    for (const card of hand) {
      if (!playable(s, seat, card)) continue;
      moves.push({ type: 'play', card, down: false });
      if (downOpen) moves.push({ type: 'play', card, down: true });
    }
  }
  if (mayTake(s, seat, 'discard')) {
    for (const card of hand) moves.push({ type: 'discard', card });
    for (const id of area)
      if (!isEvent(id)) moves.push({ type: 'discard', card: refOf(s, seat, id) });
  }
  if (s.fresh) attackMoves(s, seat, moves);
  const acts = moves.length;
  if (powerCard(s, seat, 'banana') >= 0) moves.push({ type: 'banana' });
  // CM-4: end after an action; pass with an Event; or end when no action is possible at all.
  if (s.actions.length > 0 || eventIn(s, seat) >= 0 || acts === 0) moves.push({ type: 'end' });
  // CM-3: rearranging, last in the list (up to 719 orders of six cards), once, at the start.
  if (s.fresh && !s.arranged)
    for (const order of arrangements(s, seat)) moves.push({ type: 'arrange', order });
  return moves;
}

// ---------------------------------------------------------------------------------------------
// Playing moves (mutating)

/** Applies a legal move in place; `sink` receives what happens when the caller wants words. */
export function playMove(s: CMState, seat: Seat, move: CMMove, sink: EventSink): void {
  const p = s.pending[0];
  switch (move.type) {
    case 'arrange':
      s.launch[seat] = move.order.map((ref) => resolveRef(s, seat, ref));
      s.arranged = true;
      sink?.push({
        e: 'arrange',
        seat,
        cards: (s.launch[seat] as number[]).slice(),
        downAt: move.order.indexOf(DOWN),
      });
      s.resume = 'turn';
      break;
    case 'draw':
      takeAction(s, 'draw');
      drawCard(s, seat, sink);
      break;
    case 'play': {
      takeAction(s, 'play');
      const hand = s.hands[seat] as number[];
      hand.splice(hand.indexOf(move.card), 1);
      sink?.push({ e: 'play', seat, card: move.card, down: move.down });
      putInLaunch(s, seat, move.card, move.down, sink);
      break;
    }
    case 'discard':
      if (p?.kind === 'trim') {
        s.pending.shift();
        discardFromHand(s, seat, move.card, true, sink);
      } else {
        takeAction(s, 'discard');
        if ((s.hands[seat] as number[]).includes(move.card))
          discardFromHand(s, seat, move.card, false, sink);
        else discardFromLaunch(s, seat, move.card, 'action', sink);
      }
      break;
    case 'swap':
    case 'steal':
    case 'destroy':
      s.fresh = false;
      startAttack(s, seat, move, sink);
      s.resume = 'end-turn';
      break;
    case 'banana':
      if (p?.kind === 'reaction') {
        s.pending.shift();
        cancelAttack(s, p, sink);
      } else {
        playBanana(s, seat, false, sink);
        s.resume = 'turn';
      }
      break;
    case 'allow':
      s.pending.shift();
      resolveAttack(s, p as Extract<typeof p, { kind: 'reaction' }>, sink);
      break;
    case 'revenge':
      s.pending.shift();
      takeRevenge(s, p as Extract<typeof p, { kind: 'revenge' }>, move.card, sink);
      break;
    case 'meteor':
      s.pending.shift();
      if (move.card === null) sink?.push({ e: 'no-meteor', seat });
      else discardFromLaunch(s, seat, move.card, 'meteor', sink);
      break;
    case 'end':
      sink?.push({ e: 'end', seat, actions: s.actions.length });
      s.resume = 'end-turn';
      break;
  }
  proceed(s, sink);
}

function takeAction(s: CMState, a: Action): void {
  s.actions.push(a);
  s.fresh = false;
  s.resume = 'turn';
}

function discardFromHand(
  s: CMState,
  seat: Seat,
  card: number,
  trim: boolean,
  sink: EventSink,
): void {
  const hand = s.hands[seat] as number[];
  hand.splice(hand.indexOf(card), 1);
  s.discard.push(card);
  sink?.push({ e: 'discard-hand', seat, card, trim });
}

function discardFromLaunch(
  s: CMState,
  seat: Seat,
  ref: number,
  why: 'action' | 'meteor',
  sink: EventSink,
): void {
  const card = resolveRef(s, seat, ref);
  takeFromLaunch(s, seat, card);
  s.discard.push(card);
  sink?.push({ e: 'discard-launch', seat, card, down: ref === DOWN, why });
}

/** CM-4, CM-8: the top card; an Event goes to the launch area, under the pile, or away. */
function drawCard(s: CMState, seat: Seat, sink: EventSink): void {
  if (s.pile.length === 0) {
    s.pile = shuffleInPlace(s.rng, s.discard);
    s.discard = [];
    s.pileKnown = 0;
    sink?.push({ e: 'reshuffle', cards: s.pile.length });
  }
  const card = s.pile.pop() as number;
  if (s.pile.length < s.pileKnown) s.pileKnown = s.pile.length;
  if (!isEvent(card)) {
    (s.hands[seat] as number[]).push(card);
    sink?.push({ e: 'draw', seat, card });
  } else if (s.shielded[seat]) {
    s.discard.push(card);
    sink?.push({ e: 'draw-event', seat, card, to: 'discard' });
  } else if (eventIn(s, seat) >= 0) {
    s.pile.unshift(card);
    s.pileKnown++;
    sink?.push({ e: 'draw-event', seat, card, to: 'bottom' });
  } else {
    sink?.push({ e: 'draw-event', seat, card, to: 'launch' });
    putInLaunch(s, seat, card, false, sink);
  }
}

/** Goes on once no choice is pending: the landing check, the end of the turn, the next turn. */
function proceed(s: CMState, sink: EventSink): void {
  while (!s.result && s.pending.length === 0 && s.resume) {
    const resume = s.resume;
    s.resume = null;
    switch (resume) {
      case 'turn':
        // CM-3: checked after each of the turn player's own moves.
        if (land(s, s.turn, sink)) return;
        if (s.actions.length >= maxActions(s, s.turn)) s.resume = 'end-turn';
        break;
      case 'end-turn':
        if (land(s, s.turn, sink)) return;
        if ((s.hands[s.turn] as number[]).length > HAND_LIMIT) {
          s.pending.push({ kind: 'trim', seat: s.turn }); // CM-9
          s.resume = 'end-turn';
        } else s.resume = 'next-turn';
        break;
      case 'next-turn':
        startTurn(s, nextSeat(s, s.turn), sink);
        break;
    }
  }
}

function startTurn(s: CMState, seat: Seat, sink: EventSink): void {
  if (s.turnNumber >= ROUND_LIMIT * s.players) {
    // Moontable's safety stop: the game is abandoned, with no winner (nobody places first).
    sink?.push({ e: 'called-off', rounds: ROUND_LIMIT });
    s.result = {
      scores: range(s.players).map(() => 0),
      ranking: range(s.players).map(() => ABANDONED_PLACE),
      tieBreaks: [],
      abandoned: GLOSSARY.noLanding.en,
      winner: -1,
    };
    return;
  }
  s.turn = seat;
  s.turnNumber++;
  s.actions = [];
  s.fresh = true;
  s.arranged = false;
  s.shielded[seat] = false; // CM-8: the Banana protects until the start of your next turn
  sink?.push({ e: 'turn', seat, turn: s.turnNumber });
  land(s, seat, sink); // CM-3: an area already in order counts as rearranged
}

/** CM-3: ends the game when `seat` has landed. */
function land(s: CMState, seat: Seat, sink: EventSink): boolean {
  if (!hasLanded(s, seat)) return false;
  sink?.push({ e: 'win', seat });
  s.result = {
    scores: range(s.players).map((i) => (i === seat ? 1 : 0)),
    ranking: range(s.players).map((i) => (i === seat ? 1 : 2)),
    tieBreaks: [],
    winner: seat,
  };
  return true;
}
