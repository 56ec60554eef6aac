// A table for chat tests: two people (each a browser with a session) seated at a match, and a
// spectator with a session of their own, each on a socket that said hello.

import assert from 'node:assert/strict';
import { Client } from './helpers.ts';
import type { Message } from './helpers.ts';
import { Browser } from './identity-helpers.ts';

export interface Person {
  readonly browser: Browser;
  readonly id: string;
}

export async function person(base: string, from: string): Promise<Person> {
  const browser = new Browser(base, from);
  const me = await browser.get<{ id: string }>('/api/me');
  assert.equal(me.status, 200);
  return { browser, id: me.body.id };
}

/** A socket of `p` (its cookie sent with the upgrade) that said hello to `match`. */
export async function socketOf(
  base: string,
  p: Person,
  match: string,
  token: string | null,
): Promise<Client> {
  const c = await Client.open(base, p.browser.from, { cookie: `mt_session=${p.browser.cookie}` });
  const welcome = await c.hello(match, token);
  assert.equal(welcome.type, 'welcome', JSON.stringify(welcome));
  await c.next((m) => m.type === 'chat-history', 10_000, 0);
  return c;
}

export interface Table {
  readonly match: string;
  readonly ada: Person;
  readonly bob: Person;
  readonly eve: Person;
  /** Sockets of Ada (seat 0), Bob (seat 1) and Eve (a spectator), `base` the server they use. */
  sockets(base: string): Promise<{ ada: Client; bob: Client; eve: Client }>;
}

/** Ada creates a two-seat table and takes seat 0; Bob takes seat 1; Eve only watches. */
export async function table(base: string): Promise<Table> {
  const ada = await person(base, '127.0.0.11');
  const bob = await person(base, '127.0.0.12');
  const eve = await person(base, '127.0.0.13');
  const made = await ada.browser.post<{
    match: { id: string };
    token: string;
    invites: { token: string }[];
  }>('/api/matches', {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    join: { seat: 0, name: 'Ada' },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const match = made.body.match.id;
  const joined = await bob.browser.post<{ token: string }>(`/api/matches/${match}/join`, {
    token: made.body.invites[0]!.token,
    name: 'Bob',
  });
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  return {
    match,
    ada,
    bob,
    eve,
    sockets: async (at) => ({
      ada: await socketOf(at, ada, match, made.body.token),
      bob: await socketOf(at, bob, match, joined.body.token),
      eve: await socketOf(at, eve, match, null),
    }),
  };
}

type Line = {
  id: number;
  channel: string;
  seat: number | null;
  name: string;
  author: string;
  text: string | null;
  phrase: string | null;
};

/** The next chat line `c` receives (after `from`) whose text or phrase is `said`. */
export async function heard(c: Client, said: string, from = 0): Promise<Line> {
  const m = await c.next(
    (x: Message) =>
      x.type === 'chat' && ((x.line as Line).text === said || (x.line as Line).phrase === said),
    10_000,
    from,
  );
  return m.line as Line;
}

/** Chat lines `c` has received, as text or phrase ids. */
export const said = (c: Client): string[] =>
  c.messages
    .filter((m) => m.type === 'chat')
    .map((m) => (m.line as Line).text ?? (m.line as Line).phrase ?? '');

/** The next error frame `c` receives after `from`. */
export const errorAfter = (c: Client, from: number): Promise<Message> =>
  c.next((m) => m.type === 'error', 10_000, from);
