// Passkeys (issue 27): a guest claims an account with a passkey, signs in with it on another
// device (discoverable: no user name typed) and finds their games there; an account adds a
// second passkey. A software authenticator (authenticator.ts) makes real ES256 credentials and
// signatures, and the server's real @simplewebauthn verification checks them: no mocks. Bad
// input: another origin, a used or foreign challenge, an unknown credential, a wrong signature.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import type { Me, MyGames } from '../../src/protocol/identity.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { assert as assertion, register } from './authenticator.ts';
import type { SoftCredential } from './authenticator.ts';
import { testServer } from './helpers.ts';
import { Browser, codeOf } from './identity-helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer();
});
after(() => server.close());

const MM = 'monkeys-on-the-moon';
type Options = { challenge: string; rp: { id: string }; user: { id: string } };

async function guestWithGame(from: string) {
  const b = new Browser(server.url, from);
  await b.get('/api/me');
  const made = await b.post<{ match: { id: string } }>('/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    join: { seat: 0, name: 'Ada' },
  });
  assert.equal(made.status, 201);
  return { b, match: made.body.match.id };
}

const gameIds = (g: MyGames) => [...g.waiting, ...g.running, ...g.finished].map((x) => x.id);

/** Claims an account for the browser's guest with a new passkey. */
async function claimWithPasskey(b: Browser, username: string) {
  const options = await b.post<Options>('/api/auth/passkey/register-options', { username });
  assert.equal(options.status, 200, JSON.stringify(options.body));
  const made = register(options.body, server.url);
  const done = await b.post<Me>('/api/auth/passkey/register', {
    response: made.response,
    username,
  });
  return { done, credential: made.credential, options: options.body };
}

async function signIn(b: Browser, credential: SoftCredential, tweak = {}) {
  const options = await b.post<{ challenge: string }>('/api/auth/passkey/login-options');
  assert.equal(options.status, 200);
  const response = assertion(options.body, credential, server.url, tweak);
  return b.post<Me>('/api/auth/passkey/login', { response });
}

test('a guest claims an account with a passkey, and signs in with it on another device', async () => {
  const { b: laptop, match: first } = await guestWithGame('127.0.0.1');
  const guest = (await laptop.get<Me>('/api/me')).body;
  const guestCookie = laptop.cookie;
  const { done, credential, options } = await claimWithPasskey(laptop, 'Ada');
  assert.equal(options.rp.id, '127.0.0.1', 'the relying party is the host asked');
  assert.equal(done.status, 200, JSON.stringify(done.body));
  assert.equal(done.body.id, guest.id, 'the guest became the account');
  assert.equal(done.body.kind, 'account');
  assert.equal(done.body.username, 'ada');
  assert.equal(done.body.passkeys, 1);
  assert.equal(done.body.password, false);
  assert.notEqual(laptop.cookie, guestCookie, 'the session rotated');
  const stored = await server.hub.store.db.query('select * from passkeys where person_id = $1', [
    guest.id,
  ]);
  assert.equal(stored.length, 1);
  assert.deepEqual(stored[0]!.transports, ['internal']);

  // The phone: a guest with a game of its own, then signs in with the passkey.
  const { b: phone, match: second } = await guestWithGame('127.0.0.2');
  const before = phone.cookie;
  const signed = await signIn(phone, credential);
  assert.equal(signed.status, 200, JSON.stringify(signed.body));
  assert.equal(signed.body.id, guest.id);
  assert.notEqual(phone.cookie, before, 'a new session on sign-in');
  const games = (await phone.get<MyGames>('/api/me/games')).body;
  assert.deepEqual(gameIds(games).sort(), [first, second].sort());
  const seat = await phone.post<{ token: string }>(`/api/matches/${first}/seat`);
  assert.equal(seat.status, 200, "the laptop's seat opens on the phone");
  const counter = await server.hub.store.db.query('select counter from passkeys where id = $1', [
    stored[0]!.id,
  ]);
  assert.equal(Number(counter[0]!.counter), 1, 'the signature counter is kept');

  // The account adds a second passkey (no user name needed), then signs in with either.
  const more = await phone.post<Options>('/api/auth/passkey/register-options');
  const second2 = register(more.body, server.url);
  const added = await phone.post<Me>('/api/auth/passkey/register', {
    response: second2.response,
  });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  assert.equal(added.body.passkeys, 2);
  const tablet = new Browser(server.url, '127.0.0.3');
  assert.equal((await signIn(tablet, second2.credential)).body.id, guest.id);
  // Signing in with no session at all works too (a brand-new device).
  assert.equal((await signIn(new Browser(server.url), credential)).status, 200);
});

test('bad passkey input is refused clearly and changes nothing', async () => {
  const b = new Browser(server.url, '127.0.0.4');
  await b.get('/api/me');
  // A taken user name is refused before the ceremony.
  const early = await b.post('/api/auth/passkey/register-options', { username: 'Ada' });
  assert.equal(early.status, 409);
  assert.equal(codeOf(early), 'username-taken');
  // A guest must name the account.
  const opts = await b.post<Options>('/api/auth/passkey/register-options');
  const nameless = await b.post('/api/auth/passkey/register', {
    response: register(opts.body, server.url).response,
  });
  assert.equal(nameless.status, 400);
  assert.equal(codeOf(nameless), 'bad-username');
  // Another site's origin in the client data.
  const evil = register(opts.body, server.url, { origin: 'https://evil.example' });
  const wrongOrigin = await b.post<{ error: { words: { de: string } } }>(
    '/api/auth/passkey/register',
    { response: evil.response, username: 'mallory' },
  );
  assert.equal(wrongOrigin.status, 400);
  assert.equal(codeOf(wrongOrigin), 'passkey-failed');
  assert.ok(wrongOrigin.body.error.words.de.includes('Passkey'));
  // The challenge was used by that attempt: once only.
  const reused = await b.post('/api/auth/passkey/register', {
    response: register(opts.body, server.url).response,
    username: 'mallory',
  });
  assert.equal(codeOf(reused), 'challenge-expired');
  // Another rpID.
  const opts2 = await b.post<Options>('/api/auth/passkey/register-options');
  const otherRp = await b.post('/api/auth/passkey/register', {
    response: register(opts2.body, server.url, { rpID: 'evil.example' }).response,
    username: 'mallory',
  });
  assert.equal(codeOf(otherRp), 'passkey-failed');
  // A challenge asked for by another session.
  const other = new Browser(server.url, '127.0.0.5');
  await other.get('/api/me');
  const theirs = await other.post<Options>('/api/auth/passkey/register-options');
  const stolen = await b.post('/api/auth/passkey/register', {
    response: register(theirs.body, server.url).response,
    username: 'mallory',
  });
  assert.equal(codeOf(stolen), 'challenge-expired');
  // Garbage instead of a credential.
  for (const response of [
    null,
    'x',
    { id: 'abc', response: {} },
    { id: 'a', response: { clientDataJSON: '\u0001' } },
  ]) {
    const r = await b.post('/api/auth/passkey/register', { response, username: 'mallory' });
    assert.equal(r.status, 400, JSON.stringify(response));
  }
  const me = (await b.get<Me>('/api/me')).body;
  assert.equal(me.kind, 'guest', 'still a guest');
  assert.equal(me.passkeys, 0);

  // Sign-in: an unknown credential, a wrong signature, a replayed assertion.
  const owner = new Browser(server.url, '127.0.0.6');
  await owner.get('/api/me');
  const { credential } = await claimWithPasskey(owner, 'grace');
  const stranger = register(opts.body, server.url).credential;
  const unknown = await signIn(new Browser(server.url), stranger);
  assert.equal(unknown.status, 401);
  assert.equal(codeOf(unknown), 'unknown-passkey');
  const forgedKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const forged = await signIn(new Browser(server.url), credential, { key: forgedKey });
  assert.equal(forged.status, 401);
  assert.equal(codeOf(forged), 'passkey-failed');
  const c = new Browser(server.url);
  const lo = await c.post<{ challenge: string }>('/api/auth/passkey/login-options');
  const response = assertion(lo.body, credential, server.url);
  assert.equal((await c.post('/api/auth/passkey/login', { response })).status, 200);
  const replay = await c.post('/api/auth/passkey/login', { response });
  assert.equal(codeOf(replay), 'challenge-expired');
  // A forged cookie at sign-in: a clear 401.
  const f = new Browser(server.url);
  f.cookie = 'C'.repeat(43);
  assert.equal(codeOf(await f.post('/api/auth/passkey/login-options')), 'bad-session');
});

test('behind TLS the public URL names the relying party and the origin', async () => {
  const s = await testServer({ app: { publicUrl: 'https://play.example.org' } });
  try {
    const b = new Browser(s.url);
    await b.get('/api/me');
    const opts = await b.post<Options>('/api/auth/passkey/register-options', { username: 'tls' });
    assert.equal(opts.body.rp.id, 'play.example.org');
    const local = await b.post('/api/auth/passkey/register', {
      response: register(opts.body, s.url).response,
      username: 'tls',
    });
    assert.equal(codeOf(local), 'passkey-failed', 'the local origin is not the public one');
    const opts2 = await b.post<Options>('/api/auth/passkey/register-options', { username: 'tls' });
    const ok = await b.post<Me>('/api/auth/passkey/register', {
      response: register(opts2.body, 'https://play.example.org').response,
      username: 'tls',
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.kind, 'account');
  } finally {
    await s.close();
  }
});

test('an account made with a passkey adds a password as a fallback, under its own user name', async () => {
  const b = new Browser(server.url, '127.0.0.7');
  await b.get('/api/me');
  const { done } = await claimWithPasskey(b, 'fallback');
  assert.equal(done.body.password, false);
  const other = await b.post('/api/auth/password/claim', {
    username: 'another',
    password: 'a fallback password',
  });
  assert.equal(other.status, 409);
  assert.equal(codeOf(other), 'already-account');
  const added = await b.post<Me>('/api/auth/password/claim', {
    username: 'fallback',
    password: 'a fallback password',
  });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  assert.equal(added.body.password, true);
  assert.equal(added.body.passkeys, 1);
  const again = await b.post('/api/auth/password/claim', {
    username: 'fallback',
    password: 'another password',
  });
  assert.equal(codeOf(again), 'already-account', 'a password is not changed this way');
  const signed = await new Browser(server.url).post<Me>('/api/auth/password/login', {
    username: 'fallback',
    password: 'a fallback password',
  });
  assert.equal(signed.body.id, done.body.id);
});
