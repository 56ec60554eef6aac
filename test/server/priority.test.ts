// A person's move goes first (issue 26): on a real server and database, while a statement holds
// the embedded database, lookups of unknown matches, new matches and an all-bot table's move
// queue up; then a person moves, and the person's move is the first statement written once the
// database is free, before every one queued ahead of it, and acknowledged. And while all-bot
// moves wait past what makes a move `busy`, a stranger's read is refused and the person's move
// is taken.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../src/store/db.ts';
import { openDb } from '../../src/store/db.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { PERSON_PACE_MS } from '../../src/server/people.ts';
import { api, Client, createAndJoin, dataDir, LIFTED_LIMITS, testServer } from './helpers.ts';
import type { Message } from './helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const servers: RunningServer[] = [];
after(async () => {
  for (const s of servers) await s.close();
});

/** The embedded database, with a label for every statement in the order they start. */
async function recordedDb(started: string[]): Promise<Db> {
  const db = await openDb({ dataDir: dataDir(), durable: true });
  const label = (text: string, params: readonly unknown[] = []): string => {
    if (text.includes('insert into moves')) {
      const ids = Array.isArray(params[0])
        ? (params[0] as { id: string }[]).map((i) => i.id).join(',')
        : String(params[0]);
      return `move ${ids}`;
    }
    if (text.includes('insert into matches')) return 'create';
    if (text.startsWith('select * from matches where id')) return `get ${String(params[0])}`;
    // A node reads a match to keep it by holding it (store/holders.ts).
    if (text.startsWith('update matches set held_by = array_append'))
      return `get ${String(params[0])}`;
    return text.trim().split(/\s+/).slice(0, 3).join(' ');
  };
  return {
    kind: db.kind,
    query: (text, params) => {
      started.push(label(text, params));
      return db.query(text, params);
    },
    transaction: (fn) => {
      started.push('transaction');
      return db.transaction(fn);
    },
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  };
}

/** Waits (bounded) until `ready()`; fails the test with `what` otherwise. */
async function until(ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !ready(); i++) await sleep(10);
  assert.ok(ready(), `timed out waiting until ${what}`);
}

/**
 * A person at a table against a bot, asked for a move and waiting a person's time before
 * making it; and a table of two bots playing each other, writing a move every few ms.
 */
async function tables(server: RunningServer) {
  const allBots = await api<{ match: { id: string } }>(server.url, 'POST', '/api/matches', {
    game: 'monkeys-on-the-moon',
    seats: [
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'random' },
    ],
  });
  assert.equal(allBots.status, 201);
  const created = await createAndJoin(server.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  });
  const person = await Client.open(server.url);
  await person.hello(created.match.id, created.seats[0]!.token);
  const asked = await person.next(
    (m) =>
      (m.type === 'welcome' || m.type === 'update') &&
      ((m.legal as unknown[] | undefined) ?? []).length > 0,
    30_000,
    0,
  );
  await sleep(PERSON_PACE_MS + 100); // a person thinks
  const move = (id: string): Promise<Message> => {
    person.send({
      type: 'move',
      version: asked.version,
      move: (asked.legal as { move: string }[])[0]!.move,
      id,
    });
    return person.next((m) => m.id === id, 30_000, 0);
  };
  return { person, personMatch: created.match.id, botMatch: allBots.body.match.id, move };
}

/** Holds the database with a statement that runs until released. */
async function holdDatabase(server: RunningServer): Promise<() => void> {
  let release = () => {};
  let holding = false;
  void server.hub.store.lanes.run('rest', () => {
    holding = true;
    return new Promise<void>((r) => (release = r));
  });
  await until(() => holding, 'the database is held');
  return release;
}

test("a person's move is written before the lookups, new matches and all-bot moves queued ahead of it", async () => {
  const started: string[] = [];
  const server = await testServer({ db: await recordedDb(started), botDelayMs: 20 });
  servers.push(server);
  const lanes = server.hub.store.lanes;
  const { person, personMatch, botMatch, move } = await tables(server);
  const release = await holdDatabase(server);
  try {
    // Strangers: lookups of matches that do not exist, and new matches.
    const reads = ['nosuchmatch01', 'nosuchmatch02', 'nosuchmatch03'].map((id) =>
      api(server.url, 'GET', `/api/matches/${id}`),
    );
    const creations = [1, 2].map(() =>
      api(server.url, 'POST', '/api/matches', {
        game: 'monkeys-on-the-moon',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      }),
    );
    await until(() => lanes.waiting('rest') >= 5, 'the reads and new matches wait');
    await until(() => lanes.waiting('moves') >= 1, 'a move of the all-bot table waits');
    const acked = move('p1');
    await until(() => lanes.waiting('person') === 1, "the person's move waits");
    const from = started.length;
    release();
    const answer = await acked;
    assert.equal(answer.type, 'ack', JSON.stringify(answer));
    assert.deepEqual(
      (await Promise.all(reads)).map((r) => r.status),
      [404, 404, 404],
    );
    assert.deepEqual(
      (await Promise.all(creations)).map((r) => r.status),
      [201, 201],
    );
    const after = started.slice(from);
    assert.equal(after[0], `move ${personMatch}`, `written in this order: ${after.join(' | ')}`);
    assert.equal(after[1], `move ${botMatch}`, `then the all-bot table's: ${after.join(' | ')}`);
    const firstRest = after.findIndex((s) => s === 'create' || s.startsWith('get nosuch'));
    assert.ok(firstRest > 1, `reads and new matches come after the moves: ${after.join(' | ')}`);
    // Acknowledged means stored (the bot may have answered it since: its move comes after).
    const stored = await server.hub.store.moves(personMatch);
    const mine = stored.find((m) => m.version === answer.version);
    assert.deepEqual(mine && { seat: mine.seat, by: mine.by }, { seat: 0, by: 'player' });
    // An unknown match asked again is answered from memory, without a statement.
    const before = started.length;
    assert.equal((await api(server.url, 'GET', '/api/matches/nosuchmatch01')).status, 404);
    assert.ok(!started.slice(before).includes('get nosuchmatch01'), started.slice(before).join());
  } finally {
    release(); // a failed step must not leave the database held (the server could not stop)
    person.close();
  }
});

test("while all-bot moves wait too long, a stranger's read is refused and a person's move is taken", async () => {
  const server = await testServer({
    botDelayMs: 20,
    limits: { ...LIFTED_LIMITS, busyDbMs: 50 },
  });
  servers.push(server);
  const { person, move } = await tables(server);
  const release = await holdDatabase(server);
  try {
    await until(
      () => server.hub.store.appendWaitMs() > 100,
      "the all-bot table's move has waited past what makes a move busy",
    );
    const read = await api(server.url, 'GET', '/api/games');
    assert.equal(read.status, 503, "the stranger's read gives way");
    const acked = move('p1');
    await until(() => server.hub.store.lanes.waiting('person') === 1, "the person's move waits");
    release();
    const answer = await acked;
    assert.equal(answer.type, 'ack', `the person's move is taken: ${JSON.stringify(answer)}`);
  } finally {
    release();
    person.close();
  }
});
