// What happens when a move is played, as structured events. The rules emit them only when a
// caller asks (describe, the terminal), so playouts pay nothing; log.ts turns them into words.
// An event naming a card that some viewers may not see carries `secret: true`.

import type { Seat } from '../../engine/game.ts';
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
