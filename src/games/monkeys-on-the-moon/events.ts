// What happens when a move is played, as structured events: the game's facts (engine facts.ts).
// The rules emit them only when a caller asks (the move's facts, the terminal), so playouts pay
// nothing; `eventFor` cuts an event down to what one viewer may know, log.ts words it.

import type { Seat, Viewer } from '../../engine/game.ts';
import type { Tribe } from './data.ts';

export type LaunchKind = 'full' | 'early' | 'treachery' | 'final';

export type MMEvent =
  | { e: 'play'; seat: Seat; card: number; tribe: Tribe }
  | { e: 'coins-taken'; seat: Seat; tribe: Tribe; count: number }
  | { e: 'pay'; seat: Seat; tribe: Tribe; to: 'rival' | 'ally' }
  | { e: 'scorn-taken'; seat: Seat; tribe: Tribe; from: Seat }
  | { e: 'scorn-kept'; seat: Seat; tribe: Tribe }
  | { e: 'stone'; tribe: Tribe; from: number; to: number }
  | { e: 'stone-stays'; tribe: Tribe }
  | { e: 'finish'; tribe: Tribe; place: number }
  | { e: 'treachery'; tribe: Tribe; other: Tribe }
  | { e: 'scorn-returned'; seat: Seat; tribe: Tribe }
  | { e: 'select'; seat: Seat; monkey: number }
  | { e: 'bid'; seat: Seat; coins: readonly number[]; value: number }
  | { e: 'pass'; seat: Seat }
  | { e: 'won'; seat: Seat; monkey: number; coins: readonly number[]; value: number }
  | { e: 'unsold'; monkey: number }
  | { e: 'board'; seat: Seat; monkey: number }
  | { e: 'hold'; seat: Seat; monkey: number }
  | { e: 'launch'; seat: Seat; ship: number; monkeys: readonly number[]; kind: LaunchKind }
  | { e: 'bonus'; seat: Seat; tribe: Tribe }
  | { e: 'pick-ship'; seat: Seat; ship: number }
  | { e: 'leave'; seat: Seat; tribes: readonly Tribe[] }
  | { e: 'max-scorn'; seat: Seat; tribe: Tribe; monkeys: readonly number[] }
  | { e: 'round'; round: number; moonstone: Seat }
  | { e: 'draw-civ'; seat: Seat; card: number }
  | { e: 'game-over' };

/** Where events go: an array while describing a move, null on the fast path. */
export type EventSink = MMEvent[] | null;

/** A card a viewer may not know, in an event cut down for it. */
export const UNSEEN = -1;

/** The part of `e` that `viewer` may know: a civilization card drawn, by its drawer only. */
export const eventFor = (e: MMEvent, viewer: Viewer): MMEvent =>
  e.e === 'draw-civ' && viewer !== e.seat ? { ...e, card: UNSEEN } : e;
