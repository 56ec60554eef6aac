// No input to the people API gets a 500: hostile values in every field of every route (NUL,
// lone surrogates, control characters, wrong types, deep nesting, bodies that are no JSON), with
// a live session and without, against a real server. Every answer is below 500 with a JSON
// error, and the server's log holds no error-level line and no stack trace.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { testServer } from './helpers.ts';
import { Browser } from './identity-helpers.ts';

const lines: string[] = [];
let server: RunningServer;
before(async () => {
  server = await testServer({
    app: { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
  });
});
after(() => server.close());

const NASTY: unknown[] = [
  '\u0000',
  '\ud800',
  '\u001b[2J',
  '\u202e',
  '',
  'x'.repeat(5000),
  -1,
  1.5,
  1e308,
  true,
  null,
  [],
  {},
  [[[[[[[[[[[[[[]]]]]]]]]]]]]],
  { id: '\u0000', response: { clientDataJSON: '\ud800' } },
  { id: 'x', response: { clientDataJSON: Buffer.from('{"challenge":1}').toString('base64url') } },
  {
    id: 'x',
    rawId: 'x',
    type: 'public-key',
    response: { clientDataJSON: 'e30', attestationObject: '!!' },
  },
];

const ROUTES: [string, string[]][] = [
  ['/api/me/name', ['name']],
  ['/api/auth/password/claim', ['username', 'password']],
  ['/api/auth/password/login', ['username', 'password']],
  ['/api/auth/passkey/register-options', ['username']],
  ['/api/auth/passkey/register', ['response', 'username']],
  ['/api/auth/passkey/login-options', []],
  ['/api/auth/passkey/login', ['response']],
  ['/api/matches/abcdefghijkl/seat', ['seat']],
];

test('the people API: hostile bodies get answers below 500, and no error in the log', async () => {
  const statuses = new Map<number, number>();
  const check = (what: string, status: number, body: unknown) => {
    assert.ok(status < 500, `${what}: ${status}`);
    if (status >= 400)
      assert.ok(typeof body === 'object' && body !== null && 'error' in body, what);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  };
  const signedIn = new Browser(server.url);
  await signedIn.get('/api/me');
  const nobody = new Browser(server.url, '127.0.0.2');
  for (const b of [signedIn, nobody]) {
    for (const [path, fields] of ROUTES) {
      for (const field of fields) {
        for (const value of NASTY) {
          const r = await b.post(path, {
            username: 'fuzzer',
            password: 'long enough',
            [field]: value,
          });
          check(`${path} ${field}=${JSON.stringify(value).slice(0, 60)}`, r.status, r.body);
        }
      }
      for (const raw of ['{"name":"\\u0000"', 'null', '"x"', '[1,2]', '\u0000', '['.repeat(5000)]) {
        const r = await b.call('POST', path, raw, { 'content-type': 'application/json' });
        check(`${path} raw ${raw.slice(0, 20)}`, r.status, r.body);
      }
    }
  }
  for (const path of ['/api/me', '/api/me/games', '/api/me/export']) {
    const r = await signedIn.get(path);
    check(path, r.status, r.body);
  }
  assert.ok((statuses.get(400) ?? 0) > 50, 'most were refused as bad requests');
  const bad = lines.filter((l) => {
    const entry = JSON.parse(l) as { level: number };
    return entry.level >= 50 || /"stack"|\n\s+at /.test(l);
  });
  assert.deepEqual(bad, []);
  // Nothing above made an account.
  const accounts = await server.hub.store.db.query(
    `select count(*)::int as n from people where kind = 'account'`,
  );
  assert.equal(accounts[0]!.n, 0);
});
