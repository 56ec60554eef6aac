// No input gets a 500: a bounded, seeded run of hostile requests over HTTP and WebSocket (NUL,
// lone surrogates, control characters, wrong types, bad JSON, odd paths and queries, a frame
// over a megabyte, text that is not UTF-8) against a real server. Every answer is below 500,
// and the server's log holds no error-level line and no stack trace.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import WebSocket from 'ws';
import type { RunningServer } from '../../src/server/index.ts';
import { CLOSE } from '../../src/protocol/wire.ts';
import { api, chooser, Client, createAndJoin, testServer } from './helpers.ts';

const lines: string[] = [];
let server: RunningServer;
before(async () => {
  server = await testServer({
    app: { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
  });
});
after(() => server.close());

/** Log lines at error level (50) or above, or with a stack in them. */
const badLines = () =>
  lines.filter((l) => {
    const entry = JSON.parse(l) as { level: number };
    return entry.level >= 50 || /"stack"|\n\s+at /.test(l);
  });

const NASTY: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u001b[2J',
  '\u0007\r\n',
  '\u009b',
  '\u202e',
  '',
  ' ',
  'x'.repeat(5000),
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  {},
  [[[[[[[[[[[[[[]]]]]]]]]]]]]],
  { __proto__: null, constructor: 'x' },
  { seat: '\u0000', name: '\ud800' },
];

const VALID = {
  game: 'monkeys-on-the-moon',
  options: { treachery: false },
  seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  timeControl: { initialMs: 60_000, incrementMs: 1000, onTimeout: 'forfeit' },
  takeover: { bot: 'random', graceMs: 1000 },
  hints: false,
  join: { seat: 0, name: 'Ada' },
};

/** Every path to a leaf (or a branch) of a JSON value. */
function paths(x: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [at];
  if (typeof x === 'object' && x !== null)
    for (const [k, v] of Object.entries(x))
      out.push(...paths(v, [...at, Array.isArray(x) ? Number(k) : k]));
  return out;
}

function withValue(x: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(x) ? [...x] : { ...(x as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  copy[head!] = withValue(copy[head!], rest, value);
  return copy;
}

test('HTTP: hostile bodies, paths and queries get answers below 500, and no error in the log', async () => {
  const pick = chooser(26);
  const statuses = new Map<number, number>();
  const check = (what: string, status: number) => {
    assert.ok(status < 500, `${what}: ${status}`);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  };
  const all = paths(VALID);
  // Each leaf and branch of a good request, replaced by something hostile (seeded, bounded).
  for (let i = 0; i < 300; i++) {
    const path = all[pick(all.length)]!;
    const body = withValue(VALID, path, NASTY[pick(NASTY.length)]);
    const res = await fetch(`${server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    check(`create ${JSON.stringify(body).slice(0, 200)}`, res.status);
    await res.arrayBuffer();
  }
  // Keys that are hostile, and raw bodies that are no JSON or not the JSON they claim.
  const raw = [
    '{"game":"monkeys-on-the-moon","seats":[{"kind":"human"}],"\\u0000":1}',
    '{"game":"monkeys-on-the-moon","options":{"\\ud800":true},"seats":[{"kind":"human"},{"kind":"human"}]}',
    '{"game":"\\u0000"',
    '{"__proto__":{"x":1}}',
    '\u0000',
    '\uFEFF{}',
    '['.repeat(20_000),
    'null',
    '"x"',
    '',
  ];
  for (const body of raw) {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await fetch(`${server.url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      check(`raw ${type} ${body.slice(0, 60)}`, res.status);
      await res.arrayBuffer();
    }
  }
  const created = await createAndJoin(server.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id = created.match.id;
  for (const name of NASTY) {
    for (const token of [created.invites[0]!.token, '\u0000', '\ud800', 'x'.repeat(100)]) {
      const res = await api(server.url, 'POST', `/api/matches/${id}/join`, { token, name });
      check(`join ${JSON.stringify(name).slice(0, 40)}`, res.status);
    }
  }
  const gets = [
    '/api/matches?status=%00',
    '/api/matches?status=%ED%A0%80',
    '/api/matches?limit=1e999',
    '/api/matches?limit=%ff',
    '/api/matches?status[]=open',
    '/api/matches?status=open&status=running',
    `/api/matches/${id}/record?lang=%00`,
    `/api/matches/${id}/record?lang=de&lang=en`,
    '/api/matches/%00',
    '/api/matches/%ED%A0%80',
    `/api/matches/${'x'.repeat(5000)}`,
    '/m/%00',
    '/m/%ff%fe',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%00.js',
    '/%E0%A4%A',
  ];
  for (const path of gets) {
    const res = await fetch(server.url + path);
    check(`GET ${path}`, res.status);
    await res.arrayBuffer();
  }
  for (const auth of ['Bearer \u00ff', `Bearer ${'x'.repeat(8000)}`, 'Bearer', 'Basic x']) {
    const res = await fetch(`${server.url}/api/matches/${id}/rematch`, {
      method: 'POST',
      headers: { authorization: auth },
    });
    check(`rematch ${auth.slice(0, 20)}`, res.status);
    await res.arrayBuffer();
  }
  assert.ok((statuses.get(400) ?? 0) > 50, JSON.stringify([...statuses]));
  assert.deepEqual(badLines(), []);
});

test('WebSocket: hostile frames get typed errors; a 1.1 MB frame closes with 1009 and a reason, logged without a stack', async () => {
  const created = await createAndJoin(server.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id = created.match.id;
  const frames: unknown[] = [];
  for (const x of NASTY) {
    frames.push({ type: 'hello', match: x, token: null });
    frames.push({ type: 'hello', match: id, token: x });
    frames.push({ type: 'hello', match: id, since: x, lang: x });
    frames.push({ type: x });
  }
  let typed = 0;
  for (const frame of frames) {
    const s = await Client.open(server.url);
    const from = s.messages.length;
    s.send(frame);
    const m = await s.next((x) => x.type === 'error' || x.type === 'welcome', 10_000, from);
    if (m.type === 'error') typed++;
    s.close();
  }
  assert.ok(typed > frames.length / 2, `${typed} of ${frames.length}`);
  const player = await Client.open(server.url);
  await player.hello(id, created.seats[0]!.token);
  for (const move of ['\u0000', 'bid \ud800', 'pass\u001b', 'x'.repeat(600)]) {
    const from = player.messages.length;
    player.send({ type: 'move', version: 0, move, id: 'm1' });
    const m = await player.next((x) => x.type === 'error', 10_000, from);
    assert.ok(
      ['bad-message', 'bad-move-syntax', 'not-your-turn'].includes(m.code as string),
      m.code as string,
    );
  }
  player.close();

  // Over a megabyte: closed with 1009 and a reason.
  const big = new WebSocket(server.url.replace(/^http/, 'ws') + '/ws');
  await new Promise((resolve) => big.once('open', resolve));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    big.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  big.on('error', () => {});
  big.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(1_100_000) }));
  const { code, reason } = await closed;
  assert.equal(code, CLOSE.tooBig);
  assert.match(reason, /over 1 MB/);

  // A text frame that is not UTF-8, sent by hand: closed (1007), no error logged either.
  const raw = connect(Number(new URL(server.url).port), '127.0.0.1');
  await new Promise((resolve) => raw.once('connect', resolve));
  raw.write(
    'GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  const ended = new Promise((resolve) => raw.on('close', resolve));
  raw.on('error', () => {});
  raw.once('data', () => {
    // One masked text frame with the bytes ff fe.
    raw.write(Buffer.from([0x81, 0x82, 0, 0, 0, 0, 0xff, 0xfe]));
  });
  await ended;

  const warned = lines.filter((l) => l.includes('websocket closed on an error'));
  assert.ok(warned.length >= 2, lines.slice(-5).join('\n'));
  assert.ok(warned.every((l) => (JSON.parse(l) as { level: number }).level === 40));
  assert.deepEqual(badLines(), []);
});
