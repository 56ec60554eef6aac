// Taking back a move by consent (docs/undo.md): the frames both ways and their readers. A player
// asks to take back their own last move (`undo-ask`); everyone at the table hears `undo-asked`
// and every other person answers (`undo-answer`); bots agree at once. All agreeing, the move is
// gone and everyone gets `undone` with a fresh snapshot; a refusal or any move first ends the
// request with `undo-cancelled`.

import type { Seat } from '../engine/game.ts';
import { count, list, nullable, oneOf } from './read.ts';

type Obj = Readonly<Record<string, unknown>>;

/** Asks to take back the match's last move, which must be the asker's; `version` is that move's. */
export interface UndoAskMessage {
  readonly type: 'undo-ask';
  readonly version: number;
  readonly id: string | null;
}

/** Agrees to (or refuses) the take-back of move `version`. */
export interface UndoAnswerMessage {
  readonly type: 'undo-answer';
  readonly version: number;
  readonly accept: boolean;
  readonly id: string | null;
}

export type UndoClientMessage = UndoAskMessage | UndoAnswerMessage;

/** A seat asked to take back move `version`; `waiting` are the seats whose answer is awaited. */
export interface UndoAskedMessage {
  readonly type: 'undo-asked';
  readonly seat: Seat;
  readonly version: number;
  readonly waiting: readonly Seat[];
}

export const UNDO_CANCELLED_WHY = ['refused', 'moved', 'expired'] as const;

/**
 * The request to take back move `version` ended without it: `by` refused (the asker, when it
 * withdrew), someone moved, or it went unanswered too long (`expired`).
 */
export interface UndoCancelledMessage {
  readonly type: 'undo-cancelled';
  readonly seat: Seat;
  readonly version: number;
  readonly why: (typeof UNDO_CANCELLED_WHY)[number];
  /** The seat that refused or moved; null for a bot's move and an expired request. */
  readonly by: Seat | null;
}

/**
 * Everyone agreed: move `taken` (by `seat`) is gone; `S` is the snapshot of the table without
 * it (wire.ts's `UndoneMessage`; this file imports nothing of wire.ts, which imports it).
 */
export type UndoneOf<S> = S & {
  readonly type: 'undone';
  readonly seat: Seat;
  readonly taken: number;
};

export type UndoServerOf<S> = UndoAskedMessage | UndoCancelledMessage | UndoneOf<S>;

const isVersion = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 1e9;

/** Reads an `undo-ask` or `undo-answer` frame, or says what is wrong with it. */
export function parseUndoFrame(
  data: Obj,
  id: string | null,
): UndoClientMessage | { readonly problem: string } {
  if (!isVersion(data.version))
    return { problem: '"version" must be the version of the move to take back.' };
  if (data.type === 'undo-ask') return { type: 'undo-ask', version: data.version, id };
  if (typeof data.accept !== 'boolean') return { problem: '"accept" must be true or false.' };
  return { type: 'undo-answer', version: data.version, accept: data.accept, id };
}

/** Reads a server's undo frame (the client side); null for another type. */
export function undoMessage<S>(o: Obj, snapshot: (o: Obj) => S): UndoServerOf<S> | null {
  switch (o.type) {
    case 'undo-asked':
      return {
        type: 'undo-asked',
        seat: count(o.seat, 'seat'),
        version: count(o.version, 'version'),
        waiting: list(count)(o.waiting, 'waiting'),
      };
    case 'undo-cancelled':
      return {
        type: 'undo-cancelled',
        seat: count(o.seat, 'seat'),
        version: count(o.version, 'version'),
        why: oneOf(UNDO_CANCELLED_WHY)(o.why, 'why'),
        by: nullable(count)(o.by, 'by'),
      };
    case 'undone':
      return {
        ...snapshot(o),
        type: 'undone',
        seat: count(o.seat, 'seat'),
        taken: count(o.taken, 'taken'),
      };
    default:
      return null;
  }
}
