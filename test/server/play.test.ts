// Whole matches of every game through the server over real WebSockets: two scripted humans, the
// rest server bots, and a spectator. Every view a viewer received must equal the engine's view
// of the true state for that viewer: nothing hidden leaks through the wire.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { GAMES } from '../../src/games/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import {
  api,
  assertViewsMatchEngine,
  autoplay,
  chooser,
  Client,
  createAndJoin,
  testServer,
} from './helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer();
});
after(() => server.close());

for (const game of GAMES) {
  test(`${game.id}: two humans, bots and a spectator play a whole match over WebSockets`, async () => {
    // Three seats (where the game allows) keep long games such as Chimps on Mars's quick.
    const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
    const seats = Array.from({ length: players }, (_, i) =>
      // Server bots of two kinds: random, and a small IS-MCTS search in the worker pool.
      i < 2 ? { kind: 'human' } : { kind: 'bot', bot: i % 2 === 0 ? 'random' : 'ismcts:20' },
    );
    const created = await createAndJoin(server.url, { game: game.id, seats });
    const id = created.match.id;
    const humans = await Promise.all(created.seats.map(() => Client.open(server.url)));
    const spectator = await Client.open(server.url);
    assert.equal((await spectator.hello(id, null)).type, 'welcome');
    for (const [i, invite] of created.seats.entries()) {
      const welcome = await humans[i]!.hello(id, invite.token);
      assert.equal(welcome.type, 'welcome');
      assert.equal(welcome.seat, invite.seat);
    }
    const ends = humans.map((c, i) => autoplay(c, chooser(7 + i)));
    const finals = await Promise.all(ends);
    const specEnd = await spectator.next(
      (m) => m.type === 'update' && m.result !== null,
      30_000,
      0,
    );
    for (const f of [...finals, specEnd]) assert.ok(f.result, 'the match has a result');
    // Every ack'd move is in the log, and the log replays to the same result.
    const info = await api<{
      match: { status: string; version: number; result: { ranking: number[] } };
    }>(server.url, 'GET', `/api/matches/${id}`);
    assert.equal(info.body.match.status, 'finished');
    assert.deepEqual(
      info.body.match.result.ranking,
      (finals[0]!.result as { ranking: number[] }).ranking,
    );
    await assertViewsMatchEngine(server.url, id, [
      ...humans.map((client, i) => ({ client, viewer: created.seats[i]!.seat })),
      { client: spectator, viewer: 'spectator' as const },
    ]);
    for (const c of [...humans, spectator]) c.close();
  });
}
