// Turn-based tables on a real server over PGlite (issue 29): moves a "day" apart with the
// server's clock moved by the test (never real hours), the inbox, a missed deadline played by
// the table's rule (a bot moves and the seat stays the player's; or a forfeit), a move that
// comes first makes the deadline stale, the deadline still fires once after a restart on the
// same data folder, and bad settings get clear refusals.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Inbox } from '../../src/protocol/inbox.ts';
import { readInboxAnswer } from '../../src/protocol/inbox.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { dataDir, testServer } from './helpers.ts';
import { Browser, codeOf } from './identity-helpers.ts';

const MM = 'monkeys-on-the-moon';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t = Date.UTC(2026, 10, 2, 9, 0);
const now = () => t;
const dir = dataDir('moontable-turns');
let server: RunningServer;
before(async () => {
  // No poller: the test runs due deadlines itself after moving the clock.
  server = await testServer({ dataDir: dir, now, sweepMs: 0 });
});
after(async () => {
  await server?.close();
});

interface Table {
  id: string;
  ada: Browser;
  bob: Browser;
}

/** Ada makes a turn-based table and sits at seat 0; Bob joins seat 1 with his own session. */
async function table(on: RunningServer, turn: Record<string, unknown>): Promise<Table> {
  const ada = new Browser(on.url, '127.0.0.1');
  const bob = new Browser(on.url, '127.0.0.2');
  // A first visit makes a guest (a person with a session cookie).
  assert.equal((await ada.get('/api/me')).status, 200);
  assert.equal((await bob.get('/api/me')).status, 200);
  const made = await ada.post<{ match: { id: string }; invites: { token: string }[] }>(
    '/api/matches',
    {
      game: MM,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      turn,
      join: { seat: 0, name: 'Ada' },
    },
  );
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const id = made.body.match.id;
  const joined = await bob.post(`/api/matches/${id}/join`, {
    token: made.body.invites[0]!.token,
    name: 'Bob',
  });
  assert.equal(joined.status, 200);
  // The first deadline is written just after the join that starts play is answered.
  await on.hub.turns.idle();
  return { id, ada, bob };
}

/** The seat to act plays its first legal move by its own hand. */
async function play(on: RunningServer, id: string): Promise<number> {
  const live = (await on.hub.load(id))!;
  const seat = live.toAct()[0]!;
  const move = live.game.encodeMove(live.game.legalMoves(live.state, seat)[0]!);
  const done = await on.hub.submit(id, seat, live.version, move, 'player');
  assert.ok(done.ok, done.ok ? '' : done.error.message);
  return seat;
}

async function inbox(b: Browser): Promise<Inbox> {
  const r = await b.get('/api/me/inbox');
  assert.equal(r.status, 200);
  const read = readInboxAnswer(r.body);
  assert.ok(read.ok, read.ok ? '' : read.error.message);
  return read.value;
}

const whoActs = async (on: RunningServer, id: string) => (await on.hub.load(id))!.toAct()[0]!;
const moves = (on: RunningServer, id: string) => on.hub.store.moves(id);

test('moves a day apart: each move sets the next deadline, the inbox lists the table for the player to move', async () => {
  const { id, ada, bob } = await table(server, { perMoveMs: DAY, onTimeout: 'bot' });
  const info = (await server.hub.info(id))!;
  assert.deepEqual(info.settings.turn, { perMoveMs: DAY, onTimeout: 'bot', bot: 'random' });
  assert.equal(info.settings.timeControl, null);
  let due = t + DAY;
  for (let day = 0; day < 3; day++) {
    const seat = await whoActs(server, id);
    const [mover, other] = seat === 0 ? [ada, bob] : [bob, ada];
    const box = await inbox(mover);
    const mine = box.items.find((i) => i.id === id);
    assert.ok(mine, `day ${day}: the inbox of seat ${seat} lists the table`);
    assert.equal(mine.seat, seat);
    assert.equal(mine.deadline, due, `day ${day}: a day from the last move`);
    assert.equal(mine.perMoveMs, DAY);
    assert.deepEqual(mine.players, ['Ada', 'Bob']);
    assert.ok(!(await inbox(other)).items.some((i) => i.id === id), 'not in the other inbox');
    // Twenty hours later (inside the day), the player moves; nothing was due before it.
    t += 20 * HOUR;
    assert.equal(await server.hub.turns.runDue(), 0);
    await play(server, id);
    due = t + DAY;
  }
  assert.ok((await moves(server, id)).every((m) => m.by === 'player'));
  // A day passes without a move: the bot plays exactly that move; the seat stays the player's.
  const seat = await whoActs(server, id);
  const before = (await moves(server, id)).length;
  t += DAY + 1;
  assert.equal(await server.hub.turns.runDue(), 1);
  const after = await moves(server, id);
  assert.equal(after.length, before + 1);
  assert.equal(after.at(-1)!.seat, seat);
  assert.equal(after.at(-1)!.by, 'takeover', 'the log says a bot played it');
  const row = (await server.hub.info(id))!;
  assert.equal(row.status, 'running');
  assert.equal(row.seats[seat]!.takenOver, false, 'the player keeps the seat');
  assert.equal(await server.hub.turns.runDue(), 0, 'the job fired once');
});

test('a missed deadline at a forfeit table ends the match with that seat forfeiting', async () => {
  const { id, ada } = await table(server, { perMoveMs: HOUR, onTimeout: 'forfeit' });
  const seat = await whoActs(server, id);
  t += HOUR - 1;
  assert.equal(await server.hub.turns.runDue(), 0, 'not due yet');
  t += 1;
  assert.equal(await server.hub.turns.runDue(), 1);
  const info = (await server.hub.info(id))!;
  assert.equal(info.status, 'finished');
  assert.equal(info.result?.forfeit, seat);
  assert.equal(info.result?.ranking[seat], 2);
  assert.equal((await moves(server, id)).length, 0, 'no move was made for anyone');
  const [job] = await server.hub.store.db.query<{ state: string }>(
    'select state from turn_deadlines where match_id = $1',
    [id],
  );
  assert.equal(job?.state, 'fired');
  assert.ok(!(await inbox(ada)).items.some((i) => i.id === id));
});

test('a move that comes first makes the deadline stale: nothing fires for it', async () => {
  const { id } = await table(server, { perMoveMs: 12 * HOUR, onTimeout: 'forfeit' });
  t += 11 * HOUR;
  await play(server, id);
  t += 2 * HOUR; // past the first deadline, inside the second
  assert.equal(await server.hub.turns.runDue(), 0);
  assert.equal((await server.hub.info(id))!.status, 'running');
  const states = await server.hub.store.db.query<{ version: number; state: string }>(
    'select version, state from turn_deadlines where match_id = $1 order by version',
    [id],
  );
  assert.deepEqual(
    states.map((r) => [r.version, r.state]),
    [
      [0, 'stale'],
      [1, 'pending'],
    ],
  );
});

test('the turn a person is to move is announced once per change (the notify hook)', async () => {
  const heard: { match: string; seat: number; deadline: number | null; person: string | null }[] =
    [];
  const stop = server.hub.turns.onTurn((e) => heard.push(e));
  try {
    const { id } = await table(server, { perMoveMs: 3 * DAY, onTimeout: 'bot' });
    const mine = () => heard.filter((e) => e.match === id);
    assert.equal(mine().length, 1, 'play began: one seat to act');
    assert.equal(mine()[0]!.deadline, t + 3 * DAY);
    assert.match(mine()[0]!.person ?? '', /^p_/);
    t += HOUR;
    await play(server, id);
    assert.equal(mine().length, 2);
    assert.equal(mine()[1]!.deadline, t + 3 * DAY);
    // A seat change at the same version (away, back) announces nothing again.
    const live = (await server.hub.load(id))!;
    server.hub.afterChange(live);
    await server.hub.turns.after(live);
    assert.equal(mine().length, 2);
  } finally {
    stop();
  }
});

test('vacation days pause a deadline: the job waits, then plays the rule after the vacation', async () => {
  const { id, ada, bob } = await table(server, { perMoveMs: DAY, onTimeout: 'forfeit' });
  const t0 = t;
  const seat = await whoActs(server, id);
  const me = seat === 0 ? ada : bob;
  assert.deepEqual((await me.get('/api/me/vacation')).body, { daysLeft: 14, until: null });
  const tooMany = await me.post('/api/me/vacation', { days: 15 });
  assert.equal(tooMany.status, 409);
  assert.equal(codeOf(tooMany), 'no-vacation-left');
  assert.match(JSON.stringify(tooMany.body), /Urlaubstage/);
  assert.equal(codeOf(await me.post('/api/me/vacation', { days: 0 })), 'bad-request');
  assert.equal(codeOf(await me.post('/api/me/vacation', { days: 1.5 })), 'bad-request');
  const booked = await me.post('/api/me/vacation', { days: 3 });
  assert.equal(booked.status, 200);
  assert.deepEqual(booked.body, { daysLeft: 11, until: t0 + 3 * DAY });
  assert.equal(codeOf(await me.post('/api/me/vacation', { days: 1 })), 'on-vacation');
  // The inbox shows the deadline moved on by the vacation: a day to move, plus three days off.
  const box = await inbox(me);
  assert.equal(box.items.find((i) => i.id === id)?.deadline, t0 + 4 * DAY);
  // The day passes: the job is taken, finds the player away, and waits for the new deadline.
  // (Tables of the tests before this one come due too: only this one's job is looked at.)
  t = t0 + DAY + 1;
  assert.ok((await server.hub.turns.runDue()) >= 1);
  assert.equal((await server.hub.info(id))!.status, 'running');
  const [job] = await server.hub.store.db.query<{ state: string; due_at: string }>(
    'select state, due_at from turn_deadlines where match_id = $1 and version = 0',
    [id],
  );
  assert.deepEqual([job?.state, Number(job?.due_at)], ['pending', t0 + 4 * DAY]);
  t = t0 + 4 * DAY - 1;
  await server.hub.turns.runDue();
  assert.equal((await server.hub.info(id))!.status, 'running');
  t = t0 + 4 * DAY;
  assert.ok((await server.hub.turns.runDue()) >= 1);
  const info = (await server.hub.info(id))!;
  assert.equal(info.status, 'finished');
  assert.equal(info.result?.forfeit, seat);
  // A vacation ended early gives back the whole days not begun.
  assert.equal((await me.post('/api/me/vacation', { days: 5 })).status, 200);
  t += HOUR;
  const ended = await me.post('/api/me/vacation/end');
  assert.deepEqual(ended.body, { daysLeft: 10, until: null });
});

test('bad turn settings are refused with clear words', async () => {
  const ada = new Browser(server.url, '127.0.0.3');
  const ask = (extra: Record<string, unknown>) =>
    ada.post('/api/matches', { game: MM, seats: [{ kind: 'human' }, { kind: 'human' }], ...extra });
  const short = await ask({ turn: { perMoveMs: 5000 } });
  assert.equal(short.status, 400);
  assert.match(JSON.stringify(short.body), /turn\.perMoveMs/);
  const both = await ask({
    turn: { perMoveMs: DAY },
    timeControl: { initialMs: 60_000, onTimeout: 'forfeit' },
  });
  assert.equal(codeOf(both), 'bad-request');
  assert.match(JSON.stringify(both.body), /Zugzeit/);
  const rule = await ask({ turn: { perMoveMs: DAY, onTimeout: 'sleep' } });
  assert.equal(rule.status, 400);
  assert.match(JSON.stringify(rule.body), /onTimeout/);
  const anon = await new Browser(server.url, '127.0.0.4').get('/api/me/inbox');
  assert.equal(anon.status, 401, 'no session, no inbox');
  assert.equal(codeOf(anon), 'no-session');
});

test('after a restart on the same data folder the deadline still fires, once', async () => {
  const { id } = await table(server, { perMoveMs: DAY, onTimeout: 'bot' });
  const seat = await whoActs(server, id);
  await server.close();
  t += 2 * DAY;
  // The new node polls on its own (every 200 ms): the job is in the database, not in a timer.
  server = await testServer({ dataDir: dir, now, sweepMs: 200 });
  // The job's own state says when the poller is done with it: it stores the bot's move first and
  // marks the job 'fired' after that (turns.ts), so the move alone shows up before the job is done.
  const jobState = async () =>
    (
      await server.hub.store.db.query<{ state: string }>(
        'select state from turn_deadlines where match_id = $1 and version = 0',
        [id],
      )
    )[0]?.state;
  const gaveUpAt = Date.now() + 120_000; // a bound for a stuck poller, not a measure of speed
  let state = await jobState();
  while (state === 'pending' || state === 'taken') {
    assert.ok(Date.now() < gaveUpAt, `the new node's poller never finished the job (${state})`);
    await new Promise((r) => setTimeout(r, 50));
    state = await jobState();
  }
  assert.equal(state, 'fired');
  const made = await moves(server, id);
  assert.equal(made.length, 1, 'the bot played the missed move');
  assert.equal(made[0]!.seat, seat);
  assert.equal(made[0]!.by, 'takeover');
  // Polled again: the first runDue waits for a poll still under way (or makes one), the second
  // is a whole poll that began after the job was fired. Nothing more happens for that deadline.
  await server.hub.turns.runDue();
  await server.hub.turns.runDue();
  assert.equal((await moves(server, id)).length, 1);
  assert.equal(await jobState(), 'fired');
});
