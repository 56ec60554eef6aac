// The answers of the people API (docs/api.md, "People"), shared by the server and the web
// client: who I am, my games and a seat handed again, with a reader for each (untrusted JSON
// in, a typed value or a `bad-answer` out, as server-messages.ts reads the others).

import { answer } from './server-messages.ts';
import { boolean, count, list, nullable, number, object, oneOf, string } from './read.ts';

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

/** `POST /api/matches/:id/seat`: the seat's secret, new. */
export interface SeatAgain {
  readonly seat: number;
  readonly token: string;
}

const KINDS = ['guest', 'account'] as const;
const STATUSES = ['open', 'running', 'finished'] as const;

const me = (o: Readonly<Record<string, unknown>>): Me => ({
  id: string(o.id, 'id'),
  name: string(o.name, 'name'),
  kind: oneOf(KINDS)(o.kind, 'kind'),
  username: nullable(string)(o.username, 'username'),
  since: count(o.since, 'since'),
  passkeys: count(o.passkeys, 'passkeys'),
  password: boolean(o.password, 'password'),
});

const myResult = (x: unknown, at: string): MyResult => {
  const o = object(x, at);
  return {
    scores: nullable(list(number))(o.scores ?? null, `${at}.scores`),
    ranking: list(count)(o.ranking, `${at}.ranking`),
    forfeit: nullable(count)(o.forfeit ?? null, `${at}.forfeit`),
  };
};

const myGame = (x: unknown, at: string): MyGame => {
  const o = object(x, at);
  return {
    id: string(o.id, `${at}.id`),
    game: string(o.game, `${at}.game`),
    status: oneOf(STATUSES)(o.status, `${at}.status`),
    seat: count(o.seat, `${at}.seat`),
    players: list((p, pat) => {
      const q = object(p, pat);
      return {
        name: nullable(string)(q.name, `${pat}.name`),
        bot: nullable(string)(q.bot, `${pat}.bot`),
      };
    })(o.players, `${at}.players`),
    toAct: boolean(o.toAct, `${at}.toAct`),
    result: nullable(myResult)(o.result, `${at}.result`),
    createdAt: count(o.createdAt, `${at}.createdAt`),
    updatedAt: count(o.updatedAt, `${at}.updatedAt`),
  };
};

/** `GET /api/me`, `POST /api/me/name` and every sign-in or claim. */
export const readMeAnswer = answer<Me>('person', me);

/** `GET /api/me/games`. */
export const readMyGamesAnswer = answer<MyGames>('list of my games', (o) => ({
  waiting: list(myGame)(o.waiting, 'waiting'),
  running: list(myGame)(o.running, 'running'),
  finished: list(myGame)(o.finished, 'finished'),
}));

/** `POST /api/matches/:id/seat`. */
export const readSeatAgainAnswer = answer<SeatAgain>('seat', (o) => ({
  seat: count(o.seat, 'seat'),
  token: string(o.token, 'token'),
}));
