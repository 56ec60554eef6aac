// People across server nodes (issue 27): two nodes over one throwaway PostgreSQL. A session
// made on node A works on node B, "my games" agree between the nodes (a finished game too),
// a seat's secret re-issued on B opens the seat on A, and signing out everywhere on one node
// ends the sessions the other node knows; a rated game ended on A shows the same rating,
// leaderboard and history on B.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Me, MyGames } from '../../src/protocol/identity.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { autoplay, chooser, Client, twoNodes } from './helpers.ts';
import type { TwoNodes } from './helpers.ts';
import { Browser, codeOf } from './identity-helpers.ts';

const MM = 'monkeys-on-the-moon';
let nodes: TwoNodes | undefined;
let a: RunningServer;
let b: RunningServer;
before(async () => {
  nodes = await twoNodes();
  ({ a, b } = nodes);
});
after(() => nodes?.stop());

/** The same browser on another node: the same cookie, another base URL. */
function on(node: RunningServer, browser: Browser): Browser {
  const moved = new Browser(node.url, browser.from);
  moved.cookie = browser.cookie;
  return moved;
}

const ids = (g: MyGames) => ({
  waiting: g.waiting.map((x) => x.id).sort(),
  running: g.running.map((x) => x.id).sort(),
  finished: g.finished.map((x) => x.id).sort(),
});

test('PostgreSQL, two nodes: a session from A works on B, and my games agree', async () => {
  assert.equal(a.hub.store.db.kind, 'postgres');
  const adaA = new Browser(a.url);
  const me = (await adaA.get<Me>('/api/me')).body;
  const adaB = on(b, adaA);
  const there = await adaB.get<Me>('/api/me');
  assert.equal(there.body.id, me.id, 'the cookie made on A is known on B');
  assert.equal(there.headers['set-cookie'], undefined);

  // A table against a bot on A, and a table for two made on B that Bob joins on A.
  const solo = await adaA.post<{ match: { id: string }; token: string }>('/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    join: { seat: 0, name: 'Ada' },
  });
  const duo = await adaB.post<{ match: { id: string }; invites: { token: string }[] }>(
    '/api/matches',
    { game: MM, seats: [{ kind: 'human' }, { kind: 'human' }], join: { seat: 0, name: 'Ada' } },
  );
  const bob = new Browser(a.url, '127.0.0.2');
  await bob.get('/api/me');
  const joined = await bob.post(`/api/matches/${duo.body.match.id}/join`, {
    token: duo.body.invites[0]!.token,
    name: 'Bob',
  });
  assert.equal(joined.status, 200);
  const fromA = (await adaA.get<MyGames>('/api/me/games')).body;
  const fromB = (await adaB.get<MyGames>('/api/me/games')).body;
  assert.deepEqual(ids(fromA), ids(fromB));
  assert.equal(ids(fromA).waiting.length + ids(fromA).running.length, 2);

  // The seat's secret re-issued on B opens the seat on A.
  const seat = await adaB.post<{ seat: number; token: string }>(
    `/api/matches/${solo.body.match.id}/seat`,
  );
  assert.equal(seat.status, 200);
  const c = await Client.open(a.url);
  const welcome = await c.hello(solo.body.match.id, seat.body.token);
  assert.equal(welcome.type, 'welcome');
  assert.equal(welcome.seat, 0);
  await autoplay(c, chooser(11));
  c.close();
  const doneA = (await adaA.get<MyGames>('/api/me/games')).body;
  const doneB = (await adaB.get<MyGames>('/api/me/games')).body;
  assert.deepEqual(ids(doneA).finished, [solo.body.match.id]);
  assert.deepEqual(ids(doneA), ids(doneB));

  // An account claimed on A signs in on B; signing out everywhere on B ends A's session.
  const claimed = await adaA.post<Me>('/api/auth/password/claim', {
    username: 'ada',
    password: 'two nodes, one account',
  });
  assert.equal(claimed.status, 200);
  const phone = new Browser(b.url, '127.0.0.3');
  const signed = await phone.post<Me>('/api/auth/password/login', {
    username: 'ada',
    password: 'two nodes, one account',
  });
  assert.equal(signed.body.id, me.id);
  assert.deepEqual(ids((await phone.get<MyGames>('/api/me/games')).body), ids(doneA));
  assert.equal((await phone.post('/api/auth/logout-all')).status, 200);
  const void_ = await adaA.post('/api/me/name', { name: 'Ada again' });
  assert.equal(void_.status, 401);
  assert.equal(codeOf(void_), 'bad-session');
});

test('a session survives a restart of every node', async () => {
  const ada = new Browser(a.url);
  const me = (await ada.get<Me>('/api/me')).body;
  await nodes!.restart(); // both nodes closed, two new ones on the same database
  ({ a, b } = nodes!);
  const back = await on(b, ada).get<Me>('/api/me');
  assert.equal(back.body.id, me.id);
});

test('PostgreSQL, two nodes: a rated game played on A shows the same rating on B', async () => {
  const cy = new Browser(b.url, '127.0.0.4');
  await cy.get('/api/me');
  const claimed = await cy.post<Me>('/api/auth/password/claim', {
    username: 'cyrus',
    password: 'rated on one node, read on both',
  });
  assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
  // The account made on B sits at a rated table against an anchored bot on A.
  const onA = on(a, cy);
  const made = await onA.post<{
    match: { id: string; settings: { rated: boolean } };
    token: string;
  }>('/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    join: { seat: 0, name: 'Cy' },
    rated: true,
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.match.settings.rated, true);
  const c = await Client.open(a.url);
  await c.hello(made.body.match.id, made.body.token);
  await autoplay(c, chooser(5));
  c.close();
  type Profile = { ratings: Record<string, { mu: number; games: number; history: unknown[] }> };
  let fromA: Profile | undefined;
  for (let i = 0; i < 100 && !fromA?.ratings[MM]; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 100));
    fromA = (await onA.get<Profile>('/api/players/cyrus')).body;
  }
  assert.equal(fromA!.ratings[MM]!.games, 1, 'rated once, on the node that ended the game');
  const fromB = (await cy.get<Profile>('/api/players/cyrus')).body;
  assert.deepEqual(fromB.ratings, fromA!.ratings);
  const boardA = (await onA.get<unknown>(`/api/leaderboard/${MM}`)).body;
  const boardB = (await cy.get<unknown>(`/api/leaderboard/${MM}`)).body;
  assert.deepEqual(boardB, boardA);
  const games = (await cy.get<MyGames>('/api/me/games')).body;
  assert.deepEqual(ids(games).finished, [made.body.match.id]);
});
