// The your-turn inbox (docs/api.md, "People"): every running match where one of my seats is to
// act, the nearest deadline first, with a reader for the web client (untrusted JSON in, a typed
// value or a `bad-answer` out).

import { answer } from './server-messages.ts';
import { count, list, nullable, number, object, oneOf, string } from './read.ts';

/** One match waiting for my move; nothing secret (the seat's secret: `POST /api/matches/:id/seat`). */
export interface InboxItem {
  readonly id: string;
  readonly game: string;
  /** My seat that is to act. */
  readonly seat: number;
  /** Every seat's player name (null: not joined), in seat order. */
  readonly players: readonly (string | null)[];
  /** When my move is due (ms since 1970): a turn-based table's deadline or a live clock's end; null: none. */
  readonly deadline: number | null;
  /** A turn-based table's time per move (ms), null at a live table. */
  readonly perMoveMs: number | null;
  /** What a missed deadline does at a turn-based table, null at a live one. */
  readonly onTimeout: 'bot' | 'forfeit' | null;
  /** When the match last changed (ms). */
  readonly updatedAt: number;
}

/** `GET /api/me/inbox`: the nearest deadline first, matches without one last (oldest change first). */
export interface Inbox {
  readonly items: readonly InboxItem[];
  /** The server's clock (ms) when it answered, to show "due in ..." against. */
  readonly now: number;
}

const item = (x: unknown, at: string): InboxItem => {
  const o = object(x, at);
  return {
    id: string(o.id, `${at}.id`),
    game: string(o.game, `${at}.game`),
    seat: count(o.seat, `${at}.seat`),
    players: list(nullable(string))(o.players, `${at}.players`),
    deadline: nullable(number)(o.deadline, `${at}.deadline`),
    perMoveMs: nullable(count)(o.perMoveMs, `${at}.perMoveMs`),
    onTimeout: nullable(oneOf(['bot', 'forfeit'] as const))(o.onTimeout, `${at}.onTimeout`),
    updatedAt: number(o.updatedAt, `${at}.updatedAt`),
  };
};

export const readInboxAnswer = answer<Inbox>('inbox', (o) => ({
  items: list(item)(o.items, 'items'),
  now: number(o.now, 'now'),
}));

/** `GET /api/me/vacation` (and what booking or ending one answers). */
export interface VacationState {
  /** Vacation days still to book this calendar year (14 a year). */
  readonly daysLeft: number;
  /** The end of the vacation under way (ms), or null. */
  readonly until: number | null;
}

export const readVacationAnswer = answer<VacationState>('vacation', (o) => ({
  daysLeft: count(o.daysLeft, 'daysLeft'),
  until: nullable(number)(o.until, 'until'),
}));
