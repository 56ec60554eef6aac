// Taking back a move with two server nodes over one throwaway PostgreSQL: the players agree on
// node A, and node B, which a spectator and later a player use, rebuilds the match without the
// move (its `taken_back` count moved), so both nodes agree on the log and the next move. And a
// request asked on one node is seen and answered by a player on the other (undo_asks).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { api, Client, createAndJoin, twoNodes } from './helpers.ts';
import type { TwoNodes } from './helpers.ts';
import { askable, latest, send, table } from './undo-helpers.ts';
import type { Legal } from './undo-helpers.ts';

let nodes: TwoNodes | undefined;
let a: RunningServer;
let b: RunningServer;
before(async () => {
  nodes = await twoNodes();
  ({ a, b } = nodes);
});
after(() => nodes?.stop());

test('PostgreSQL, two nodes: a move taken back on A is gone on B too, and play goes on there', async () => {
  assert.equal(b.hub.store.db.kind, 'postgres');
  const { id, clients, seats } = await table(a.url, 'monkeys-on-the-moon', 2);
  const spectator = await Client.open(b.url);
  assert.equal((await spectator.hello(id, null)).type, 'welcome');
  const { seat, version, legal } = await askable(clients);
  await spectator.next((m) => m.type === 'update' && m.version === version, 10_000, 0);
  clients[1 - seat]!.send({ type: 'undo-answer', version, accept: true });
  // B heard of it through the database and tells its own clients.
  const done = await spectator.next((m) => m.type === 'undone', 10_000, 0);
  assert.equal(done.taken, version);
  assert.equal(done.version, version - 1);
  for (const node of [a, b]) {
    const info = await api<{ match: { version: number } }>(node.url, 'GET', `/api/matches/${id}`);
    assert.equal(info.body.match.version, version - 1, node.url);
  }
  // The asker moves again, now through B: B accepts it at the version A stepped back to.
  const there = await Client.open(b.url);
  const welcome = await there.hello(id, seats[seat]!);
  assert.equal(welcome.version, version - 1);
  assert.deepEqual(welcome.legal, legal);
  const move = (welcome.legal as Legal).at(-1)!.move;
  const seen = clients[1 - seat]!.messages.length;
  there.send({ type: 'move', version: version - 1, move, id: 'b' });
  const ack = await there.next((m) => m.type === 'ack' || m.type === 'error');
  assert.deepEqual(ack, { type: 'ack', id: 'b', version });
  // A's players see B's move.
  await clients[1 - seat]!.next((m) => m.type === 'update' && m.version === version, 10_000, seen);
  assert.equal(latest(clients[1 - seat]!).version, version);
  for (const c of [...clients, spectator, there]) c.close();
});

test('PostgreSQL, two nodes: a request asked on one node is answered on the other, yes and no', async () => {
  const created = await createAndJoin(a.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id = created.match.id;
  // Seat 0 plays through A, seat 1 through B.
  const clients: Client[] = [];
  for (const s of created.seats) {
    const c = await Client.open(s.seat === 0 ? a.url : b.url);
    assert.equal((await c.hello(id, s.token)).type, 'welcome');
    clients[s.seat] = c;
  }
  // Asked on one node; the other player, on the other node, is told and agrees there.
  const first = await askable(clients);
  const other = clients[1 - first.seat]!;
  const asked = await other.next(
    (m) => m.type === 'undo-asked' && m.version === first.version,
    10_000,
    0,
  );
  assert.deepEqual(asked.waiting, [1 - first.seat]);
  other.send({ type: 'undo-answer', version: first.version, accept: true, id: 'yes' });
  for (const c of clients) {
    const done = await c.next((m) => m.type === 'undone' && m.taken === first.version, 10_000, 0);
    assert.equal(done.version, first.version - 1);
  }
  for (const node of [a, b]) {
    const info = await api<{ match: { version: number } }>(node.url, 'GET', `/api/matches/${id}`);
    assert.equal(info.body.match.version, first.version - 1, node.url);
  }
  // Asked again; this time the other player refuses, and the asker hears why, on its node.
  const second = await askable(clients);
  const asker = clients[second.seat]!;
  const from = asker.messages.length;
  await clients[1 - second.seat]!.next(
    (m) => m.type === 'undo-asked' && m.version === second.version,
    10_000,
    0,
  );
  clients[1 - second.seat]!.send({
    type: 'undo-answer',
    version: second.version,
    accept: false,
    id: 'no',
  });
  const cancelled = await asker.next((m) => m.type === 'undo-cancelled', 10_000, from);
  assert.deepEqual(
    { why: cancelled.why, by: cancelled.by, version: cancelled.version },
    { why: 'refused', by: 1 - second.seat, version: second.version },
  );
  // The request is over everywhere: a late yes is refused in words.
  await clients[1 - second.seat]!.next(
    (m) => m.type === 'undo-cancelled' && m.version === second.version,
    10_000,
    0,
  );
  const late = await send(clients[1 - second.seat]!, {
    type: 'undo-answer',
    version: second.version,
    accept: true,
  });
  assert.equal(late.code, 'no-undo-asked');
  for (const c of clients) c.close();
});
