// Budgets for what strangers start, on real servers: open matches (a cap, and expiry for those
// nobody joins), new matches across the whole server, the bots' threads shared fairly between
// tables, and `busy` (WebSocket and HTTP) while the server is overloaded.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { PERSON_MOVES, PERSON_PACE_MS } from '../../src/server/people.ts';
import { api, Client, createAndJoin, LIFTED_LIMITS, testServer } from './helpers.ts';
import type { Message } from './helpers.ts';

const MM = 'monkeys-on-the-moon';
const openRequest = { game: MM, seats: [{ kind: 'human' }, { kind: 'human' }] };
const OPEN_CAP = 4;
const GLOBAL_BURST = 24;

let server: RunningServer;
before(async () => {
  server = await testServer({
    sweepMs: 100,
    limits: {
      ...LIFTED_LIMITS,
      maxOpenMatches: OPEN_CAP,
      openMatchTtlMs: 1500,
      globalCreateRate: [0.001, GLOBAL_BURST],
    },
  });
});
after(() => server.close());

const create = (body: unknown) =>
  api<{ match: { id: string }; invites: { token: string }[]; error: { code: string } }>(
    server.url,
    'POST',
    '/api/matches',
    body,
  );

/** Counts of a labelled histogram's observations, from the server's own metrics. */
async function botDecisions(table: 'person' | 'bots'): Promise<number> {
  const text = await server.metrics.registry.getSingleMetricAsString('moontable_bot_wait_seconds');
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`moontable_bot_wait_seconds_count{table="${table}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test('open matches: a cap, and those nobody joins expire (joined and finished ones stay)', async () => {
  const made: { id: string; tokens: string[] }[] = [];
  let refused: { status: number; code: string } | null = null;
  for (let i = 0; i < OPEN_CAP + 3 && !refused; i++) {
    const res = await create(openRequest);
    if (res.status === 201)
      made.push({ id: res.body.match.id, tokens: res.body.invites.map((i) => i.token) });
    else refused = { status: res.status, code: res.body.error.code };
  }
  assert.deepEqual(refused, { status: 503, code: 'busy' });
  assert.equal(made.length, OPEN_CAP);
  // One of them gets its players: it runs, so it is no longer open and never expires.
  const [kept, ...others] = made;
  for (const [seat, token] of kept!.tokens.entries())
    await api(server.url, 'POST', `/api/matches/${kept!.id}/join`, { token, name: `P${seat}` });
  const watcher = await Client.open(server.url);
  await watcher.hello(others[0]!.id, null);
  // Wait for the sweep to delete the others (bounded: the sweep runs every 100 ms).
  let gone = 0;
  for (let i = 0; i < 200 && gone < others.length; i++) {
    await new Promise((r) => setTimeout(r, 50));
    gone = 0;
    for (const { id } of others)
      if ((await api(server.url, 'GET', `/api/matches/${id}`)).status === 404) gone++;
  }
  assert.equal(gone, others.length, 'every unjoined match expired');
  const told = await watcher.next((m) => m.type === 'error', 10_000, 0);
  assert.equal(told.code, 'unknown-match');
  assert.match(told.message as string, /expired/);
  assert.equal((await api(server.url, 'GET', `/api/matches/${kept!.id}`)).status, 200);
  // Room again for new open matches.
  assert.equal((await create(openRequest)).status, 201);
  watcher.close();
});

test('bots share their threads fairly: a table with a person never waits behind all-bot tables', async () => {
  // Six all-bot tables of the strongest bots keep the one bot thread busy...
  for (let i = 0; i < 6; i++)
    assert.equal(
      (
        await createBots({
          game: MM,
          seats: [
            { kind: 'bot', bot: 'ismcts:hard' },
            { kind: 'bot', bot: 'ismcts:hard' },
          ],
        })
      ).status,
      201,
    );
  for (let i = 0; i < 400 && (await botDecisions('bots')) < 3; i++)
    await new Promise((r) => setTimeout(r, 50));
  // ...then a person sits down against a bot, and moves at a person's pace (people.ts): once
  // that has earned the table a person's priority, after each of their moves the bot's decision
  // goes next, whatever the all-bot tables have queued (about one decision each).
  const created = await createAndJoin(server.url, {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
  });
  const c = await Client.open(server.url);
  await c.hello(created.match.id, created.seats[0]!.token);
  const jumped: number[] = [];
  const snapshot = (m: Message) => m.type === 'welcome' || m.type === 'update';
  for (let moves = 0; moves < 60 && jumped.length < 3; moves++) {
    const mine = await c.next((m) => snapshot(m) && (m.legal as unknown[]).length > 0, 60_000, 0);
    c.messages.length = 0; // from here on, only what follows this move
    await new Promise((r) => setTimeout(r, PERSON_PACE_MS + 100));
    c.send({
      type: 'move',
      version: mine.version,
      move: (mine.legal as { move: string }[])[0]!.move,
    });
    await c.next((m) => m.type === 'ack', 60_000, 0);
    const before = await botDecisions('bots');
    // The bot answers, or the person moves again (some turns take several moves).
    const next = await c.next(
      (m) =>
        snapshot(m) &&
        ((m.event as { by: string }).by === 'bot' || (m.legal as unknown[]).length > 0),
      60_000,
      0,
    );
    if ((next.event as { by: string }).by === 'bot' && moves >= PERSON_MOVES)
      jumped.push((await botDecisions('bots')) - before);
  }
  assert.equal(jumped.length, 3);
  // All-bot decisions started between the person's move and their bot's answer: at most the
  // one running (and one more if it ended just then), never the whole queue of six tables.
  assert.ok(
    jumped.every((n) => n <= 2),
    `all-bot decisions taken first: ${jumped.join(', ')}`,
  );
  assert.ok((await botDecisions('bots')) >= 6, 'the all-bot tables kept moving too');
  c.close();
});

test('new matches across the whole server: past the global budget, busy (503)', async () => {
  // All-bot matches start at once, so only the global budget stops them.
  const statuses: number[] = [];
  for (let i = 0; i < GLOBAL_BURST + 5 && !statuses.includes(503); i++)
    statuses.push((await create({ game: MM, seats: [{ kind: 'bot' }, { kind: 'bot' }] })).status);
  assert.equal(statuses.at(-1), 503);
  assert.ok(statuses.slice(0, -1).every((s) => s === 201));
});

const createBots = create;
