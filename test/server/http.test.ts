// HTTP hygiene on real servers: static files never from outside the web build, compressed for
// browsers that accept it, security headers, typed 400s and JSON 404s, forwarded headers only
// from configured proxies, invite links from --public-url, /metrics, request ids in the logs,
// liveness and readiness.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { RunningServer } from '../../src/server/index.ts';
import { api, LIFTED_LIMITS, tempDir, testServer } from './helpers.ts';

const MM = 'monkeys-on-the-moon';
const twoHumans = { game: MM, seats: [{ kind: 'human' }, { kind: 'human' }] };

// A web build with a script, and beside it (outside it) files that must never be served.
const site = tempDir('moontable-site');
const dist = join(site, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
const SCRIPT = `console.log(${JSON.stringify('moontable '.repeat(2000))});\n`;
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Moontable</title><div id="app">');
writeFileSync(join(dist, 'assets', 'main-abc123.js'), SCRIPT);
writeFileSync(join(site, 'dist.probe'), 'SECRET sibling of the build');
writeFileSync(join(site, 'secret.txt'), 'SECRET outside the build');
symlinkSync(join(site, 'secret.txt'), join(dist, 'assets', 'link.txt'));
// A file with the compressed copies a web build writes beside it (made here at other settings
// than the server's, so the bytes tell which one was sent).
const STYLE = `body { color: ${'#123456; '.repeat(300)} }\n`;
const STYLE_BR = brotliCompressSync(STYLE, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
const STYLE_GZ = gzipSync(STYLE, { level: 1 });
writeFileSync(join(dist, 'assets', 'style-abc123.css'), STYLE);
writeFileSync(join(dist, 'assets', 'style-abc123.css.br'), STYLE_BR);
writeFileSync(join(dist, 'assets', 'style-abc123.css.gz'), STYLE_GZ);

const logLines: Record<string, unknown>[] = [];
let plain: RunningServer; // trusts no proxy
let proxied: RunningServer; // behind a proxy at 127.0.0.1, with a public URL
before(async () => {
  plain = await testServer({
    limits: { ...LIFTED_LIMITS, createRate: [0.001, 3] },
    app: {
      webDir: dist,
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
      },
    },
  });
  proxied = await testServer({
    app: {
      trustProxy: ['127.0.0.1'],
      publicUrl: 'https://play.example.org',
      metricsFrom: ['10.0.0.9'],
    },
  });
});
after(async () => {
  await plain.close();
  await proxied.close();
});

/** A raw GET (fetch would decompress and normalize the path), headers and body as bytes. */
function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method: 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('static files: nothing outside the web build, however the path is written', async () => {
  for (const path of [
    '/..%2fdist.probe',
    '/..%2Fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fdist.probe',
    '/..%5csecret.txt',
    '/assets/link.txt',
    '/a%00b',
    '/assets/missing.js',
  ]) {
    const res = await get(plain.url, path);
    assert.doesNotMatch(res.body.toString(), /SECRET/, path);
    assert.notEqual(res.status, 200, `${path} must not be served`);
  }
  assert.equal((await get(plain.url, '/%E0%A4%A')).status, 400, 'bad URL encoding');
  const route = await get(plain.url, '/m/abc123');
  assert.equal(route.status, 200);
  assert.match(route.body.toString(), /<title>Moontable/);
});

test('static files are compressed for browsers that accept it, and cached by kind', async () => {
  const br = await get(plain.url, '/assets/main-abc123.js', {
    'accept-encoding': 'gzip, deflate, br',
  });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers.vary, 'accept-encoding');
  assert.match(String(br.headers['cache-control']), /immutable/);
  assert.equal(brotliDecompressSync(br.body).toString(), SCRIPT);
  assert.ok(br.body.length < SCRIPT.length / 10, `${br.body.length} bytes on the wire`);
  const gz = await get(plain.url, '/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gz.body).toString(), SCRIPT);
  const none = await get(plain.url, '/assets/main-abc123.js');
  assert.equal(none.headers['content-encoding'], undefined);
  assert.equal(none.body.toString(), SCRIPT);
  const refused = await get(plain.url, '/assets/main-abc123.js', {
    'accept-encoding': 'br;q=0, gzip',
  });
  assert.equal(refused.headers['content-encoding'], 'gzip');
  // The page itself is revalidated each visit; an unchanged one is a 304.
  const page = await get(plain.url, '/');
  assert.equal(page.headers['cache-control'], 'no-cache');
  const again = await get(plain.url, '/', { 'if-none-match': String(page.headers.etag) });
  assert.equal(again.status, 304);
  // API answers are compressed too.
  const games = await get(plain.url, '/api/games', { 'accept-encoding': 'br' });
  assert.equal(games.headers['content-encoding'], 'br');
  assert.ok(JSON.parse(brotliDecompressSync(games.body).toString()).games.length >= 4);
});

test("the build's compressed copies are sent as they are, and only as an encoding", async () => {
  const br = await get(plain.url, '/assets/style-abc123.css', { 'accept-encoding': 'br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.deepEqual(br.body, STYLE_BR, 'the copy from the build, not compressed again');
  assert.equal(brotliDecompressSync(br.body).toString(), STYLE);
  const gz = await get(plain.url, '/assets/style-abc123.css', { 'accept-encoding': 'gzip' });
  assert.deepEqual(gz.body, STYLE_GZ);
  const none = await get(plain.url, '/assets/style-abc123.css');
  assert.equal(none.body.toString(), STYLE);
  for (const copy of ['/assets/style-abc123.css.br', '/assets/style-abc123.css.gz'])
    assert.equal((await get(plain.url, copy)).status, 404, copy);
});

test('every answer carries the security headers the client is built for', async () => {
  for (const path of ['/', '/api/games', '/assets/main-abc123.js']) {
    const res = await get(plain.url, path);
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/, path);
    assert.match(csp, /script-src 'self'(;|$)/, `${path}: no inline or foreign scripts`);
    assert.match(csp, /frame-ancestors 'none'/, path);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', path);
    assert.equal(res.headers['referrer-policy'], 'no-referrer', path);
    assert.equal(res.headers['x-frame-options'], 'DENY', path);
    assert.match(String(res.headers['x-request-id']), /^[\w-]+$/, path);
  }
  assert.equal(
    (await get(proxied.url, '/livez')).headers['strict-transport-security'],
    'max-age=31536000',
  );
});

test('bad query values are 400s and unknown API routes JSON 404s', async () => {
  for (const q of [
    'limit=1.5',
    'limit=0',
    'limit=201',
    'limit=abc',
    'limit=1&limit=2',
    'status=lost',
  ])
    assert.equal((await api(plain.url, 'GET', `/api/matches?${q}`)).status, 400, q);
  assert.equal((await api(plain.url, 'GET', '/api/matches?limit=3')).status, 200);
  assert.equal((await api(plain.url, 'GET', '/api/matches/x/record?lang=fr')).status, 400);
  for (const [method, path] of [
    ['GET', '/api/nope'],
    ['POST', '/api/games'],
    ['DELETE', '/api/matches/abc'],
    ['GET', '/api/'],
  ] as const) {
    const res = await api<{ error: { code: string } }>(plain.url, method, path);
    assert.equal(res.status, 404, `${method} ${path}`);
    assert.equal(res.body.error.code, 'not-found');
  }
});

test('forwarded headers count only from a configured proxy', async () => {
  // Not trusted: a rotating X-Forwarded-For does not lift the per-address create limit (3).
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${plain.url}/api/matches`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${i}`,
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify(twoHumans),
    });
    statuses.push(res.status);
    if (res.status === 201) {
      const body = (await res.json()) as { invites: { url: string }[]; spectate: string };
      assert.ok(body.spectate.startsWith(plain.url), `${body.spectate} follows the real Host`);
      for (const i of body.invites) assert.ok(i.url.startsWith(plain.url));
    }
  }
  assert.deepEqual(statuses, [201, 201, 201, 429, 429, 429]);

  // Trusted proxy: the client's address comes from X-Forwarded-For; links from --public-url.
  const res = await fetch(`${proxied.url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example' },
    body: JSON.stringify(twoHumans),
  });
  const body = (await res.json()) as { invites: { url: string }[]; spectate: string };
  assert.match(body.spectate, /^https:\/\/play\.example\.org\/m\//);
  assert.match(body.invites[0]!.url, /^https:\/\/play\.example\.org\/m\/[\w-]+#invite=/);
  const metrics = (xff: string) =>
    fetch(`${proxied.url}/metrics`, { headers: { 'x-forwarded-for': xff } });
  assert.equal((await metrics('198.51.100.7')).status, 404, 'metrics only for their readers');
  const allowed = await metrics('10.0.0.9');
  assert.equal(allowed.status, 200);
  assert.match(await allowed.text(), /^moontable_matches\{status="open"\} \d+$/m);
});

test('/metrics in Prometheus text; one JSON log line per request with its id', async () => {
  const res = await fetch(`${plain.url}/metrics`);
  assert.equal(res.status, 200);
  assert.match(String(res.headers.get('content-type')), /^text\/plain/);
  const text = await res.text();
  for (const name of [
    'moontable_matches',
    'moontable_sockets',
    'moontable_moves_total',
    'moontable_move_ack_seconds_bucket',
    'moontable_bot_queue',
    'moontable_db_seconds_bucket',
    'moontable_event_loop_lag_seconds',
    'process_resident_memory_bytes',
  ])
    assert.ok(new RegExp(`^${name}`, 'm').test(text), name);
  const games = await fetch(`${plain.url}/api/games`);
  const id = games.headers.get('x-request-id');
  // The line is written once the answer has gone out: wait for it.
  let line: Record<string, unknown> | undefined;
  for (let i = 0; i < 100 && !line; i++) {
    line = logLines.find((l) => l.reqId === id);
    if (!line) await new Promise((r) => setTimeout(r, 10));
  }
  assert.ok(line, `a log line for request ${id}`);
  assert.equal(line.msg, 'request');
  assert.equal(line.url, '/api/games');
  assert.equal(line.status, 200);
  assert.equal(typeof line.time, 'number');
});

test('liveness and readiness', async () => {
  assert.deepEqual((await api(plain.url, 'GET', '/livez')).body, { ok: true });
  const ready = await api(plain.url, 'GET', '/readyz');
  assert.equal(ready.status, 200);
  assert.equal(ready.body.database, 'pglite');
});

test('what a player is told when joining goes wrong comes in German too (issue 16)', async () => {
  type Refusal = { error: { code: string; message: string; words?: { de?: string } } };
  const unknown = await api<Refusal>(proxied.url, 'POST', '/api/matches/nosuchmatch1/join', {
    token: 'abcdef',
    name: 'Ada',
  });
  assert.equal(unknown.body.error.code, 'unknown-match');
  assert.equal(unknown.body.error.words?.de, 'Es gibt keine Partie nosuchmatch1.');
  const made = await api<{ match: { id: string } }>(proxied.url, 'POST', '/api/matches', {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const forged = await api<Refusal>(
    proxied.url,
    'POST',
    `/api/matches/${made.body.match.id}/join`,
    {
      token: 'notarealtoken',
      name: 'Ada',
    },
  );
  assert.equal(forged.body.error.code, 'bad-token');
  assert.match(forged.body.error.words?.de ?? '', /gehört nicht zu dieser Partie/);
  const info = await api<Refusal>(proxied.url, 'GET', '/api/matches/nosuchmatch1');
  assert.equal(info.body.error.words?.de, 'Es gibt keine Partie nosuchmatch1.');
});
