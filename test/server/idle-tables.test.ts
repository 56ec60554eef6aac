// A live table without clocks does not run for ever: when the person to act lets a day pass with
// no move, the table was left and that seat forfeits (the lobby no longer lists it as running,
// and a rated table rates it). A move starts the day again; turn-based tables keep their own
// deadlines. The server's clock is injected, so a day passes in a moment.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { IDLE_LIMIT_MS } from '../../src/server/live.ts';
import type { MatchInfo } from '../../src/protocol/wire.ts';
import { api, Client, createAndJoin, testServer } from './helpers.ts';

let t = Date.now();
let server: RunningServer;
before(async () => {
  server = await testServer({ now: () => t, sweepMs: 100 });
});
after(async () => {
  await server.close();
});

const info = async (id: string): Promise<MatchInfo> =>
  (await api<{ match: MatchInfo }>(server.url, 'GET', `/api/matches/${id}`)).body.match;

/** Polls until the match's status is `status` (a few sweeps), or fails after 5 s. */
async function until(id: string, status: MatchInfo['status']): Promise<MatchInfo> {
  for (let waited = 0; ; waited += 50) {
    const m = await info(id);
    if (m.status === status) return m;
    assert.ok(waited < 5000, `match ${id} is still ${m.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A few sweeps of the server, with its clock where the test put it. */
const sweeps = () => new Promise((r) => setTimeout(r, 500));

/** Both players connected; the seat to act and its client. */
async function seated(id: string, tokens: readonly string[]) {
  const clients = await Promise.all(
    tokens.map(async (token) => {
      const c = await Client.open(server.url);
      await c.hello(id, token);
      return c;
    }),
  );
  return clients;
}

test('an untimed live table ends a day after the last move: the seat to act forfeits', async () => {
  const created = await createAndJoin(server.url, {
    game: 'monkey-lab',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id = created.match.id;
  const clients = await seated(
    id,
    created.seats.map((s) => s.token),
  );
  assert.equal((await info(id)).status, 'running');

  // A minute short of a day: still running.
  t += IDLE_LIMIT_MS - 60_000;
  await sweeps();
  assert.equal((await info(id)).status, 'running');

  // A move then starts the day again for the next seat to act.
  const mover = clients.find((c) => {
    const w = c.messages.find((m) => m.type === 'welcome');
    return ((w?.legal as unknown[] | undefined) ?? []).length > 0;
  });
  assert.ok(mover, 'a seat is to act');
  const welcome = mover.messages.find((m) => m.type === 'welcome')!;
  const legal = welcome.legal as { move: string }[];
  mover.send({ type: 'move', version: welcome.version, move: legal[0]!.move, id: 'm1' });
  assert.equal((await mover.next((m) => m.id === 'm1')).type, 'ack');
  t += 2 * 60_000;
  await sweeps();
  assert.equal((await info(id)).status, 'running', 'the move started a new day');

  // A day after that move: the seat to act forfeits, the other wins.
  t += IDLE_LIMIT_MS;
  const ended = await until(id, 'finished');
  const loser = ended.result?.forfeit;
  assert.ok(loser === 0 || loser === 1, JSON.stringify(ended.result));
  assert.deepEqual(
    ended.result?.ranking,
    [0, 1].map((s) => (s === loser ? 2 : 1)),
  );
  assert.match(ended.result?.tieBreaks.join(' ') ?? '', /no move in 24 hours/);
  // Everyone at the table hears the end.
  for (const c of clients) {
    await c.next(
      (m) => m.type === 'match' && (m.match as MatchInfo).status === 'finished',
      5000,
      0,
    );
    c.close();
  }
});

test('against bots too: the person who left forfeits instead of the table running for ever', async () => {
  const created = await createAndJoin(server.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  });
  const id = created.match.id;
  // Nobody connects; the bot plays whenever it is its turn, and then the person is to act.
  t += IDLE_LIMIT_MS + 1000;
  const ended = await until(id, 'finished');
  assert.equal(ended.result?.forfeit, 0);
});

test('a turn-based table keeps its own deadlines: a day without a move does not end it', async () => {
  const created = await createAndJoin(server.url, {
    game: 'monkey-lab',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    turn: { perMoveMs: 3 * IDLE_LIMIT_MS, onTimeout: 'forfeit' },
  });
  const id = created.match.id;
  t += IDLE_LIMIT_MS + 60_000;
  await sweeps();
  assert.equal((await info(id)).status, 'running');
});
