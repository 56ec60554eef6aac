// One hostile client against a real server with tight budgets: floods, a client that never
// reads, sockets that never say hello or stop answering pings, too many sockets from one
// address, half-sent HTTP requests, binary frames and a future protocol. Each case is a bounded
// loop that waits for the server's answer (a close code, an error), never for a time.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import WebSocket from 'ws';
import type { RunningServer } from '../../src/server/index.ts';
import { CLOSE } from '../../src/protocol/wire.ts';
import { Client, createAndJoin, LIFTED_LIMITS, testServer } from './helpers.ts';

let server: RunningServer;
const WS_BURST = 10;
before(async () => {
  server = await testServer({
    limits: {
      ...LIFTED_LIMITS,
      wsRate: [20, WS_BURST],
      socketsPerAddress: 6,
      helloTimeoutMs: 300,
      heartbeatMs: 300,
      requestTimeoutMs: 500,
      sendBufferBytes: 64 * 1024,
    },
  });
});
after(() => server.close());

/** A raw socket whose every frame and close code is kept. */
async function rawSocket(options: WebSocket.ClientOptions = {}) {
  const ws = new WebSocket(server.url.replace(/^http/, 'ws') + '/ws', options);
  const frames: Record<string, unknown>[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d)) as Record<string, unknown>));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames, closed };
}

/** How often a server refused something for `reason`, from its own metrics. */
async function refusedOn(s: RunningServer, reason: string): Promise<number> {
  const text = await s.metrics.registry.getSingleMetricAsString('moontable_refused_total');
  const line = text.split('\n').find((l) => l.includes(`reason="${reason}"`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}
const refused = (reason: string) => refusedOn(server, reason);

test('a ping flood gets one rate-limited answer, then silence, then close code 4429', async () => {
  const { ws, frames, closed } = await rawSocket();
  for (let i = 0; i < 500; i++) ws.send('{"type":"ping"}');
  assert.equal(await closed, CLOSE.flood);
  const limited = frames.filter((f) => f.code === 'rate-limited');
  assert.equal(limited.length, 1, 'one rate-limited answer, not one per frame');
  assert.ok(frames.length <= WS_BURST + 2, `${frames.length} answers to 500 frames`);
});

test('a client that never reads: the server stops queueing and closes it with 1008', async () => {
  // A socket allowed to send fast (its own server), so the answers outgrow every buffer. It
  // never says hello: on a loaded machine the loop can outlast the hello timeout, whose close
  // would end the test's answers before the send queue fills, so that timeout is lifted here.
  const fast = await testServer({
    limits: {
      ...LIFTED_LIMITS,
      wsRate: [1e9, 1e9],
      sendBufferBytes: 64 * 1024,
      helloTimeoutMs: 600_000,
    },
  });
  try {
    const ws = new WebSocket(fast.url.replace(/^http/, 'ws') + '/ws');
    await new Promise((resolve) => ws.once('open', resolve));
    ws.pause(); // read nothing from now on
    let received = 0;
    ws.on('message', () => received++);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    // Each bad frame earns a typed error of about 90 bytes. Unread, they fill the kernel's
    // buffers (a few MB on loopback), then the server's 64 KB: there it gives up on the socket.
    // The loop is bounded; the server must give up well before its end.
    let sent = 0;
    for (let round = 0; round < 2000 && (await refusedOn(fast, 'not-reading')) === 0; round++) {
      // Send more only while the server keeps reading, so the loop waits for it, not for time.
      if (sent < 200_000 && ws.bufferedAmount < 256 * 1024)
        for (let i = 0; i < 2000; i++, sent++) ws.send('x');
      await new Promise((r) => setTimeout(r, 10));
    }
    assert.equal(await refusedOn(fast, 'not-reading'), 1, `still open after ${sent} frames`);
    ws.resume();
    assert.equal(await closed, CLOSE.notReading);
    assert.ok(received < sent, `the server stopped answering (${received} of ${sent})`);
  } finally {
    await fast.close();
  }
});

test('a socket that never says hello is closed with 4408', async () => {
  const { closed } = await rawSocket();
  assert.equal(await closed, CLOSE.noHello);
});

test('a peer that stops answering pings is dropped by the heartbeat', async () => {
  const created = await createAndJoin(server.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const before = await refused('silent');
  const { ws, frames, closed } = await rawSocket({ autoPong: false });
  ws.send(JSON.stringify({ type: 'hello', match: created.match.id, token: null }));
  const code = await closed;
  assert.equal(code, 1006, 'terminated, not closed politely: the peer is gone');
  assert.equal(frames[0]?.type, 'welcome', 'it was a bound spectator, so not the hello limit');
  assert.ok((await refused('silent')) > before);
});

test('sockets per address: past the limit a new socket is closed with 1013', async () => {
  const created = await createAndJoin(server.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const held: Client[] = [];
  let code: number | null = null;
  for (let i = 0; i < 20 && code === null; i++) {
    const c = await Client.open(server.url);
    const answer = await Promise.race([
      c.hello(created.match.id, null),
      c.closed.then((n) => ({ type: 'closed', code: n })),
    ]);
    if (answer.type === 'closed') code = answer.code as number;
    else held.push(c);
  }
  assert.equal(code, CLOSE.tryLater);
  assert.ok(held.length <= 6, `${held.length} sockets were let in`);
  for (const c of held) c.close();
  await Promise.all(held.map((c) => c.closed));
  // Closed sockets give their places back.
  const again = await Client.open(server.url);
  assert.equal((await again.hello(created.match.id, null)).type, 'welcome');
  again.close();
});

test('an HTTP request that never finishes its headers is cut off', async () => {
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => (answer += String(d)));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write('GET /api/games HTTP/1.1\r\nHost: x\r\nX-Slow: ');
  for (let i = 0; i < 3; i++) socket.write('a'); // trickles, never ends the headers
  await new Promise((resolve) => socket.once('close', resolve));
  assert.match(answer, /^HTTP\/1\.1 408/);
});

test('binary frames and a future protocol get codes of their own', async () => {
  const { ws, frames } = await rawSocket();
  ws.send(Buffer.from([1, 2, 3]));
  ws.send(JSON.stringify({ type: 'hello', match: 'abc', protocol: 2 }));
  ws.send('{"type":"ping"}');
  for (let i = 0; i < 100 && frames.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual(
    frames.map((f) => f.code ?? f.type),
    ['binary-frame', 'unsupported-protocol', 'pong'],
  );
  ws.close();
});
