// Long time controls on a real server: clocks of up to 30 days (and as large an increment) are
// longer than a Node timer can wait (2^31-1 ms). Such a match must sit still, not wake its
// timer every millisecond and query the database each time (issue 26, item 1).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { Client, createAndJoin, testServer } from './helpers.ts';

const DAY_MS = 86_400_000;
let server: RunningServer;
const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.name);
before(async () => {
  process.on('warning', onWarning);
  // No sweep: every query counted below is the match's own.
  server = await testServer({ sweepMs: 0 });
});
after(async () => {
  process.off('warning', onWarning);
  await server.close();
});

/** Statements the server has sent its database so far, from its own metrics. */
async function queries(): Promise<number> {
  const text = await server.metrics.registry.getSingleMetricAsString('moontable_db_seconds');
  const counts = text
    .split('\n')
    .filter((l) => l.startsWith('moontable_db_seconds_count'))
    .map((l) => Number(l.split(' ').at(-1)));
  return counts.reduce((a, b) => a + b, 0);
}

test('a 30-day clock with a 30-day increment does not spin: a handful of queries, no overflow', async () => {
  const created = await createAndJoin(server.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    timeControl: { initialMs: 30 * DAY_MS, incrementMs: 30 * DAY_MS, onTimeout: 'forfeit' },
  });
  const players = await Promise.all(
    created.seats.map(async (seat) => {
      const c = await Client.open(server.url);
      await c.hello(created.match.id, seat.token);
      return c;
    }),
  );
  // One move, so the mover's bank grows past 30 days by the increment.
  let moved = false;
  for (const c of players) {
    const last = c.messages.find((m) => m.type === 'welcome');
    const legal = (last?.legal as { move: string }[] | undefined) ?? [];
    if (moved || legal.length === 0) continue;
    c.send({ type: 'move', version: last!.version, move: legal[0]!.move, id: 'a' });
    assert.equal((await c.next((m) => m.id === 'a')).type, 'ack');
    moved = true;
  }
  assert.ok(moved);
  const from = await queries();
  // A bounded wait; a spinning timer makes hundreds of queries in it (4,430 in 10 s before).
  await new Promise((r) => setTimeout(r, 1500));
  const made = (await queries()) - from;
  assert.ok(made <= 5, `${made} queries in 1.5 s while nothing happened`);
  assert.deepEqual(
    warnings.filter((w) => w === 'TimeoutOverflowWarning'),
    [],
  );
  for (const c of players) c.close();
});
