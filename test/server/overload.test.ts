// An overloaded server says `busy` at once instead of letting latency grow: here its event loop
// is made to run late (this test blocks it, as a flood of work would), and moves and new
// matches are refused until it catches up. Also: the embedded database's durable default.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { api, Client, createAndJoin, LIFTED_LIMITS, testServer } from './helpers.ts';
import type { Message } from './helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer({ limits: { ...LIFTED_LIMITS, busyLagMs: 100 } });
});
after(() => server.close());

/** Blocks this process's event loop (the server's too) for most of every 300 ms. */
function overload(): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + 250;
    while (performance.now() < until);
  }, 50);
  return () => clearInterval(timer);
}

/** Sends one legal move from whichever seat is to act; resolves with the answer to it. */
async function tryMove(clients: Client[], n: number): Promise<Message> {
  for (const c of clients) {
    const last = [...c.messages]
      .reverse()
      .find((m) => m.type === 'welcome' || m.type === 'update' || m.type === 'match');
    const legal = (last?.legal as { move: string }[] | undefined) ?? [];
    if (legal.length === 0) continue;
    const id = `m${n}`;
    c.send({ type: 'move', version: last!.version, move: legal[0]!.move, id });
    return c.next((m) => (m.type === 'ack' || m.type === 'error') && m.id === id, 30_000, 0);
  }
  throw new Error('nobody is to act');
}

test('overloaded: moves and new matches are answered busy at once; then play resumes', async () => {
  const created = await createAndJoin(server.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const clients = await Promise.all(
    created.seats.map(async (invite) => {
      const c = await Client.open(server.url);
      await c.hello(created.match.id, invite.token);
      return c;
    }),
  );
  const stop = overload();
  let busyMove: Message | null = null;
  for (let n = 0; n < 50 && !busyMove; n++) {
    const answer = await tryMove(clients, n);
    if (answer.type === 'error' && answer.code === 'busy') busyMove = answer;
    else await new Promise((r) => setTimeout(r, 20));
  }
  let busyCreate = 0;
  for (let n = 0; n < 50 && busyCreate !== 503; n++)
    busyCreate = (
      await api(server.url, 'POST', '/api/matches', {
        game: 'monkeys-on-the-moon',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      })
    ).status;
  stop();
  assert.ok(busyMove, 'a move was refused as busy');
  assert.match(busyMove.message as string, /busy/);
  assert.equal(busyCreate, 503);
  // Once the loop catches up, moves are taken again.
  let acked = false;
  for (let n = 100; n < 200 && !acked; n++) {
    acked = (await tryMove(clients, n)).type === 'ack';
    if (!acked) await new Promise((r) => setTimeout(r, 50));
  }
  assert.ok(acked, 'play resumed');
  for (const c of clients) c.close();
});

test('the embedded database is durable by default: every commit is flushed to the disk', async () => {
  const rows = await server.hub.store.db.query<{ fsync: string }>('show fsync');
  assert.equal(rows[0]!.fsync, 'on');
  const method = await server.hub.store.db.query<{ wal_sync_method: string }>(
    'show wal_sync_method',
  );
  // fsync(), which the embedded file system passes on to the disk (it ignores fdatasync).
  assert.equal(method[0]!.wal_sync_method, 'fsync');
});
