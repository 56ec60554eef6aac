// Launch-area mechanics shared by turns and attacks: capacity, cards entering and leaving,
// Event removal (CM-6), arrival effects (event effects variant) and the landing check (CM-3).

import type { Seat } from '../../engine/game.ts';
import {
  LAUNCH_CAPACITY,
  LAUNCH_CAPACITY_WITH_EVENT,
  LAUNCH_PARTS,
  crewOf,
  eventOf,
  isEvent,
  launchRank,
  modelOf,
  partOf,
} from './data.ts';
import type { EventName } from './data.ts';
import type { EventSink } from './events.ts';
import { DOWN } from './state.ts';
import type { CardRef, CMState } from './state.ts';

/** The Event in `seat`'s launch area, or -1 (there is at most one). */
export function eventIn(s: CMState, seat: Seat): number {
  for (const id of s.launch[seat] as number[]) if (isEvent(id)) return id;
  return -1;
}

/** True when the event effects variant is on and `seat` suffers `event`. */
export const suffers = (s: CMState, seat: Seat, event: EventName): boolean => {
  if (!s.options.eventEffects) return false;
  const id = eventIn(s, seat);
  return id >= 0 && eventOf(id) === event;
};

/** CM-4: 4 cards, 6 while an Event is there. */
export const capacity = (s: CMState, seat: Seat): number =>
  eventIn(s, seat) >= 0 ? LAUNCH_CAPACITY_WITH_EVENT : LAUNCH_CAPACITY;

/** The card a reference names in `seat`'s launch area (DOWN: its face-down card). */
export const resolveRef = (s: CMState, seat: Seat, ref: CardRef): number =>
  ref === DOWN ? (s.faceDown[seat] as number) : ref;

/** How `seat`'s card `id` is named in moves: by id when face up, DOWN when face down. */
export const refOf = (s: CMState, seat: Seat, id: number): CardRef =>
  s.faceDown[seat] === id ? DOWN : id;

export function takeFromLaunch(s: CMState, seat: Seat, id: number): void {
  const area = s.launch[seat] as number[];
  area.splice(area.indexOf(id), 1);
  if (s.faceDown[seat] === id) s.faceDown[seat] = -1;
}

/** Puts a card at the right end of `seat`'s launch area and applies what its arrival causes. */
export function putInLaunch(
  s: CMState,
  seat: Seat,
  id: number,
  down: boolean,
  sink: EventSink,
): void {
  (s.launch[seat] as number[]).push(id);
  if (down) s.faceDown[seat] = id;
  removeEvent(s, seat, sink);
  if (!isEvent(id) || eventIn(s, seat) !== id || !s.options.eventEffects) return;
  // Event effects variant: what an Event does the moment it stays in an area.
  const event = eventOf(id);
  if (event === 'solar-flare' && (s.faceDown[seat] as number) >= 0) {
    sink?.push({ e: 'solar-flare', seat, card: s.faceDown[seat] as number });
    s.faceDown[seat] = -1;
  }
  if (event === 'meteor-shower') s.pending.push({ kind: 'meteor', seat });
}

/**
 * CM-6, checked whenever a card enters an area: two different crew kinds discard the Event and
 * both crew (the first crew card from the left and the first of another kind after it); a
 * Booster and a Spaceship of one model discard the Event only.
 */
export function removeEvent(s: CMState, seat: Seat, sink: EventSink): void {
  const event = eventIn(s, seat);
  if (event < 0) return;
  const area = s.launch[seat] as number[];
  let first = -1;
  let second = -1;
  for (const id of area) {
    const crew = crewOf(id);
    if (crew === null) continue;
    if (first < 0) first = id;
    else if (crewOf(first) !== crew) {
      second = id;
      break;
    }
  }
  if (second >= 0) {
    for (const id of [event, first, second]) {
      takeFromLaunch(s, seat, id);
      s.discard.push(id);
    }
    sink?.push({ e: 'event-removed', seat, event, with: [first, second], how: 'crew' });
    return;
  }
  for (const booster of area) {
    if (partOf(booster) !== 'booster') continue;
    const spaceship = area.find(
      (id) => partOf(id) === 'spaceship' && modelOf(id) === modelOf(booster),
    );
    if (spaceship !== undefined) {
      takeFromLaunch(s, seat, event);
      s.discard.push(event);
      sink?.push({ e: 'event-removed', seat, event, with: [booster, spaceship], how: 'pair' });
      return;
    }
  }
}

/** CM-3: exactly the four launch cards in launch order, nothing else. */
export function hasLanded(s: CMState, seat: Seat): boolean {
  const area = s.launch[seat] as number[];
  if (area.length !== LAUNCH_PARTS.length) return false;
  for (let i = 0; i < area.length; i++) if (launchRank(area[i] as number) !== i) return false;
  return true;
}

/** Every order of n positions but 0..n-1 itself, lexicographic; built once per n. */
const REORDERS: number[][][] = [];
function reorders(n: number): number[][] {
  let known = REORDERS[n];
  if (known) return known;
  const out: number[][] = [];
  const grow = (prefix: number[]) => {
    if (prefix.length === n) {
      if (prefix.some((p, i) => p !== i)) out.push(prefix);
      return;
    }
    for (let i = 0; i < n; i++) if (!prefix.includes(i)) grow([...prefix, i]);
  };
  grow([]);
  known = out;
  REORDERS[n] = known;
  return known;
}

/**
 * CM-3: every order `seat` may rearrange its launch area into, left to right, as move refs: each
 * order of its cards but the one they lie in. The list depends on how many cards lie there and
 * on the public refs only, so it never tells anyone what the face-down card is.
 */
export function arrangements(s: CMState, seat: Seat): CardRef[][] {
  const area = s.launch[seat] as number[];
  const refs = area.map((id) => refOf(s, seat, id));
  return reorders(area.length).map((order) => order.map((i) => refs[i] as CardRef));
}
