// A guest at once (issue 27): the first GET /api/me makes a person and a session, the cookie
// remembers it, a name is set through the same checks as a seat's, seats taken with the
// session are tied to the person ("my games"), and a seat opens on another device only for the
// person who holds it. Bad input: forged and expired cookies, cross-site writes, control
// characters, guest squatting. Against a real server over a real database and real sockets.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Me, MyGames } from '../../src/protocol/identity.ts';
import {
  readMeAnswer,
  readMyGamesAnswer,
  readSeatAgainAnswer,
} from '../../src/protocol/identity.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { PeopleStore } from '../../src/store/people.ts';
import { autoplay, chooser, Client, httpFrom, testServer, withServer } from './helpers.ts';
import { Browser, codeOf } from './identity-helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer({ app: { trustProxy: ['127.0.0.1'] } });
});
after(() => server.close());

const MM = 'monkeys-on-the-moon';
const db = () => server.hub.store.db;

test('the first visit makes a guest at once, and the httpOnly cookie brings it back', async () => {
  const b = new Browser(server.url);
  const first = await b.get<Me>('/api/me');
  assert.equal(first.status, 200);
  assert.equal(first.body.kind, 'guest');
  assert.match(first.body.id, /^p_[A-Za-z0-9_-]{16}$/);
  assert.equal(first.body.username, null);
  assert.equal(first.body.password, false);
  assert.equal(first.body.passkeys, 0);
  const cookie = String(first.headers['set-cookie']);
  assert.match(
    cookie,
    /^mt_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  // The database keeps the secret's hash only.
  const rows = await db().query('select id_hash from sessions where person_id = $1', [
    first.body.id,
  ]);
  assert.equal(rows.length, 1);
  assert.notEqual(rows[0]!.id_hash, b.cookie);
  assert.match(String(rows[0]!.id_hash), /^[0-9a-f]{64}$/);
  const again = await b.get<Me>('/api/me');
  assert.equal(again.body.id, first.body.id);
  assert.equal(again.headers['set-cookie'], undefined, 'a known session sets no new cookie');
});

test('over TLS (a trusted proxy says https) the cookie is Secure', async () => {
  const b = new Browser(server.url);
  b.headers = { 'x-forwarded-proto': 'https' };
  const me = await b.get('/api/me');
  assert.match(String(me.headers['set-cookie']), /; Secure$/);
});

test('a name goes through the name checks; control characters are a clear 400', async () => {
  const b = new Browser(server.url);
  await b.get('/api/me');
  const named = await b.post<Me>('/api/me/name', { name: '  Ada  ' });
  assert.equal(named.status, 200);
  assert.equal(named.body.name, 'Ada');
  assert.equal((await b.get<Me>('/api/me')).body.name, 'Ada');
  const control = await b.post('/api/me/name', { name: 'Ada\u0007' });
  assert.equal(control.status, 400);
  assert.equal(codeOf(control), 'bad-request');
  const empty = await b.post<{ error: { code: string; words: { de: string } } }>('/api/me/name', {
    name: '   ',
  });
  assert.equal(empty.status, 400);
  assert.equal(codeOf(empty), 'bad-name');
  assert.ok(empty.body.error.words.de.length > 0, 'German words');
  assert.equal((await b.get<Me>('/api/me')).body.name, 'Ada', 'nothing changed');
});

test('a forged or expired cookie is no session: a new guest on /api/me, a clear 401 elsewhere', async () => {
  const forged = new Browser(server.url);
  forged.cookie = 'A'.repeat(43);
  const renamed = await forged.post('/api/me/name', { name: 'Mallory' });
  assert.equal(renamed.status, 401);
  assert.equal(codeOf(renamed), 'bad-session');
  assert.equal(forged.cookie, null, 'the cookie is cleared');
  forged.cookie = 'not a session at all';
  const fresh = await forged.get<Me>('/api/me');
  assert.equal(fresh.status, 200);
  assert.equal(fresh.body.kind, 'guest');
  assert.notEqual(forged.cookie, 'not a session at all');

  const b = new Browser(server.url);
  const me = (await b.get<Me>('/api/me')).body;
  const old = b.cookie;
  await db().query('update sessions set expires_at = 1 where person_id = $1', [me.id]);
  const after = await b.get<Me>('/api/me');
  assert.equal(after.status, 200);
  assert.notEqual(after.body.id, me.id, 'an expired session is a new guest');
  assert.notEqual(b.cookie, old);
  const none = await new Browser(server.url).post('/api/me/name', { name: 'X' });
  assert.equal(none.status, 401);
  assert.equal(codeOf(none), 'no-session');
});

test('a write with the cookie from another site is refused (403 cross-site) and changes nothing', async () => {
  const b = new Browser(server.url);
  await b.get('/api/me');
  await b.post('/api/me/name', { name: 'Ada' });
  const evil = await b.post('/api/me/name', { name: 'Pwned' }, { origin: 'https://evil.example' });
  assert.equal(evil.status, 403);
  assert.equal(codeOf(evil), 'cross-site');
  const site = await b.post('/api/me/name', { name: 'Pwned' }, { 'sec-fetch-site': 'cross-site' });
  assert.equal(site.status, 403);
  const sibling = await b.post(
    '/api/me/name',
    { name: 'Pwned' },
    { 'sec-fetch-site': 'same-site' },
  );
  assert.equal(sibling.status, 403);
  // No Origin and no Sec-Fetch-Site with the cookie: not provably ours, refused too.
  const bare = await httpFrom(server.url, '127.0.0.1', 'POST', '/api/me/name', {
    body: { name: 'Pwned' },
    headers: { cookie: `mt_session=${b.cookie}` },
  });
  assert.equal(bare.status, 403);
  const joined = await b.post(
    '/api/matches/abcdefgh/join',
    { token: 'x'.repeat(22), name: 'P' },
    {
      origin: 'https://evil.example',
    },
  );
  assert.equal(joined.status, 403, 'joining with the cookie is a write too');
  assert.equal((await b.get<Me>('/api/me')).body.name, 'Ada');
  const ours = await b.post('/api/me/name', { name: 'Ada L' }, { 'sec-fetch-site': 'same-origin' });
  assert.equal(ours.status, 200);
});

test('an oversized body is a clear 413', async () => {
  const b = new Browser(server.url);
  await b.get('/api/me');
  const big = await b.post('/api/me/name', { name: 'x'.repeat(70 * 1024) });
  assert.equal(big.status, 413);
  assert.equal(codeOf(big), 'too-large');
});

test('guests are budgeted per network: a 429 with Retry-After, other networks unaffected', async () => {
  await withServer({ guestRate: [0.001, 2] }, async (s) => {
    for (let i = 0; i < 2; i++)
      assert.equal((await new Browser(s.url, '127.0.0.5').get('/api/me')).status, 200);
    const third = await new Browser(s.url, '127.0.0.5').get('/api/me');
    assert.equal(third.status, 429);
    assert.equal(codeOf(third), 'rate-limited');
    assert.ok(Number(third.headers['retry-after']) >= 1);
    assert.equal(third.headers['set-cookie'], undefined, 'no session made');
    const rows = await s.hub.store.db.query('select count(*)::int as n from people');
    assert.equal(rows[0]!.n, 2);
    assert.equal((await new Browser(s.url, '127.0.0.6').get('/api/me')).status, 200);
  });
});

test("seats taken with a session are the person's: my games, waiting / running / finished", async () => {
  const ada = new Browser(server.url);
  const me = (await ada.get<Me>('/api/me')).body;
  // Ada creates a table against a bot and takes her seat at once.
  const made = await ada.post<{ match: { id: string }; seat: number; token: string }>(
    '/api/matches',
    {
      game: MM,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      join: { seat: 0, name: 'Ada' },
    },
  );
  assert.equal(made.status, 201);
  const id = made.body.match.id;
  const rows = await db().query('select seats from matches where id = $1', [id]);
  assert.equal((rows[0]!.seats as { person?: string }[])[0]!.person, me.id);
  // Bob joins a second table through an invite, with his own session.
  const bob = new Browser(server.url, '127.0.0.2');
  const bobMe = (await bob.get<Me>('/api/me')).body;
  const two = await ada.post<{ match: { id: string }; invites: { token: string }[] }>(
    '/api/matches',
    { game: MM, seats: [{ kind: 'human' }, { kind: 'human' }], join: { seat: 0, name: 'Ada' } },
  );
  const joined = await bob.post('/api/matches/' + two.body.match.id + '/join', {
    token: two.body.invites[0]!.token,
    name: 'Bob',
  });
  assert.equal(joined.status, 200);
  const people = await db().query(
    'select seat, person_id from match_people where match_id = $1 order by seat',
    [two.body.match.id],
  );
  assert.deepEqual(
    people.map((r) => [r.seat, r.person_id]),
    [
      [0, me.id],
      [1, bobMe.id],
    ],
  );
  const games = (await ada.get<MyGames>('/api/me/games')).body;
  const all = [...games.waiting, ...games.running];
  assert.ok(all.some((g) => g.id === id && g.seat === 0));
  const table = all.find((g) => g.id === two.body.match.id)!;
  assert.deepEqual(
    table.players.map((p) => p.name),
    ['Ada', 'Bob'],
  );
  assert.ok(!JSON.stringify(games).includes(made.body.token), 'no secret in my games');
  // Ada plays her first table to the end: it moves to "finished".
  const c = await Client.open(server.url);
  assert.equal((await c.hello(id, made.body.token)).type, 'welcome');
  await autoplay(c, chooser(3));
  c.close();
  const later = (await ada.get<MyGames>('/api/me/games')).body;
  // Every answer reads as the protocol says (the web client's readers).
  const read = readMyGamesAnswer(later);
  assert.ok(read.ok, read.ok ? '' : read.error.message);
  assert.ok(readMeAnswer((await ada.get('/api/me')).body).ok);
  assert.equal(readMyGamesAnswer({ waiting: [{ id: 1 }], running: [], finished: [] }).ok, false);
  const done = later.finished.find((g) => g.id === id);
  assert.ok(done, 'the finished match is listed');
  assert.equal(done.result?.ranking.length, 2);
  // Bob's list has his table only; a CLI join without a cookie ties nothing.
  const bobs = (await bob.get<MyGames>('/api/me/games')).body;
  assert.deepEqual(
    [...bobs.waiting, ...bobs.running, ...bobs.finished].map((g) => g.id),
    [two.body.match.id],
  );
});

test("the seat's secret is handed again (rotated) to its person only: another device opens it", async () => {
  const ada = new Browser(server.url);
  await ada.get('/api/me');
  const made = await ada.post<{ match: { id: string }; seat: number; token: string }>(
    '/api/matches',
    { game: MM, seats: [{ kind: 'human' }, { kind: 'human' }], join: { seat: 1, name: 'Ada' } },
  );
  const id = made.body.match.id;
  const again = await ada.post<{ seat: number; token: string }>(`/api/matches/${id}/seat`);
  assert.equal(again.status, 200);
  assert.equal(again.body.seat, 1);
  assert.ok(readSeatAgainAnswer(again.body).ok);
  assert.notEqual(again.body.token, made.body.token);
  const other = await Client.open(server.url);
  const welcome = await other.hello(id, again.body.token);
  assert.equal(welcome.type, 'welcome');
  assert.equal(welcome.seat, 1);
  const stale = await Client.open(server.url);
  assert.equal(
    (await stale.hello(id, made.body.token)).code,
    'bad-token',
    'the old secret is void',
  );
  other.close();
  stale.close();
  // Somebody else, signed in or not, gets nothing.
  const eve = new Browser(server.url, '127.0.0.3');
  await eve.get('/api/me');
  const refused = await eve.post<{ error: { code: string; words: { de: string } } }>(
    `/api/matches/${id}/seat`,
  );
  assert.equal(refused.status, 403);
  assert.equal(codeOf(refused), 'forbidden');
  assert.ok(refused.body.error.words.de.length > 0);
  assert.equal((await new Browser(server.url).post(`/api/matches/${id}/seat`)).status, 401);
  assert.equal((await eve.post('/api/matches/nonsense!/seat')).status, 403);
});

test('a session in use is pushed on, and /api/me sends the cookie again with it', async () => {
  const b = new Browser(server.url);
  const me = (await b.get<Me>('/api/me')).body;
  const secret = b.cookie;
  await db().query('update sessions set last_seen = 0, expires_at = $2 where person_id = $1', [
    me.id,
    Date.now() + 60_000,
  ]);
  const again = await b.get<Me>('/api/me');
  assert.equal(again.body.id, me.id);
  assert.match(String(again.headers['set-cookie']), /^mt_session=[^;]+; Max-Age=15552000;/);
  assert.equal(b.cookie, secret, 'the same session, sent again');
  const row = (
    await db().query('select expires_at from sessions where person_id = $1', [me.id])
  )[0]!;
  assert.ok(Number(row.expires_at) > Date.now() + 100 * 86_400_000, 'expiry pushed on');
});

test('what can never be used again is swept: expired sessions, guests nobody can be, seats of expired tables', async () => {
  const people = new PeopleStore(db());
  const mk = async (from: string) => {
    const b = new Browser(server.url, from);
    return { b, id: (await b.get<Me>('/api/me')).body.id };
  };
  const lost = await mk('127.0.0.20'); // session expired, no seat: swept
  const player = await mk('127.0.0.21'); // session expired, a seat: kept
  const live = await mk('127.0.0.22'); // a live session: kept
  const open = await player.b.post<{ match: { id: string } }>('/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    join: { seat: 0, name: 'P' },
  });
  await db().query('update people set created_at = 0 where id = any($1::text[])', [
    `{${[lost.id, player.id, live.id].join(',')}}`,
  ]);
  await db().query('update sessions set expires_at = 1 where person_id = any($1::text[])', [
    `{${lost.id},${player.id}}`,
  ]);
  const swept = await people.sweep(Date.now(), Date.now() - 86_400_000);
  assert.ok(swept.sessions >= 2);
  assert.ok(swept.guests >= 1);
  const left = await db().query('select id from people where id = any($1::text[])', [
    `{${[lost.id, player.id, live.id].join(',')}}`,
  ]);
  assert.deepEqual(left.map((r) => r.id).sort(), [player.id, live.id].sort());
  // An open table nobody joined expires; its seat rows go with it.
  await db().query('update matches set updated_at = 0 where id = $1', [open.body.match.id]);
  assert.deepEqual(await server.hub.store.expireOpen(1), [open.body.match.id]);
  const seats = await db().query('select * from match_people where match_id = $1', [
    open.body.match.id,
  ]);
  assert.equal(seats.length, 0);
});
