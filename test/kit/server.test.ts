// Card Duel (test/kit/card-duel) through a real server over real WebSockets, registered by this
// file's set-up alone: MOONTABLE_GAMES names its module, loaded here and by the server's bot
// threads, which inherit the variable. No file of src/ names the game.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadGameModules } from '../../src/bots/node/game-modules.ts';
import type { RunningServer } from '../../src/server/index.ts';
import {
  api,
  assertViewsMatchEngine,
  autoplay,
  chooser,
  Client,
  createAndJoin,
  testServer,
} from '../server/helpers.ts';

let server: RunningServer;
before(async () => {
  process.env.MOONTABLE_GAMES = 'test/kit/card-duel/index.ts';
  assert.deepEqual(await loadGameModules(), ['card-duel']);
  server = await testServer();
});
after(() => server.close());

test('the server lists the registered game with its facts', async () => {
  const games = await api<{ games: { id: string; name: string; maxPlayers: number }[] }>(
    server.url,
    'GET',
    '/api/games',
  );
  const duel = games.body.games.find((g) => g.id === 'card-duel');
  assert.deepEqual(duel && [duel.name, duel.maxPlayers], ['Card Duel', 2]);
});

test('a person plays a whole match against the Casual bot (on a bot thread) and a spectator watches', async () => {
  const created = await createAndJoin(server.url, {
    game: 'card-duel',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
  });
  const id = created.match.id;
  const person = await Client.open(server.url);
  const spectator = await Client.open(server.url);
  assert.equal((await spectator.hello(id, null)).type, 'welcome');
  const welcome = await person.hello(id, created.seats[0]!.token);
  assert.equal(welcome.type, 'welcome');
  // The moves come worded by the game's labels.
  const legal = welcome.legal as { move: string; label: string }[];
  assert.ok(
    legal.every((l) => /^(Play the \d|Draw a card)$/.test(l.label)),
    JSON.stringify(legal),
  );
  const final = await autoplay(person, chooser(3));
  assert.ok(final.result, 'the match ends with a result');
  await spectator.next((m) => m.type === 'update' && m.result !== null, 30_000, 0);
  const info = await api<{ match: { status: string } }>(server.url, 'GET', `/api/matches/${id}`);
  assert.equal(info.body.match.status, 'finished');
  // What each viewer was sent is the engine's view for it: the hand stays hidden.
  await assertViewsMatchEngine(server.url, id, [
    { client: person, viewer: 0 },
    { client: spectator, viewer: 'spectator' as const },
  ]);
  for (const c of [person, spectator]) c.close();
});

test('a bad move of the game is refused with its ruling, the match carries on', async () => {
  const created = await createAndJoin(server.url, {
    game: 'card-duel',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const first = await Client.open(server.url);
  const welcome = await first.hello(created.match.id, created.seats[0]!.token);
  const hand = (welcome.view as { yourHand: number[] }).yourHand;
  const notHeld = [1, 2, 3, 4, 5, 6].find((c) => !hand.includes(c))!;
  const from = first.messages.length;
  first.send({ type: 'move', version: welcome.version, move: `play ${notHeld}` });
  const refused = await first.next((m) => m.type === 'error', 10_000, from);
  assert.equal(refused.rule, 'CD-2', JSON.stringify(refused));
  // The same seat then plays a card it holds.
  first.send({ type: 'move', version: welcome.version, move: `play ${hand[0]}` });
  const moved = await first.next((m) => m.type === 'update', 10_000, from);
  assert.equal(moved.version, (welcome.version as number) + 1);
  first.close();
});
