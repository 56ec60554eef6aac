// What happens when a move is played, as structured events: the game's facts (engine facts.ts).
// The rules emit them only when a caller asks (the move's facts, the terminal), so playouts pay
// nothing; `eventFor` cuts an event down to what one viewer may know, log.ts words it.

import type { Seat, Viewer } from '../../engine/game.ts';
import type { Threat } from './state.ts';

export type CMEvent =
  | { e: 'turn'; seat: Seat; turn: number }
  /** The new order, left to right; `downAt` is the face-down card's place (-1: none). */
  | { e: 'arrange'; seat: Seat; cards: number[]; downAt: number }
  | { e: 'reshuffle'; cards: number }
  | { e: 'draw'; seat: Seat; card: number }
  | { e: 'draw-event'; seat: Seat; card: number; to: 'launch' | 'bottom' | 'discard' }
  | { e: 'play'; seat: Seat; card: number; down: boolean }
  | { e: 'discard-hand'; seat: Seat; card: number; trim: boolean }
  | { e: 'discard-launch'; seat: Seat; card: number; down: boolean; why: 'action' | 'meteor' }
  | {
      e: 'event-removed';
      seat: Seat;
      event: number;
      with: number[];
      how: 'crew' | 'pair' | 'banana';
    }
  | { e: 'banana'; seat: Seat; reaction: boolean }
  | {
      e: 'attack';
      seat: Seat;
      target: Seat;
      attack: Threat;
      mine: number | null;
      theirs: number | null;
    }
  | { e: 'allow'; seat: Seat; attack: Threat }
  | { e: 'swapped'; seat: Seat; target: Seat; gave: number; took: number }
  | { e: 'stolen'; seat: Seat; target: Seat; card: number }
  | { e: 'destroyed'; seat: Seat; target: Seat; card: number; down: boolean; revenge: boolean }
  | { e: 'no-revenge'; seat: Seat }
  | { e: 'solar-flare'; seat: Seat; card: number }
  | { e: 'no-meteor'; seat: Seat }
  | { e: 'end'; seat: Seat; actions: number }
  | { e: 'win'; seat: Seat }
  | { e: 'called-off'; rounds: number };

/** Where events go: an array while describing a move, null on the fast path. */
export type EventSink = CMEvent[] | null;

/** A card a viewer may not know, in an event cut down for it. */
export const UNSEEN = -1;

/**
 * The part of `e` that `viewer` may know: a card in a hand, a card played or lying face down is
 * known to its owner only (a face-down card destroyed: to the seat that lost it; the Banana that
 * removed an Event: to the seat that played it).
 */
export function eventFor(e: CMEvent, viewer: Viewer): CMEvent {
  switch (e.e) {
    case 'arrange':
      return e.downAt < 0 || viewer === e.seat
        ? e
        : { ...e, cards: e.cards.map((id, at) => (at === e.downAt ? UNSEEN : id)) };
    case 'draw':
    case 'discard-hand':
      return viewer === e.seat ? e : { ...e, card: UNSEEN };
    case 'play':
    case 'discard-launch':
      return e.down && viewer !== e.seat ? { ...e, card: UNSEEN } : e;
    case 'destroyed':
      return e.down && viewer !== e.target ? { ...e, card: UNSEEN } : e;
    case 'event-removed':
      // Which of the alike Bananas came from the hand is its owner's to know.
      return e.how === 'banana' && viewer !== e.seat ? { ...e, with: e.with.map(() => UNSEEN) } : e;
    default:
      return e;
  }
}
