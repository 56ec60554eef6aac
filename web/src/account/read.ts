// The account API's answers (docs/api.md: /api/me, /api/me/games, /api/matches/:id/seat), read
// from untrusted JSON with the protocol's small readers; a defect is a `bad-answer` error.

import { fail, ok } from '../../../src/engine/game.ts';
import type { Result } from '../../../src/engine/game.ts';
import {
  attempt,
  count,
  list,
  nullable,
  number,
  object,
  oneOf,
  string,
} from '../../../src/protocol/read.ts';
import type { Me, MyGame, MyGames, MyResult } from '../../../src/protocol/identity.ts';

// The answers' types are the protocol's own (src/protocol/identity.ts), never copied here.
export type { Me, MyGame, MyGames, MyResult };

function read<T>(what: string, reader: () => T): Result<T> {
  const r = attempt(reader);
  return r.ok
    ? ok(r.value)
    : fail(
        'bad-answer',
        null,
        `The server's ${what} does not read: ${r.problem}`,
        `Die Antwort des Servers (${what}) ist nicht lesbar: ${r.problem}`,
      );
}

export const readMe = (json: unknown): Result<Me> =>
  read('identity', () => {
    const o = object(json, 'me');
    return {
      id: string(o.id, 'me.id'),
      name: string(o.name, 'me.name'),
      kind: oneOf(['guest', 'account'] as const)(o.kind, 'me.kind'),
      username: nullable(string)(o.username ?? null, 'me.username'),
      since: number(o.since, 'me.since'),
      passkeys: count(o.passkeys ?? 0, 'me.passkeys'),
      password: o.password === true,
    };
  });

const result = (x: unknown, at: string): MyResult => {
  const o = object(x, at);
  return {
    scores: nullable(list(number))(o.scores ?? null, `${at}.scores`),
    ranking: list(count)(o.ranking, `${at}.ranking`),
    forfeit: nullable(count)(o.forfeit ?? null, `${at}.forfeit`),
  };
};

const player = (x: unknown, at: string) => {
  const o = object(x, at);
  return {
    name: nullable(string)(o.name ?? null, `${at}.name`),
    bot: nullable(string)(o.bot ?? null, `${at}.bot`),
  };
};

const game = (x: unknown, at: string): MyGame => {
  const o = object(x, at);
  return {
    id: string(o.id, `${at}.id`),
    game: string(o.game, `${at}.game`),
    status: oneOf(['open', 'running', 'finished'] as const)(o.status, `${at}.status`),
    seat: count(o.seat, `${at}.seat`),
    players: list(player)(o.players, `${at}.players`),
    toAct: o.toAct === true,
    result: nullable(result)(o.result ?? null, `${at}.result`),
    createdAt: number(o.createdAt ?? 0, `${at}.createdAt`),
    updatedAt: number(o.updatedAt ?? 0, `${at}.updatedAt`),
  };
};

export const readMyGames = (json: unknown): Result<MyGames> =>
  read('list of my games', () => {
    const o = object(json, 'games');
    return {
      waiting: list(game)(o.waiting ?? [], 'waiting'),
      running: list(game)(o.running ?? [], 'running'),
      finished: list(game)(o.finished ?? [], 'finished'),
    };
  });

export const readSeat = (json: unknown): Result<{ seat: number; token: string }> =>
  read('seat', () => {
    const o = object(json, 'seat');
    return { seat: count(o.seat, 'seat.seat'), token: string(o.token, 'seat.token') };
  });
