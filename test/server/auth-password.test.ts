// Accounts with a password (issue 27's fallback): a guest claims a user name, signs in on
// another device and finds their games there (the other device's guest games move along),
// sessions rotate on sign-in, guessing is limited per network and per user name with a clear
// 429, the password reaches neither the database nor the log as given; signing out here and
// everywhere, my data as a download, and deleting me (games kept under a pseudonym).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Me, MyGames } from '../../src/protocol/identity.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { checkPassword, hashPassword } from '../../src/server/auth-password.ts';
import { api, autoplay, chooser, Client, testServer, withServer } from './helpers.ts';
import { Browser, codeOf } from './identity-helpers.ts';

const lines: string[] = [];
let server: RunningServer;
before(async () => {
  server = await testServer({
    app: { logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } } },
  });
});
after(() => server.close());

const MM = 'monkeys-on-the-moon';
const db = () => server.hub.store.db;
const PASSWORD = 'correct horse battery staple';

/** A guest with a table of their own (a seat tied to them), named `name`. */
async function guestWithGame(from: string, name: string) {
  const b = new Browser(server.url, from);
  await b.get('/api/me');
  await b.post('/api/me/name', { name });
  const made = await b.post<{ match: { id: string } }>('/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    join: { seat: 0, name },
  });
  assert.equal(made.status, 201);
  return { b, match: made.body.match.id };
}

const gameIds = (g: MyGames) => [...g.waiting, ...g.running, ...g.finished].map((x) => x.id);

test('scrypt hashes: salted, in the stored format, checked in constant time', async () => {
  const a = await hashPassword('hunter22hunter');
  const b = await hashPassword('hunter22hunter');
  assert.match(a, /^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
  assert.notEqual(a, b, 'a random salt each time');
  assert.equal(await checkPassword('hunter22hunter', a), true);
  assert.equal(await checkPassword('hunter22hunteR', a), false);
  assert.equal(await checkPassword('hunter22hunter', 'md5$whatever'), false);
});

test("claim, then sign in on another device: the games are there, and that guest's move along", async () => {
  const { b: laptop, match: first } = await guestWithGame('127.0.0.1', 'Ada');
  const guestCookie = laptop.cookie;
  const claimed = await laptop.post<Me>('/api/auth/password/claim', {
    username: 'Ada_L',
    password: PASSWORD,
  });
  assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
  assert.equal(claimed.body.kind, 'account');
  assert.equal(claimed.body.username, 'ada_l', 'user names are kept lower-cased');
  assert.equal(claimed.body.password, true);
  assert.equal(claimed.body.name, 'Ada');
  assert.notEqual(laptop.cookie, guestCookie, 'the session rotated');
  const stale = new Browser(server.url);
  stale.cookie = guestCookie;
  assert.equal((await stale.post('/api/me/name', { name: 'X' })).status, 401);
  const stored = await db().query('select password_hash from people where id = $1', [
    claimed.body.id,
  ]);
  assert.ok(!String(stored[0]!.password_hash).includes(PASSWORD));

  // The phone played as a guest before signing in.
  const { b: phone, match: second } = await guestWithGame('127.0.0.2', 'Ada on the phone');
  const phoneGuest = (await phone.get<Me>('/api/me')).body.id;
  const before = phone.cookie;
  const signed = await phone.post<Me>('/api/auth/password/login', {
    username: 'ADA_l',
    password: PASSWORD,
  });
  assert.equal(signed.status, 200, JSON.stringify(signed.body));
  assert.equal(signed.body.id, claimed.body.id);
  assert.notEqual(phone.cookie, before, 'a new session on sign-in');
  const old = await db().query('select count(*)::int as n from sessions where person_id = $1', [
    phoneGuest,
  ]);
  assert.equal(old[0]!.n, 0, 'the guest session is gone');
  const games = (await phone.get<MyGames>('/api/me/games')).body;
  assert.deepEqual(gameIds(games).sort(), [first, second].sort());
  assert.deepEqual(
    gameIds((await laptop.get<MyGames>('/api/me/games')).body).sort(),
    [first, second].sort(),
  );
  // The phone's seat opens for the account.
  assert.equal((await laptop.post(`/api/matches/${second}/seat`)).status, 200);
});

test('bad claims: a taken user name (any case), a bad user name, a short password, an account already', async () => {
  const a = new Browser(server.url);
  await a.get('/api/me');
  assert.equal(
    (await a.post('/api/auth/password/claim', { username: 'grace', password: PASSWORD })).status,
    200,
  );
  const b = new Browser(server.url);
  await b.get('/api/me');
  const taken = await b.post('/api/auth/password/claim', { username: 'GRACE', password: PASSWORD });
  assert.equal(taken.status, 409);
  assert.equal(codeOf(taken), 'username-taken');
  for (const username of ['ab', 'x'.repeat(25), 'grace hopper', 'grâce', 'a\u0000b']) {
    const r = await b.post('/api/auth/password/claim', { username, password: PASSWORD });
    assert.equal(r.status, 400, username);
  }
  const short = await b.post('/api/auth/password/claim', { username: 'hopper', password: 'short' });
  assert.equal(codeOf(short), 'bad-password');
  const twice = await a.post('/api/auth/password/claim', {
    username: 'grace2',
    password: PASSWORD,
  });
  assert.equal(twice.status, 409);
  assert.equal(codeOf(twice), 'already-account');
  assert.equal((await b.get<Me>('/api/me')).body.kind, 'guest', 'nothing changed');
});

test('a wrong password is a 401; a forged cookie at sign-in is a clear 401 too', async () => {
  const a = new Browser(server.url);
  await a.get('/api/me');
  await a.post('/api/auth/password/claim', { username: 'linus', password: PASSWORD });
  const b = new Browser(server.url, '127.0.0.4');
  const wrong = await b.post('/api/auth/password/login', {
    username: 'linus',
    password: 'wrong password',
  });
  assert.equal(wrong.status, 401);
  assert.equal(codeOf(wrong), 'bad-credentials');
  const nobody = await b.post('/api/auth/password/login', {
    username: 'nobody',
    password: PASSWORD,
  });
  assert.equal(codeOf(nobody), 'bad-credentials', 'an unknown user name reads the same');
  b.cookie = 'B'.repeat(43);
  const forged = await b.post('/api/auth/password/login', {
    username: 'linus',
    password: PASSWORD,
  });
  assert.equal(forged.status, 401);
  assert.equal(codeOf(forged), 'bad-session');
  assert.equal(
    (await b.post<Me>('/api/auth/password/login', { username: 'linus', password: PASSWORD }))
      .status,
    200,
  );
});

test('password guessing is limited per user name and per network, with Retry-After', async () => {
  await withServer({ passwordPerUser: [0.001, 3], signInRate: [0.001, 8] }, async (s) => {
    const owner = new Browser(s.url);
    await owner.get('/api/me');
    await owner.post('/api/auth/password/claim', { username: 'target', password: PASSWORD });
    // Three wrong guesses from three networks, then the user name waits, even for the right one.
    for (let i = 0; i < 3; i++) {
      const r = await new Browser(s.url, `127.0.1.${i}`).post('/api/auth/password/login', {
        username: 'target',
        password: `guess number ${i}`,
      });
      assert.equal(r.status, 401);
    }
    const limited = await new Browser(s.url, '127.0.1.9').post<{
      error: { retryAfter: number; words: { de: string } };
    }>('/api/auth/password/login', { username: 'target', password: PASSWORD });
    assert.equal(limited.status, 429);
    assert.equal(codeOf(limited), 'rate-limited');
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.equal(limited.body.error.retryAfter, Number(limited.headers['retry-after']));
    assert.ok(limited.body.error.words.de.includes('Anmeldeversuche'));
    // Another user name from one network: the network's own budget runs out.
    const net = new Browser(s.url, '127.0.2.1');
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push(
        (await net.post('/api/auth/password/login', { username: `user${i}`, password: PASSWORD }))
          .status,
      );
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 401, 401, 401, 429]);
  });
});

test('passwords never reach the log, not even in a body that fails to parse', async () => {
  const secret = 'Sup3r-Secret-Passphrase';
  const b = new Browser(server.url);
  await b.get('/api/me');
  await b.post('/api/auth/password/claim', { username: 'quiet', password: secret });
  await b.post('/api/auth/password/login', { username: 'quiet', password: secret });
  const broken = await b.call(
    'POST',
    '/api/auth/password/login',
    `{"username":"quiet","password":"${secret}`,
    {
      'content-type': 'application/json',
    },
  );
  assert.equal(broken.status, 400);
  assert.ok(lines.length > 0, 'the server logged its requests');
  assert.ok(lines.some((l) => l.includes('/api/auth/password/login')));
  assert.ok(!lines.some((l) => l.includes(secret)), 'no log line holds the password');
});

test('sign out here, and everywhere: every session of the person is void at once', async () => {
  const a = new Browser(server.url);
  await a.get('/api/me');
  await a.post('/api/auth/password/claim', { username: 'twodevices', password: PASSWORD });
  const other = new Browser(server.url, '127.0.0.7');
  await other.post('/api/auth/password/login', { username: 'twodevices', password: PASSWORD });
  const third = new Browser(server.url, '127.0.0.8');
  await third.post('/api/auth/password/login', { username: 'twodevices', password: PASSWORD });
  const out = await third.post('/api/auth/logout');
  assert.equal(out.status, 200);
  assert.equal(third.cookie, null, 'the cookie is cleared');
  const me = (await a.get<Me>('/api/me')).body;
  assert.equal(me.username, 'twodevices', 'the other sessions live on');
  const all = await a.post('/api/auth/logout-all');
  assert.equal(all.status, 200);
  const left = await other.post('/api/me/name', { name: 'Still here?' });
  assert.equal(left.status, 401);
  assert.equal(codeOf(left), 'bad-session');
  const epoch = await db().query('select session_epoch from people where id = $1', [me.id]);
  assert.equal(epoch[0]!.session_epoch, 1);
  const fresh = await other.get<Me>('/api/me');
  assert.equal(fresh.body.kind, 'guest', 'after signing out a visitor is a new guest');
  const back = await other.post<Me>('/api/auth/password/login', {
    username: 'twodevices',
    password: PASSWORD,
  });
  assert.equal(back.body.id, me.id, 'signing in again works');
});

test('my data as a JSON download, then deleting me: personal data gone, games kept under a pseudonym', async () => {
  const { b, match } = await guestWithGame('127.0.0.9', 'Hedy');
  await b.post('/api/auth/password/claim', { username: 'hedy', password: PASSWORD });
  const me = (await b.get<Me>('/api/me')).body;
  const exported = await b.get<{
    format: string;
    person: Me;
    games: { id: string; seat: number }[];
    passkeys: unknown[];
    sessions: { current: boolean }[];
  }>('/api/me/export');
  assert.equal(exported.status, 200);
  assert.match(
    String(exported.headers['content-disposition']),
    /^attachment; filename="moontable-p_/,
  );
  assert.equal(exported.body.format, 'moontable-export/1');
  assert.equal(exported.body.person.username, 'hedy');
  assert.deepEqual(
    exported.body.games.map((g) => [g.id, g.seat]),
    [[match, 0]],
  );
  assert.ok(exported.body.sessions.some((s) => s.current));
  assert.ok(!JSON.stringify(exported.body).includes(PASSWORD));
  assert.ok(!JSON.stringify(exported.body).includes(b.cookie!), 'no session secret');

  const gone = await b.post<{ name: string }>('/api/me/delete');
  assert.equal(gone.status, 200);
  assert.match(gone.body.name, /^Player [0-9a-f]{4}$/);
  assert.equal(b.cookie, null);
  const row = (await db().query('select * from people where id = $1', [me.id]))[0]!;
  assert.equal(row.username, null);
  assert.equal(row.password_hash, null);
  assert.equal(row.name, gone.body.name);
  assert.ok(Number(row.deleted_at) > 0);
  const sessions = await db().query(
    'select count(*)::int as n from sessions where person_id = $1',
    [me.id],
  );
  assert.equal(sessions[0]!.n, 0);
  const seats = (await db().query('select seats from matches where id = $1', [match]))[0]!
    .seats as { name: string }[];
  assert.equal(seats[0]!.name, gone.body.name, 'the game is kept under the pseudonym');
  const again = await new Browser(server.url).post('/api/auth/password/login', {
    username: 'hedy',
    password: PASSWORD,
  });
  assert.equal(codeOf(again), 'bad-credentials', 'the account signs in no more');
  // The user name is free again.
  const next = new Browser(server.url);
  await next.get('/api/me');
  assert.equal(
    (await next.post('/api/auth/password/claim', { username: 'hedy', password: PASSWORD })).status,
    200,
  );
});

test("a rematch of a table played as a guest, asked for after signing in, is the account's", async () => {
  const owner = new Browser(server.url, '127.0.0.10');
  await owner.get('/api/me');
  const account = (
    await owner.post<Me>('/api/auth/password/claim', { username: 'rematcher', password: PASSWORD })
  ).body;
  const guest = new Browser(server.url, '127.0.0.11');
  await guest.get('/api/me');
  const made = await guest.post<{ match: { id: string }; token: string }>('/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    join: { seat: 0, name: 'Guest' },
  });
  const c = await Client.open(server.url);
  await c.hello(made.body.match.id, made.body.token);
  await autoplay(c, chooser(4));
  c.close();
  await guest.post('/api/auth/password/login', { username: 'rematcher', password: PASSWORD });
  // The old seat's secret asks for the rematch; the table keeps the guest's seat rows.
  const next = await api<{ match: { id: string } }>(
    server.url,
    'POST',
    `/api/matches/${made.body.match.id}/rematch`,
    undefined,
    made.body.token,
  );
  assert.equal(next.status, 200, JSON.stringify(next.body));
  const holder = await db().query('select person_id from match_people where match_id = $1', [
    next.body.match.id,
  ]);
  assert.deepEqual(
    holder.map((r) => r.person_id),
    [account.id],
  );
  const games = (await owner.get<MyGames>('/api/me/games')).body;
  assert.ok(gameIds(games).includes(next.body.match.id));
});
