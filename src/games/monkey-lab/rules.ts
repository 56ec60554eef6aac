// Monkey Lab rules: setup, the turn of up to three actions (ML-1), the guard (ML-2), unlocking
// and sharing (ML-3, ML-4), items (ML-5), combat (ML-6), cards (ML-7), the end and scores (ML-8).

import type { GameResult, RuleError, Seat } from '../../engine/game.ts';
import { ruleError } from '../../engine/game.ts';
import { randomInt, seedRng, shuffleInPlace } from '../../engine/rng.ts';
import {
  ACTIONS_PER_TURN,
  CAGES,
  DECKS,
  HAND_SIZE,
  ITEMS,
  ITEMS_PER_ROOM,
  MONKEYS,
  SCORING_TILES,
  TOKENS_PER_ITEM,
} from './data.ts';
import { BOARDS, labFor, LOBBY, regionOf, ROOM_COUNT } from './lab.ts';
import type { Lab, Side } from './lab.ts';
import { CARD_OF_MOVE } from './state.ts';
import type { MLMove, MLOptions, MLState } from './state.ts';
import { mlTerm } from './glossary.ts';
import type { MLTerm } from './glossary.ts';

/** A Monkey Lab term in German, for the German words of a refusal. */
const de = (key: MLTerm): string => mlTerm(key, 'de');

export const labOf = (s: MLState): Lab => labFor(s.sides);

/** Cages still to unlock in play (ML-8): the 12 rooms' tiles not yet scored. */
export const cagesLeft = (s: MLState): number => s.cage.filter((c) => c >= 0).length;

export function setupState(options: MLOptions, players: number, seed: string): MLState {
  const rng = seedRng(seed);
  const sides: Side[] = BOARDS.map((_, b) =>
    options.sides === 'random' ? (randomInt(rng, 2) === 0 ? 'A' : 'B') : (options.sides[b] as Side),
  );
  const cageOrder = shuffleInPlace(
    rng,
    CAGES.map((_, i) => i),
  );
  const cage = [-1, ...cageOrder.splice(0, ROOM_COUNT - 1)];
  const tokens = shuffleInPlace(
    rng,
    ITEMS.flatMap((_, t) => new Array<number>(TOKENS_PER_ITEM).fill(t)),
  );
  const floor: number[][] = [[]];
  for (let r = 1; r < ROOM_COUNT; r++)
    floor.push(tokens.splice(0, ITEMS_PER_ROOM).sort((a, b) => a - b));
  const deck = shuffleInPlace(
    rng,
    DECKS[options.deck].flatMap((n, kind) => new Array<number>(n).fill(kind)),
  );
  const hands: number[][] = [];
  for (let p = 0; p < players; p++) hands.push(deck.splice(deck.length - HAND_SIZE, HAND_SIZE));
  const turn = randomInt(rng, players); // ML-9
  return {
    players,
    options,
    sides,
    guard: -1,
    at: new Array<number>(players).fill(LOBBY),
    carry: new Array<number>(players).fill(-1),
    floor,
    cage,
    revealed: new Array<boolean>(ROOM_COUNT).fill(false),
    unused: cageOrder,
    cages: Array.from({ length: players }, () => []),
    tiles: Array.from({ length: players }, () => []),
    supply: SCORING_TILES.map((t) => t.count),
    deck,
    hands,
    discard: [],
    turn,
    actions: 0,
    stopped: false,
    played: false,
    turns: 0,
    result: null,
  };
}

/**
 * No rule bounds a game (a table that never plays a card and never unlocks plays forever); this
 * is a generous cap on random play, which drains the deck quickly.
 */
export const maxMoves = (players: number): number => 3000 * players;

export const toAct = (s: MLState): Seat[] => (s.result ? [] : [s.turn]);

const canAct = (s: MLState): boolean => s.actions < ACTIONS_PER_TURN && !s.stopped;

/** Whether the floor of `room` plus what `seat` carries covers a cage's needs (ML-3). */
export function canUnlock(s: MLState, seat: Seat, room: number): boolean {
  const c = s.cage[room] as number;
  if (c < 0 || !s.revealed[room]) return false;
  const have = (s.floor[room] as number[]).slice();
  if ((s.carry[seat] as number) >= 0) have.push(s.carry[seat] as number);
  for (const need of (CAGES[c] as (typeof CAGES)[number]).needs) {
    const i = have.indexOf(need);
    if (i < 0) return false;
    have.splice(i, 1);
  }
  return true;
}

const distinct = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b);

export function legalMoves(s: MLState, seat: Seat): MLMove[] {
  if (s.result || seat !== s.turn) return [];
  const out: MLMove[] = [];
  if (!canAct(s)) return out;
  const lab = labOf(s);
  const here = s.at[seat] as number;
  const carried = s.carry[seat] as number;
  const adj = lab.adjacent[here] as number[];
  for (const to of adj) out.push({ type: 'move', to });
  for (const item of distinct(s.floor[here] as number[]))
    if (item !== carried) out.push({ type: 'take', item });
  if (carried >= 0) out.push({ type: 'drop' });
  if ((s.cage[here] as number) >= 0 && !s.revealed[here]) out.push({ type: 'reveal' });
  if (canUnlock(s, seat, here)) out.push({ type: 'unlock' });
  const combatItem = (MONKEYS[seat] as (typeof MONKEYS)[number]).combat;
  if (carried === combatItem) {
    for (let t = 0; t < s.players; t++) {
      if (t === seat || s.at[t] !== here) continue;
      if (s.carry[t] === (MONKEYS[t] as (typeof MONKEYS)[number]).combat) continue;
      for (let to = 0; to < ROOM_COUNT; to++) out.push({ type: 'combat', target: t, to });
    }
  }
  const hand = s.hands[seat] as number[];
  const region = regionOf(lab, here);
  if (hand.includes(0)) {
    for (const from of region)
      for (const item of distinct(s.floor[from] as number[]))
        for (const to of region) if (to !== from) out.push({ type: 'item', item, from, to });
  }
  if (hand.includes(1)) {
    for (const a of region) for (const b of region) if (a < b) out.push({ type: 'exchange', a, b });
  }
  if (hand.includes(2)) {
    const targets = [];
    for (let t = 0; t < s.players; t++)
      if (t !== seat && region.includes(s.at[t] as number)) targets.push(t);
    if (targets.length === 0) out.push({ type: 'steal', target: null });
    for (const target of targets) out.push({ type: 'steal', target });
  }
  if (hand.includes(3)) {
    for (const first of adj) {
      if (first === s.guard) out.push({ type: 'twice', first, second: null });
      else
        for (const second of lab.adjacent[first] as number[])
          out.push({ type: 'twice', first, second });
    }
  }
  if (hand.includes(4)) for (let to = 0; to < ROOM_COUNT; to++) out.push({ type: 'guard', to });
  out.push({ type: 'end' });
  return out;
}

const sameMove = (a: MLMove, b: MLMove): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Why `move` is illegal for `seat` now, or null when it is legal. */
export function checkMove(s: MLState, seat: Seat, move: MLMove): RuleError | null {
  if (s.result) return ruleError('game-over', null, 'The game is over.', 'Das Spiel ist vorbei.');
  if (seat !== s.turn)
    return ruleError('not-your-turn', 'ML-1', 'It is not your turn.', 'Du bist nicht am Zug.');
  if (!canAct(s))
    return ruleError(
      'no-actions-left',
      'ML-2',
      'Your turn is over: no action is left.',
      `Dein Zug ist vorbei: Dir bleibt keine ${de('action')}.`,
    );
  if (legalMoves(s, seat).some((m) => sameMove(m, move))) return null;
  const here = s.at[seat] as number;
  switch (move.type) {
    case 'move':
      return ruleError(
        'no-doorway',
        'ML-1',
        'A move action takes your monkey through one doorway, into a room next to its own.',
        `Eine Bewegung führt deinen Affen durch einen ${de('doorway')} in einen angrenzenden ${de('room')}.`,
      );
    case 'take':
      return ruleError(
        'no-such-item',
        'ML-5',
        'That item is not on the floor of your room (items carried by monkeys cannot be taken).',
        `Dieser ${de('item')} liegt nicht in deinem ${de('room')} auf dem Boden (was Affen tragen, kann niemand nehmen).`,
      );
    case 'drop':
      return ruleError(
        'nothing-carried',
        'ML-5',
        'Your monkey carries nothing.',
        `Dein ${de('monkey')} ${de('carries')} nichts.`,
      );
    case 'reveal':
      return ruleError(
        'no-hidden-cage',
        'ML-3',
        'There is no face-down cage in your room.',
        `In deinem ${de('room')} liegt kein ${de('faceDownCage')}.`,
      );
    case 'unlock':
      if ((s.cage[here] as number) < 0)
        return ruleError(
          'no-cage',
          'ML-3',
          'There is no locked cage in your room.',
          `In deinem ${de('room')} ist kein verschlossener ${de('cage')}.`,
        );
      return !s.revealed[here]
        ? ruleError(
            'cage-face-down',
            'ML-3',
            'Reveal the cage before unlocking it.',
            `Decke den ${de('cage')} auf, bevor du ihn öffnest.`,
          )
        : ruleError(
            'missing-items',
            'ML-3',
            'The items on the cage must lie in your room or be carried by your monkey.',
            `Die Gegenstände auf dem ${de('cage')} müssen in deinem ${de('room')} liegen oder von deinem Affen getragen werden.`,
          );
    case 'combat':
      return ruleError(
        'no-combat',
        'ML-6',
        'Combat needs both monkeys in one room, your combat item in hand, and the target without its own.',
        `Für einen ${de('combat')} müssen beide Affen in einem ${de('room')} sein, du brauchst deinen ${de('combatItem')} auf der ${de('hand')}, und das Ziel darf seinen eigenen nicht haben.`,
      );
    case 'end':
      return ruleError(
        'illegal-move',
        'ML-1',
        'You cannot end the turn now.',
        'Du kannst den Zug jetzt nicht beenden.',
      );
    default:
      return (s.hands[seat] as number[]).includes(CARD_OF_MOVE[move.type])
        ? ruleError(
            'bad-card-target',
            'ML-7',
            'That card cannot be played that way here.',
            `Diese ${de('card')} kann hier nicht so gespielt werden.`,
          )
        : ruleError(
            'card-not-in-hand',
            'ML-7',
            'You do not hold that card.',
            `Du hast diese ${de('card')} nicht auf der ${de('hand')}.`,
          );
  }
}

function putOnFloor(s: MLState, room: number, item: number): void {
  const f = s.floor[room] as number[];
  f.push(item);
  f.sort((a, b) => a - b);
}

function takeFromFloor(s: MLState, room: number, item: number): void {
  const f = s.floor[room] as number[];
  f.splice(f.indexOf(item), 1);
}

/** Drops what `seat` carries into `room` (ML-5, ML-6, Steal). */
function dropCarried(s: MLState, seat: Seat, room: number): void {
  const item = s.carry[seat] as number;
  if (item < 0) return;
  putOnFloor(s, room, item);
  s.carry[seat] = -1;
}

/** Seats that share an unlock in `room` (ML-4): the others in the room's region. */
export function sharers(s: MLState, seat: Seat, room: number): Seat[] {
  const region = regionOf(labOf(s), room);
  const out: Seat[] = [];
  for (let t = 0; t < s.players; t++)
    if (t !== seat && region.includes(s.at[t] as number)) out.push(t);
  return out;
}

function unlock(s: MLState, seat: Seat, room: number): void {
  const c = s.cage[room] as number;
  s.cage[room] = -1;
  s.revealed[room] = false;
  (s.cages[seat] as number[]).push(c);
  const value = (CAGES[c] as (typeof CAGES)[number]).monkeys - 1;
  if (value <= 0) return;
  const kind = SCORING_TILES.findIndex((t) => t.value === value);
  for (const t of sharers(s, seat, room)) {
    if (kind < 0 || (s.supply[kind] as number) <= 0) continue; // the spec's tiles always suffice
    s.supply[kind] = (s.supply[kind] as number) - 1;
    (s.tiles[t] as number[]).push(value);
  }
}

function endTurn(s: MLState): void {
  const seat = s.turn;
  const hand = s.hands[seat] as number[];
  if (s.played) while (hand.length < HAND_SIZE && s.deck.length > 0) hand.push(s.deck.pop()!);
  s.turns++;
  if ((s.deck.length === 0 && hand.length === 0) || cagesLeft(s) === 0) {
    s.result = scoreGame(s);
    return;
  }
  s.turn = (seat + 1) % s.players;
  s.actions = 0;
  s.stopped = false;
  s.played = false;
}

/** Applies a legal move in place. */
export function playMove(s: MLState, seat: Seat, move: MLMove): void {
  if (move.type === 'end') {
    endTurn(s);
    return;
  }
  const here = s.at[seat] as number;
  const card = CARD_OF_MOVE[move.type];
  if (card >= 0) {
    const hand = s.hands[seat] as number[];
    hand.splice(hand.indexOf(card), 1);
    s.discard.push(card);
    s.played = true;
  }
  switch (move.type) {
    case 'move':
      s.at[seat] = move.to;
      break;
    case 'take': {
      takeFromFloor(s, here, move.item);
      dropCarried(s, seat, here);
      s.carry[seat] = move.item;
      break;
    }
    case 'drop':
      dropCarried(s, seat, here);
      break;
    case 'reveal':
      s.revealed[here] = true;
      break;
    case 'unlock':
      unlock(s, seat, here);
      break;
    case 'combat':
      dropCarried(s, move.target, here);
      s.at[move.target] = move.to;
      break;
    case 'item':
      takeFromFloor(s, move.from, move.item);
      putOnFloor(s, move.to, move.item);
      break;
    case 'exchange': {
      const a = s.floor[move.a] as number[];
      s.floor[move.a] = s.floor[move.b] as number[];
      s.floor[move.b] = a;
      break;
    }
    case 'steal':
      if (move.target !== null) dropCarried(s, move.target, here);
      break;
    case 'twice':
      s.at[seat] = move.first;
      if (move.second !== null) s.at[seat] = move.second;
      break;
    case 'guard':
      s.guard = move.to;
      break;
  }
  s.actions++;
  // ML-2: ending an action in the guard's room ends the turn.
  if (s.at[seat] === s.guard) s.stopped = true;
  if (!canAct(s)) endTurn(s);
}

export const scoreOf = (s: MLState, seat: Seat): number =>
  (s.cages[seat] as number[]).reduce(
    (n, c) => n + (CAGES[c] as (typeof CAGES)[number]).monkeys,
    0,
  ) + (s.tiles[seat] as number[]).reduce((n, v) => n + v, 0);

/** Scores and places (ML-8): points, then most cage tiles, then a shared place. */
export function scoreGame(s: MLState): GameResult {
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const scores = seats.map((p) => scoreOf(s, p));
  const cages = seats.map((p) => (s.cages[p] as number[]).length);
  const beats = (a: Seat, b: Seat) =>
    (scores[a] as number) > (scores[b] as number) ||
    (scores[a] === scores[b] && (cages[a] as number) > (cages[b] as number));
  const ranking = seats.map((p) => 1 + seats.filter((q) => beats(q, p)).length);
  const tieBreaks: string[] = [];
  const label = (p: Seat) => `Player ${p + 1} (${(MONKEYS[p] as (typeof MONKEYS)[number]).colour})`;
  for (const a of seats)
    for (const b of seats) {
      if (a >= b || scores[a] !== scores[b]) continue;
      const [hi, lo] = beats(b, a) ? [b, a] : [a, b];
      tieBreaks.push(
        cages[a] === cages[b]
          ? `${label(a)} and ${label(b)} share their place: equal points and cage tiles (ML-8).`
          : `${label(hi)} ranks above ${label(lo)} on cage tiles (${cages[hi]} to ${cages[lo]}, ML-8).`,
      );
    }
  return { scores, ranking, tieBreaks };
}
