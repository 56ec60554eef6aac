// A rule-of-thumb player for Chimps on Mars, reading its view only. It races the launch
// sequence: it prices its own position (launch parts in the area, the parts it holds for the
// missing ones, junk that must go before a landing, an Event that blocks it) and each rival's
// threat (how many distinct launch parts lie in its area), then picks the legal move whose
// outcome it prices highest:
// - rearrange into launch order whenever it is not (CM-3: the landing needs it), never otherwise;
// - play missing launch parts, discard duplicates and crew that would stop the landing (CM-3),
//   draw while the hand has room (CM-4);
// - with an Event in the area (CM-6): keep crew of two kinds or a matching Booster/Spaceship
//   pair to clear it, or play a Banana (CM-8);
// - power-ups (CM-7): steal or swap for a missing part, give away an Event, destroy the parts of
//   the rival closest to landing;
// - answer an attack on a card it needs with a Banana (CM-8), take the Crocodile's revenge on
//   the attacker's best part (CM-7), trim and Meteor Shower away its least useful card.

import type { Seat } from '../../engine/game.ts';
import { Rng } from '../../engine/rng.ts';
import {
  CARD_COUNT,
  CREW,
  HAND_LIMIT,
  LAUNCH_PARTS,
  POWERS,
  crewOf,
  isEvent,
  launchRank,
  modelOf,
  partOf,
  powerOf,
} from '../../games/chimps-on-mars/data.ts';
import type { Power } from '../../games/chimps-on-mars/data.ts';
import type { CMMove, CMView } from '../../games/chimps-on-mars/index.ts';
import { DOWN } from '../../games/chimps-on-mars/state.ts';
import type { Bot } from '../bot.ts';

/** The bot's prices, in points of an arbitrary scale (a launch part in the area is 10). */
export interface CMWeights {
  /** A distinct launch part in the area. */
  readonly partInArea: number;
  /** A card in the area that must leave before a landing (duplicate part, crew). */
  readonly junkInArea: number;
  /** An Event in the area (blocks the landing, CM-6). */
  readonly eventInArea: number;
  /** One crew card in an area with an Event: half of what clears it. */
  readonly crewAgainstEvent: number;
  /** The four parts there, nothing else, no Event: a landing at the next check. */
  readonly ready: number;
  /** Ready and in launch order: the landing now (CM-3). */
  readonly landed: number;
  /** A missing part held in hand. */
  readonly partInHand: number;
  /** A spare card in hand (duplicate part, crew without an Event). */
  readonly spare: number;
  readonly swap: number;
  readonly steal: number;
  readonly destroy: number;
  readonly banana: number;
  /** Extra for a Banana while an Event sits in the area. */
  readonly bananaVsEvent: number;
  /** An empty hand slot (room to draw). */
  readonly slot: number;
  /** What a draw is expected to bring. */
  readonly draw: number;
  /** Rival threat by distinct parts in its area, 0..4. */
  readonly threat: readonly number[];
  /** Share of a rival's threat that counts against this seat. */
  readonly threatWeight: number;
  /** Chance an attack goes through (the target may hold a Banana). */
  readonly attackLands: number;
  /** How much a face-down rival card counts as a launch part. */
  readonly downIsPart: number;
  /** Small bonus for playing a launch part face down (a rival cannot aim at it knowingly). */
  readonly faceDown: number;
}

export const CM_WEIGHTS: CMWeights = {
  partInArea: 10,
  junkInArea: 4,
  eventInArea: 15,
  crewAgainstEvent: 3,
  ready: 40,
  landed: 1000,
  partInHand: 5,
  spare: 0.3,
  swap: 3,
  steal: 3,
  destroy: 2.5,
  banana: 3,
  bananaVsEvent: 4,
  slot: 1,
  draw: 3,
  threat: [0, 1, 3, 8, 20],
  threatWeight: 1,
  attackLands: 0.8,
  downIsPart: 0.7,
  faceDown: 0.3,
};

/** A seat's launch area as this bot knows it; null is a rival's face-down card. */
type Area = readonly (number | null)[];

// Per card id: its launch part, crew kind and power as indexes into LAUNCH_PARTS, CREW and POWERS
// (-1: none), so that `ownValue` keeps its sets of kinds in bits instead of allocating Sets.
const PART = Array.from({ length: CARD_COUNT }, (_, id) => {
  const part = partOf(id);
  return part === null ? -1 : LAUNCH_PARTS.indexOf(part);
});
const CREW_KIND = Array.from({ length: CARD_COUNT }, (_, id) => {
  const crew = crewOf(id);
  return crew === null ? -1 : CREW.indexOf(crew);
});
const POWER = Array.from({ length: CARD_COUNT }, (_, id) => {
  const power = powerOf(id);
  return power === null ? -1 : POWERS.indexOf(power);
});
const EVENT = Array.from({ length: CARD_COUNT }, (_, id) => isEvent(id));
const BOOSTER = LAUNCH_PARTS.indexOf('booster');
const SPACESHIP = LAUNCH_PARTS.indexOf('spaceship');
const BANANA = POWERS.indexOf('banana');

/** Prices this seat's own position: its area (fully known) and its hand. */
function ownValue(w: CMWeights, area: readonly number[], hand: readonly number[]): number {
  // Kinds seen, one bit each, and how many.
  let parts = 0;
  let partCount = 0;
  let junk = 0;
  let event = false;
  let crews = 0;
  let crewCount = 0;
  for (const id of area) {
    if (EVENT[id]) event = true;
    const part = PART[id] as number;
    if (part >= 0 && (parts & (1 << part)) === 0) {
      parts |= 1 << part;
      partCount++;
    } else if (!EVENT[id]) junk++;
    const crew = CREW_KIND[id] as number;
    if (crew >= 0 && (crews & (1 << crew)) === 0) {
      crews |= 1 << crew;
      crewCount++;
    }
  }
  let v = w.partInArea * partCount - w.junkInArea * junk;
  if (event) {
    v -= w.eventInArea;
    // CM-6: a crew card is half of a removal while an Event is there.
    if (crewCount > 0) v += (w.junkInArea + w.crewAgainstEvent) * Math.min(crewCount, 1);
  }
  if (!event && junk === 0 && partCount === LAUNCH_PARTS.length) {
    v += w.ready;
    let ordered = true;
    for (let i = 0; i < area.length; i++) if (launchRank(area[i] as number) !== i) ordered = false;
    if (ordered) v += w.landed;
  }
  let held = 0;
  let powers = 0;
  for (const id of hand) {
    const part = PART[id] as number;
    const power = POWER[id] as number;
    const crew = CREW_KIND[id] as number;
    if (part >= 0 && (parts & (1 << part)) === 0 && (held & (1 << part)) === 0) {
      held |= 1 << part;
      v += w.partInHand;
      // CM-6: a Spaceship or Booster matching one in the area clears the Event on arrival.
      if (event && (part === BOOSTER || part === SPACESHIP)) {
        const other = part === BOOSTER ? SPACESHIP : BOOSTER;
        if (area.some((a) => PART[a] === other && modelOf(a) === modelOf(id))) v += 2;
      }
    } else if (power >= 0 && (powers & (1 << power)) === 0) {
      // One card of each power-up is worth keeping; further copies only block the draw.
      powers |= 1 << power;
      v += w[POWERS[power] as Power] + (power === BANANA && event ? w.bananaVsEvent : 0);
    } else if (event && crew >= 0 && (crews & (1 << crew)) === 0) {
      crews |= 1 << crew; // one crew card of a new kind is enough
      v += w.crewAgainstEvent;
    } else v += w.spare;
  }
  v += w.slot * Math.max(0, HAND_LIMIT - hand.length);
  return v;
}

/** A rival's threat: distinct launch parts in its area, less if an Event or junk blocks it. */
export function threat(w: CMWeights, area: Area): number {
  const parts = new Set<string>();
  let unknown = 0;
  let event = false;
  let junk = 0;
  for (const id of area) {
    if (id === null) {
      unknown++;
      continue;
    }
    if (isEvent(id)) event = true;
    const part = partOf(id);
    if (part !== null && !parts.has(part)) parts.add(part);
    else if (!isEvent(id)) junk++;
  }
  const k = Math.min(LAUNCH_PARTS.length, parts.size + w.downIsPart * unknown);
  const lo = Math.floor(k);
  const t =
    (w.threat[lo] as number) + (k - lo) * ((w.threat[lo + 1] ?? 0) - (w.threat[lo] as number));
  return (event ? t / 2 : t) / (1 + junk * 0.3);
}

/**
 * This seat's area after `card` arrives at its right end, with the Event removal of CM-6: crew of
 * two kinds discard the Event and both crew cards (the first crew card and the first of another
 * kind after it); a Booster and a Spaceship of one model discard the Event only.
 */
export function arrive(area: readonly number[], card: number): number[] {
  const out = [...area, card];
  const event = out.find(isEvent);
  if (event === undefined) return out;
  let first = -1;
  let second = -1;
  for (const id of out) {
    const crew = crewOf(id);
    if (crew === null) continue;
    if (first < 0) first = id;
    else if (crewOf(first) !== crew) {
      second = id;
      break;
    }
  }
  if (second >= 0) return out.filter((id) => id !== event && id !== first && id !== second);
  for (const b of out)
    if (
      partOf(b) === 'booster' &&
      out.some((x) => partOf(x) === 'spaceship' && modelOf(x) === modelOf(b))
    )
      return out.filter((id) => id !== event);
  return out;
}

const without = <T>(list: readonly T[], item: T): T[] => {
  const out = list.slice();
  const i = out.indexOf(item);
  if (i >= 0) out.splice(i, 1);
  return out;
};

/** The worth to this seat of gaining a rival's card (null: face down, unknown). */
function gainOf(
  w: CMWeights,
  area: readonly number[],
  hand: readonly number[],
  card: number | null,
): number {
  const before = ownValue(w, area, hand);
  if (card !== null) return ownValue(w, arrive(area, card), hand) - before;
  // A face-down card: most likely a launch part; priced as a missing part at that chance.
  const missing = LAUNCH_PARTS.some((part) => !area.some((id) => partOf(id) === part));
  return missing ? w.partInArea * w.downIsPart : 0;
}

export interface Reading {
  readonly w: CMWeights;
  readonly v: CMView;
  readonly me: Seat;
  readonly area: number[];
  readonly hand: number[];
  readonly base: number;
}

/** What the bot reads of its own position from the view. */
export function read(w: CMWeights, v: CMView, me: Seat): Reading {
  const area = (v.launch[me] ?? []).filter((id): id is number => id !== null);
  const hand = v.hands[me] ?? [];
  return { w, v, me, area, hand, base: ownValue(w, area, hand) };
}

/** This seat's card named by a move reference (DOWN: its own face-down card, which it sees). */
export const myCard = (r: Reading, ref: number): number =>
  ref === DOWN ? (r.area[r.v.faceDownAt[r.me] as number] as number) : ref;

/** A rival's card named by a reference: its id, or null when face down. */
const theirCard = (ref: number): number | null => (ref === DOWN ? null : ref);

export function theirArea(r: Reading, seat: Seat): Area {
  return r.v.launch[seat] as Area;
}

export const removeRef = (area: Area, ref: number, downAt: number): Area =>
  ref === DOWN ? area.filter((_, i) => i !== downAt) : without(area, ref);

/** The change to this seat's own price with area `a` and hand `h` (not a closure: see `moveValue`). */
const mine = (r: Reading, a: readonly number[], h: readonly number[]): number =>
  ownValue(r.w, a, h) - r.base;

/**
 * How much `move` is worth to this seat, as the change it makes. No closures inside: under tsx a
 * named closure costs a defineProperty each time it is made, and this runs for every legal move.
 */
function moveValue(r: Reading, move: CMMove): number {
  const { w, v, area, hand } = r;
  switch (move.type) {
    case 'arrange': {
      // CM-3: free, and the landing may follow at once; only launch order is worth it.
      const after = move.order.map((ref) => myCard(r, ref));
      const sorted = after
        .map((id) => ({ id, at: area.indexOf(id) }))
        .sort((a, b) => launchRank(a.id) - launchRank(b.id) || a.at - b.at)
        .map((x) => x.id);
      return after.every((id, i) => id === sorted[i]) ? w.landed : -w.landed;
    }
    case 'draw':
      return hand.length < HAND_LIMIT ? w.draw - w.slot : 0;
    case 'play': {
      const value = mine(r, arrive(area, move.card), without(hand, move.card));
      return value + (move.down && partOf(move.card) !== null ? w.faceDown : 0);
    }
    case 'discard': {
      if (v.pending[0]?.kind === 'trim' || hand.includes(move.card))
        return mine(r, area, without(hand, move.card));
      return mine(r, without(area, myCard(r, move.card)), hand);
    }
    case 'banana': {
      const p = v.pending[0];
      if (p?.kind === 'reaction') {
        // CM-8: worth it when the attack would cost more than the Banana.
        const after = attackOnMe(r, p.attack, p.mine, p.theirs);
        const kept = mine(r, area, without(hand, bananaId(hand)));
        const eventGone = area.some(isEvent) ? w.eventInArea : 0;
        return kept + eventGone - after;
      }
      const noBanana = without(hand, bananaId(hand));
      return (
        mine(
          r,
          area.filter((id) => !isEvent(id)),
          noBanana,
        ) - (area.some(isEvent) ? 0 : 1)
      );
    }
    case 'allow':
      return 0;
    case 'end':
      return 0;
    case 'revenge': {
      const p = v.pending[0];
      if (move.card === null || p?.kind !== 'revenge') return 0;
      const theirs = theirArea(r, p.against);
      const downAt = v.faceDownAt[p.against] as number;
      return threat(w, theirs) - threat(w, removeRef(theirs, move.card, downAt)) + 0.01;
    }
    case 'meteor':
      if (move.card === null) return 0;
      return mine(r, without(area, myCard(r, move.card)), hand);
    case 'swap':
    case 'steal':
    case 'destroy':
      return attackValue(r, move);
  }
}

const bananaId = (hand: readonly number[]): number =>
  hand.find((id) => powerOf(id) === 'banana') ?? -1;

/** What an attack on this seat would cost it (positive: a loss). */
function attackOnMe(r: Reading, attack: string, given: number, ref: number): number {
  const { w, area, hand, base } = r;
  const lost = myCard(r, ref);
  let after = without(area, lost);
  // A Swap gives this seat the attacker's card (unknown when it was face down: not counted).
  if (attack === 'swap' && given >= 0) after = arrive(after, given);
  return base - ownValue(w, after, hand);
}

function attackValue(
  r: Reading,
  move: Extract<CMMove, { type: 'swap' | 'steal' | 'destroy' }>,
): number {
  const { w, v, area, hand, base } = r;
  const theirs = theirArea(r, move.target);
  const downAt = v.faceDownAt[move.target] as number;
  const card = theirCard(move.theirs);
  const power = hand.find((id) => powerOf(id) === move.type) as number;
  const handAfter = without(hand, power);
  const spent = ownValue(w, area, handAfter) - base;
  const theirsAfter = removeRef(theirs, move.theirs, downAt);
  let harm = threat(w, theirs);
  let gain = 0;
  if (move.type === 'destroy') {
    harm -= threat(w, theirsAfter);
  } else if (move.type === 'steal') {
    harm -= threat(w, theirsAfter);
    gain = gainOf(w, area, handAfter, card);
  } else {
    const given = myCard(r, move.mine);
    const areaAfter = without(area, given);
    harm -= threat(w, [...theirsAfter, given]);
    gain =
      ownValue(w, card === null ? areaAfter : arrive(areaAfter, card), handAfter) -
      ownValue(w, area, handAfter) +
      (card === null ? gainOf(w, areaAfter, handAfter, null) : 0);
  }
  // Attacking is the whole turn (CM-4): it replaces the two actions.
  return spent + w.attackLands * (gain + w.threatWeight * harm) - w.draw;
}

/**
 * A seat's progress toward a landing from its own view (its area and hand, priced as the bot
 * prices its own position). IS-MCTS scores the positions where it cuts a playout short with it
 * (`src/bots/leaf.ts`).
 */
export function chimpsOnMarsProgress(view: CMView, seat: Seat, weights = CM_WEIGHTS): number {
  const area = (view.launch[seat] ?? []).filter((id): id is number => id !== null);
  return ownValue(weights, area, view.hands[seat] ?? []);
}

export function chimpsOnMarsHeuristic(
  seed: string,
  weights: CMWeights = CM_WEIGHTS,
): Bot<CMView, CMMove> {
  const rng = new Rng(`cm-heuristic/${seed}`);
  return {
    name: 'heuristic',
    choose(view, legal, seat) {
      if (legal.length === 1) return legal[0] as CMMove;
      const r = read(weights, view, seat);
      let best: CMMove[] = [];
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
