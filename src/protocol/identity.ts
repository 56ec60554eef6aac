// The answers of the people API (docs/api.md, "People"), shared by the server and the web
// client: who I am, and my games. Types only.

export type PersonKind = 'guest' | 'account';

/** `GET /api/me`, and what every sign-in and claim answers. */
export interface Me {
  /** e.g. `p_3kq0V9x2LmTz8wQa` */
  readonly id: string;
  /** The name shown at tables, e.g. "Ada" (a new guest's: "Guest 7f3a"). */
  readonly name: string;
  readonly kind: PersonKind;
  /** Lower-cased, e.g. `ada_l`; null for a guest. */
  readonly username: string | null;
  /** When this person was first seen (ms since 1970). */
  readonly since: number;
  /** How many passkeys sign in to this person. */
  readonly passkeys: number;
  /** True when a password signs in too. */
  readonly password: boolean;
}

/** How a finished match ended, as "my games" shows it. */
export interface MyResult {
  readonly scores: readonly number[] | null;
  /** Place by seat (1: first; ties share). */
  readonly ranking: readonly number[];
  /** The seat that lost on time, if any. */
  readonly forfeit: number | null;
}

/** One of my seats in a match; nothing secret (the seat's secret: `POST /api/matches/:id/seat`). */
export interface MyGame {
  readonly id: string;
  readonly game: string;
  readonly status: 'open' | 'running' | 'finished';
  /** My seat at this table. */
  readonly seat: number;
  /** Every seat's player: a name (null while open) and, for a bot, its level. */
  readonly players: readonly { readonly name: string | null; readonly bot: string | null }[];
  /** True when my seat is to act now. */
  readonly toAct: boolean;
  readonly result: MyResult | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** `GET /api/me/games`: running matches where I am to act, the other open or running ones, finished ones. */
export interface MyGames {
  readonly waiting: MyGame[];
  readonly running: MyGame[];
  readonly finished: MyGame[];
}
