// Power-ups played against an opponent (CM-7) and the answers to them: the Banana window
// (CM-8), the Crocodile's revenge (CM-7). The window always opens, whether or not the target
// holds a Banana, so that nobody learns what its hand holds (docs/games/chimps-on-mars.md).

import type { Seat } from '../../engine/game.ts';
import { crewOf, isEvent, powerOf } from './data.ts';
import type { EventSink } from './events.ts';
import { capacity, eventIn, putInLaunch, refOf, resolveRef, takeFromLaunch } from './launch.ts';
import { DOWN } from './state.ts';
import type { Attack, CardRef, CMMove, CMState, Pending } from './state.ts';

/** The first card of `power` in `seat`'s hand, or -1. */
export function powerCard(s: CMState, seat: Seat, power: string): number {
  for (const id of s.hands[seat] as number[]) if (powerOf(id) === power) return id;
  return -1;
}

/** CM-7, CM-8: opponents that may be attacked now: not shielded by a Banana. */
const targets = (s: CMState, seat: Seat): Seat[] => {
  const out: Seat[] = [];
  for (let o = 0; o < s.players; o++) if (o !== seat && !s.shielded[o]) out.push(o);
  return out;
};

/** Every Swap, Steal and Destroy `seat` may play now (the caller checks it is the time to). */
export function attackMoves(s: CMState, seat: Seat, out: CMMove[]): void {
  const mine = s.launch[seat] as number[];
  const hasSwap = powerCard(s, seat, 'swap') >= 0;
  const hasSteal = powerCard(s, seat, 'steal') >= 0 && mine.length < capacity(s, seat);
  const hasDestroy = powerCard(s, seat, 'destroy') >= 0;
  if (!hasSwap && !hasSteal && !hasDestroy) return;
  const myEvent = eventIn(s, seat);
  for (const target of targets(s, seat)) {
    const theirs = s.launch[target] as number[];
    const theirEvent = eventIn(s, target);
    for (const t of theirs) {
      const tRef = refOf(s, target, t);
      const tIsEvent = t === theirEvent;
      if (hasSwap) {
        for (const m of mine) {
          const mIsEvent = m === myEvent;
          // One Event per area: a swap may not bring a second one.
          if (tIsEvent && myEvent >= 0 && !mIsEvent) continue;
          if (mIsEvent && theirEvent >= 0 && !tIsEvent) continue;
          out.push({ type: 'swap', mine: refOf(s, seat, m), target, theirs: tRef });
        }
      }
      if (tIsEvent) continue;
      if (hasSteal) out.push({ type: 'steal', target, theirs: tRef });
      if (hasDestroy) out.push({ type: 'destroy', target, theirs: tRef });
    }
  }
}

/** Plays the power-up card and opens the target's Banana window (CM-8). */
export function startAttack(
  s: CMState,
  seat: Seat,
  move: { type: Attack; target: Seat; theirs: CardRef; mine?: CardRef },
  sink: EventSink,
): void {
  const card = powerCard(s, seat, move.type);
  const hand = s.hands[seat] as number[];
  hand.splice(hand.indexOf(card), 1);
  const mine = move.mine ?? -2;
  s.pending.push({
    kind: 'reaction',
    seat: move.target,
    attacker: seat,
    attack: move.type,
    card,
    mine,
    theirs: move.theirs,
  });
  const shown = (ref: CardRef) => (ref === DOWN || ref === -2 ? null : ref);
  sink?.push({
    e: 'attack',
    seat,
    target: move.target,
    attack: move.type,
    mine: shown(mine),
    theirs: shown(move.theirs),
  });
}

type Reaction = Extract<Pending, { kind: 'reaction' }>;

/** CM-8: the target answered with a Banana: the power-up (or revenge) is cancelled. */
export function cancelAttack(s: CMState, p: Reaction, sink: EventSink): void {
  if (p.card >= 0) s.discard.push(p.card);
  playBanana(s, p.seat, true, sink);
}

/** CM-8: discard a Banana from hand, and the Event in the area; shield until the next turn. */
export function playBanana(s: CMState, seat: Seat, reaction: boolean, sink: EventSink): void {
  const banana = powerCard(s, seat, 'banana');
  const hand = s.hands[seat] as number[];
  hand.splice(hand.indexOf(banana), 1);
  s.discard.push(banana);
  s.shielded[seat] = true;
  sink?.push({ e: 'banana', seat, reaction });
  const event = eventIn(s, seat);
  if (event >= 0) {
    takeFromLaunch(s, seat, event);
    s.discard.push(event);
    sink?.push({ e: 'event-removed', seat, event, with: [banana], how: 'banana' });
  }
}

/** The target let the attack resolve (CM-7). */
export function resolveAttack(s: CMState, p: Reaction, sink: EventSink): void {
  if (p.card >= 0) s.discard.push(p.card);
  sink?.push({ e: 'allow', seat: p.seat, attack: p.attack });
  const attacker = p.attacker;
  const target = p.seat;
  const taken = resolveRef(s, target, p.theirs);
  const wasDown = p.theirs === DOWN;
  switch (p.attack) {
    case 'swap': {
      const given = resolveRef(s, attacker, p.mine);
      takeFromLaunch(s, attacker, given);
      takeFromLaunch(s, target, taken);
      sink?.push({ e: 'swapped', seat: attacker, target, gave: given, took: taken });
      // Both cards land face up; each arrival is checked (CM-6), the attacker's first.
      putInLaunch(s, attacker, taken, false, sink);
      putInLaunch(s, target, given, false, sink);
      break;
    }
    case 'steal':
      takeFromLaunch(s, target, taken);
      sink?.push({ e: 'stolen', seat: attacker, target, card: taken });
      putInLaunch(s, attacker, taken, false, sink);
      break;
    case 'destroy':
    case 'revenge':
      takeFromLaunch(s, target, taken);
      s.discard.push(taken);
      sink?.push({
        e: 'destroyed',
        seat: attacker,
        target,
        card: taken,
        down: wasDown,
        revenge: p.attack === 'revenge',
      });
      break;
  }
  // CM-7: a Crocodile swapped or stolen away lets its owner strike back, unless the attacker
  // is shielded or has nothing to lose. It goes before any Meteor Shower choice.
  if (
    (p.attack === 'swap' || p.attack === 'steal') &&
    crewOf(taken) === 'crocodile' &&
    !s.shielded[attacker] &&
    revengeTargets(s, attacker).length > 0
  ) {
    s.pending.unshift({ kind: 'revenge', seat: target, against: attacker });
  }
}

/** Cards the Crocodile's revenge may discard: the attacker's non-Event cards, as refs. */
export function revengeTargets(s: CMState, against: Seat): CardRef[] {
  const out: CardRef[] = [];
  for (const id of s.launch[against] as number[]) if (!isEvent(id)) out.push(refOf(s, against, id));
  return out;
}

/**
 * CM-7, CM-8: the Crocodile's owner aims its revenge at a card of the attacker, who now gets the
 * Banana window any attacked player gets (it always opens, as for power-ups).
 */
export function takeRevenge(
  s: CMState,
  p: Extract<Pending, { kind: 'revenge' }>,
  ref: CardRef | null,
  sink: EventSink,
): void {
  if (ref === null) {
    sink?.push({ e: 'no-revenge', seat: p.seat });
    return;
  }
  s.pending.unshift({
    kind: 'reaction',
    seat: p.against,
    attacker: p.seat,
    attack: 'revenge',
    card: -1,
    mine: -2,
    theirs: ref,
  });
  sink?.push({
    e: 'attack',
    seat: p.seat,
    target: p.against,
    attack: 'revenge',
    mine: null,
    theirs: ref === DOWN ? null : ref,
  });
}
