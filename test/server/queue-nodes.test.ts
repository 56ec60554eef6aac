// "Play online now" across nodes (issue 28): two server nodes over one throwaway PostgreSQL.
// Two people ask on different nodes and are paired into one match, whichever node pairs them;
// both nodes then look at the queue at the same moment with three more waiting, and the bucket's
// lock lets exactly one table be set for them, each person once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readQueueAnswer } from '../../src/protocol/queue.ts';
import type { QueueEntry } from '../../src/protocol/queue.ts';
import { Client, twoNodes } from './helpers.ts';
import type { TwoNodes } from './helpers.ts';
import { Browser } from './identity-helpers.ts';

let t = Date.UTC(2026, 10, 27, 21, 0);
const now = () => t;
let nodes: TwoNodes | undefined;
before(async () => {
  // No timers: the test says when each node looks at the queue.
  nodes = await twoNodes({ now, sweepMs: 0 });
});
after(() => nodes?.stop());

let n = 0;
async function person(base: string, name: string): Promise<Browser> {
  const b = new Browser(base, `127.0.5.${++n}`);
  assert.equal((await b.get('/api/me')).status, 200);
  assert.equal((await b.post('/api/me/name', { name })).status, 200);
  return b;
}

const entryOf = (r: { status: number; body: unknown }): QueueEntry | null => {
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const read = readQueueAnswer(r.body);
  assert.ok(read.ok);
  return read.value.queue;
};

test('PostgreSQL, two nodes: people who asked on different nodes are paired into one match', async () => {
  const { a, b } = nodes!;
  const ada = await person(a.url, 'Ada');
  const bob = await person(b.url, 'Bob');
  const asked = entryOf(await ada.post('/api/queue', { game: 'monkey-lab', players: 2 }));
  assert.equal(asked?.state, 'waiting');
  // Bob asks on node B, which looks at the bucket at once and finds Ada, who asked on A.
  const bobs = entryOf(await bob.post('/api/queue', { game: 'monkey-lab', players: 2 }));
  assert.equal(bobs?.state, 'paired');
  // Ada learns it on her node at her next heartbeat, and opens her own seat there.
  const adas = entryOf(await ada.get('/api/queue'));
  assert.ok(adas?.state === 'paired' && bobs?.state === 'paired');
  assert.equal(adas.match, bobs.match);
  assert.notEqual(adas.seat, bobs.seat);
  const seat = await ada.post<{ seat: number; token: string }>(
    `/api/matches/${adas.match}/seat`,
    {},
  );
  assert.equal(seat.status, 200);
  const socket = await Client.open(a.url);
  const welcome = await socket.hello(adas.match, seat.body.token);
  assert.equal(welcome.seat, adas.seat);
  assert.equal((welcome.match as { status: string }).status, 'running');
  socket.ws.close();
});

test('PostgreSQL, two nodes looking at once: one table for three waiters, each seated once', async () => {
  const { a, b } = nodes!;
  const people = [await person(a.url, 'Cy'), await person(b.url, 'Di'), await person(a.url, 'Ed')];
  // Each asks for a 4-player table that waits for bots after 15 s; nobody fits a full table.
  for (const p of people) {
    const e = entryOf(
      await p.post('/api/queue', { game: 'chimps-on-mars', players: 4, botsAfterMs: 15_000 }),
    );
    assert.equal(e?.state, 'waiting');
  }
  t += 16_000;
  for (const p of people) await p.get('/api/queue');
  const set = await Promise.all([a.queue.pass(), b.queue.pass()]);
  assert.equal(set[0] + set[1], 1, `one table in all: ${set.join(' + ')}`);
  const entries = await Promise.all(people.map(async (p) => entryOf(await p.get('/api/queue'))));
  const matches = new Set(entries.map((e) => (e?.state === 'paired' ? e.match : null)));
  assert.equal(matches.size, 1);
  const [match] = [...matches];
  assert.ok(match);
  const row = (await a.hub.store.get(match))!;
  assert.deepEqual(row.seats.map((s) => s.kind).sort(), ['bot', 'human', 'human', 'human']);
  const seated = await a.hub.store.db.query('select seat from match_people where match_id = $1', [
    match,
  ]);
  assert.equal(seated.length, 3, 'each person holds one seat');
  // Looking again finds nobody waiting.
  assert.deepEqual(await Promise.all([a.queue.pass(), b.queue.pass()]), [0, 0]);
});
