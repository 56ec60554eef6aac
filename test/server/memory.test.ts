// A server short of memory turns away what would bring more in (new matches, seats and
// sockets: `busy`, 503, close code 1013) while the tables in play go on, and takes new work again
// once memory is back. The heap here is really filled: the test holds a ballast of arrays in
// the server's own process until the heap passes the server's `busyHeap` share.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { RunningServer } from '../../src/server/index.ts';
import { CLOSE } from '../../src/protocol/wire.ts';
import { api, Client, createAndJoin, testServer } from './helpers.ts';
import type { Message } from './helpers.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;

let server: RunningServer;
let limit = 0;
let share = 0;
before(async () => {
  gc();
  const heap = getHeapStatistics();
  limit = heap.heap_size_limit;
  // Full once the heap holds 250 MB more than now: the server's start and one match stay below.
  share = (heap.used_heap_size + 250 * MB) / limit;
  server = await testServer({ limits: { busyHeap: share } });
});
after(() => server.close());

const NEW_MATCH = { game: 'monkeys-on-the-moon', seats: [{ kind: 'human' }, { kind: 'human' }] };

async function refused(reason: string): Promise<number> {
  const text = await server.metrics.registry.getSingleMetricAsString('moontable_refused_total');
  const line = text.split('\n').find((l) => l.includes(`reason="${reason}"`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** Sends one legal move from whichever seat is to act; resolves with the answer to it. */
async function move(clients: Client[], id: string): Promise<Message> {
  for (const c of clients) {
    const last = [...c.messages].reverse().find((m) => m.type === 'welcome' || m.type === 'update');
    const legal = (last?.legal as { move: string }[] | undefined) ?? [];
    if (legal.length === 0) continue;
    c.send({ type: 'move', version: last!.version, move: legal[0]!.move, id });
    return c.next((m) => (m.type === 'ack' || m.type === 'error') && m.id === id, 10_000, 0);
  }
  throw new Error('nobody is to act');
}

/** Polls `POST /api/matches` until it answers `status` (the load is measured every 200 ms). */
async function createUntil(status: number): Promise<{ status: number; body: unknown }> {
  for (let i = 0; ; i++) {
    const res = await api(server.url, 'POST', '/api/matches', NEW_MATCH);
    if (res.status === status || i >= 50) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('short of memory: new matches and sockets are busy, the match in play goes on, then all is welcome again', async () => {
  const created = await createAndJoin(server.url, NEW_MATCH);
  const clients = await Promise.all(
    created.seats.map(async (invite) => {
      const c = await Client.open(server.url);
      await c.hello(created.match.id, invite.token);
      return c;
    }),
  );
  assert.equal((await move(clients, 'before')).type, 'ack');
  assert.equal((await createUntil(201)).status, 201, 'a new match while memory is plenty');

  // Fill the heap past the server's share: arrays of numbers, 8 MB each.
  const want = share * limit - getHeapStatistics().used_heap_size + 150 * MB;
  let ballast: number[][] | null = Array.from({ length: Math.ceil(want / (8 * MB)) }, () =>
    new Array<number>(MB).fill(0.5),
  );
  const full = await createUntil(503);
  assert.equal(full.status, 503, 'a new match is refused');
  const error = (full.body as { error: { code: string; message: string } }).error;
  assert.equal(error.code, 'busy');
  assert.match(error.message, /full/);
  const late = await Client.open(server.url);
  assert.equal(await late.closed, CLOSE.tryLater, 'a new socket is closed with 1013');
  assert.equal((await move(clients, 'during')).type, 'ack', 'the match in play goes on');
  assert.ok((await refused('busy-memory')) >= 2);

  assert.ok(ballast.length > 0);
  ballast = null;
  gc();
  assert.equal((await createUntil(201)).status, 201, 'new matches are welcome again');
  const again = await Client.open(server.url);
  assert.equal((await again.hello(created.match.id, null)).type, 'welcome');
  for (const c of [...clients, again]) c.close();
});
