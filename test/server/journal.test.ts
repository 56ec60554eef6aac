// The embedded server's moves go through PGlite's move journal (store/journal.ts), and anything
// that reads the database right after a move's ack finds the move there.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { Client, createAndJoin, testServer } from './helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer({ sweepMs: 0 });
});
after(() => server.close());

/** Writes to the journal the server has timed so far, from its own metrics. */
async function journalWrites(): Promise<number> {
  const text = await server.metrics.registry.getSingleMetricAsString('moontable_db_seconds');
  const line = text
    .split('\n')
    .find((l) => l.startsWith('moontable_db_seconds_count{op="journal"}'));
  return Number(line?.split(' ').at(-1) ?? 0);
}

test('a move is acknowledged once in the journal, and a read of the database right after finds it', async () => {
  assert.equal(server.hub.store.db.kind, 'pglite');
  const created = await createAndJoin(server.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id = created.match.id;
  const players = await Promise.all(
    created.seats.map(async (seat) => {
      const c = await Client.open(server.url);
      await c.hello(id, seat.token);
      return c;
    }),
  );
  const before = await journalWrites();
  const mover = players.find((c) => {
    const welcome = c.messages.find((m) => m.type === 'welcome');
    return ((welcome?.legal as unknown[] | undefined) ?? []).length > 0;
  })!;
  const welcome = mover.messages.find((m) => m.type === 'welcome')!;
  const move = (welcome.legal as { move: string }[])[0]!.move;
  mover.send({ type: 'move', version: welcome.version, move, id: 'a' });
  assert.equal((await mover.next((m) => m.id === 'a')).type, 'ack');
  assert.equal((await journalWrites()) - before, 1);
  // Well within the journal's wait: the read itself writes the journal's moves first.
  assert.deepEqual(
    (await server.hub.store.moves(id)).map((m) => m.move),
    [move],
  );
  for (const c of players) c.close();
});
