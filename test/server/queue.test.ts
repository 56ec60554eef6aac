// "Play online now" (issue 28) on a real server over PGlite: people are paired by rating in a
// window that widens while they wait, empty seats get bots after the wait a person chose, each
// person holds their own seat at the new table, leaving and silence take a person out of the
// queue, a person has one entry, and bad or flooding requests get a clear answer. The server's
// pairing runs only when asked (no timer) and its clock is ours, so waits need no sleeping.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { QueueAnswer, QueueEntry, QueuePaired } from '../../src/protocol/queue.ts';
import { readQueueAnswer } from '../../src/protocol/queue.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { planTables, windowOf } from '../../src/server/queue-plan.ts';
import { POINTS_PER_MU } from '../../src/ratings/index.ts';
import { Client, testServer, withServer } from './helpers.ts';
import { Browser, codeOf } from './identity-helpers.ts';

let t = Date.UTC(2026, 10, 27, 20, 0);
const now = () => t;
let server: RunningServer;
before(async () => {
  server = await testServer({ now, sweepMs: 0 });
});
after(() => server.close());

let accounts = 0;
/** A person on their own network: a guest, or (with `account`) a saved account. */
async function person(name: string, account = false, base = server.url): Promise<Browser> {
  const b = new Browser(base, `127.0.3.${++accounts}`);
  assert.equal((await b.get('/api/me')).status, 200);
  assert.equal((await b.post('/api/me/name', { name })).status, 200);
  if (account) {
    const claimed = await b.post('/api/auth/password/claim', {
      username: `${name.toLowerCase()}${accounts}`,
      password: 'a long enough password',
    });
    assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
  }
  return b;
}

/** Reads an answer as the web client does: through the protocol's one reader. */
function entryOf(r: { status: number; body: unknown }): QueueEntry | null {
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const read = readQueueAnswer(r.body);
  assert.ok(read.ok, JSON.stringify(read));
  return (read.value as QueueAnswer).queue;
}

const ask = async (b: Browser, game: string, players: number, botsAfterMs: number | null = null) =>
  entryOf(await b.post('/api/queue', { game, players, botsAfterMs }));
const look = async (b: Browser) => entryOf(await b.get('/api/queue'));

function paired(e: QueueEntry | null): QueuePaired {
  assert.equal(e?.state, 'paired', JSON.stringify(e));
  return e as QueuePaired;
}

async function setMu(b: Browser, game: string, mu: number): Promise<void> {
  const me = await b.get<{ id: string }>('/api/me');
  await server.hub.store.db.query(
    `insert into ratings (person_id, game, mu, sigma, games, updated_at) values ($1, $2, $3, 3, 9, 0)
     on conflict (person_id, game) do update set mu = $3`,
    [me.body.id, game, mu],
  );
}

test('two accounts are paired at once, rated, and each opens only their own seat', async () => {
  const ada = await person('Ada', true);
  const bob = await person('Bob', true);
  const first = await ask(ada, 'monkeys-on-the-moon', 2);
  assert.equal(first?.state, 'waiting');
  assert.equal(first?.state === 'waiting' && first.window, windowOf(0));
  const bobs = paired(await ask(bob, 'monkeys-on-the-moon', 2));
  const adas = paired(await look(ada));
  assert.equal(adas.match, bobs.match);
  assert.notEqual(adas.seat, bobs.seat);
  assert.equal(adas.rated, true);
  assert.equal(adas.bots, 0);
  const row = (await server.hub.store.get(adas.match))!;
  assert.equal(row.status, 'running');
  assert.equal(row.settings.rated, true);
  assert.deepEqual(
    row.seats.map((s) => s.name),
    row.seats.map((_, i) => (i === adas.seat ? 'Ada' : 'Bob')),
  );
  // Each asks for their seat's secret; nobody gets the other's seat.
  const adaSeat = await ada.post<{ seat: number; token: string }>(
    `/api/matches/${adas.match}/seat`,
    {},
  );
  assert.equal(adaSeat.status, 200);
  assert.equal(adaSeat.body.seat, adas.seat);
  const stolen = await ada.post(`/api/matches/${adas.match}/seat`, { seat: bobs.seat });
  assert.equal(stolen.status, 403);
  const socket = await Client.open(server.url);
  const welcome = await socket.hello(adas.match, adaSeat.body.token);
  assert.equal(welcome.type, 'welcome');
  assert.equal(welcome.seat, adas.seat);
  socket.ws.close();
});

test('asking again just after a table was set answers that table; later, a new wait begins', async () => {
  const ray = await person('Ray');
  const sue = await person('Sue');
  await ask(ray, 'monkeys-on-the-moon', 2);
  const sues = paired(await ask(sue, 'monkeys-on-the-moon', 2));
  // Ray asks again in the moment his table was set (another tab): he is sent to it.
  t += 5000;
  const again = paired(await ask(ray, 'monkey-lab', 3));
  assert.equal(again.match, sues.match);
  t += 30_000;
  const later = await ask(ray, 'monkey-lab', 3);
  assert.equal(later?.state, 'waiting', 'half a minute on, a new request starts a new wait');
  await ray.post('/api/queue/leave');
});

test('a person who never comes to their seat has the takeover bot play for them', async () => {
  server.queue.graceMs = 300;
  try {
    const pax = await person('Pax');
    const quinn = await person('Quinn');
    await ask(pax, 'moon', 2);
    const quinns = paired(await ask(quinn, 'moon', 2));
    const paxs = paired(await look(pax));
    const seat = await pax.post<{ token: string }>(`/api/matches/${paxs.match}/seat`, {});
    const socket = await Client.open(server.url);
    assert.equal((await socket.hello(paxs.match, seat.body.token)).seat, paxs.seat);
    t += 1000; // the grace is over by the match's clock too
    let row = (await server.hub.store.get(paxs.match))!;
    for (let i = 0; i < 100; i++) {
      row = (await server.hub.store.get(paxs.match))!;
      const s = row.seats[quinns.seat];
      if (s?.kind === 'human' && s.takenOver) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const [paxSeat, quinnSeat] = [row.seats[paxs.seat], row.seats[quinns.seat]];
    assert.ok(quinnSeat?.kind === 'human' && quinnSeat.takenOver, 'Quinn never came: a bot plays');
    assert.ok(paxSeat?.kind === 'human' && !paxSeat.takenOver, 'Pax is at the table');
    socket.ws.close();
  } finally {
    server.queue.graceMs = 60_000;
  }
});

test('pairing by rating: the nearest in the window, and the window widens while one waits', async () => {
  const game = 'monkey-lab';
  const [low, high, near] = [await person('Low'), await person('High'), await person('Near')];
  await setMu(low, game, 25);
  await setMu(high, game, 35); // 295 points above Low: outside the first 100
  await setMu(near, game, 26); // 30 points above Low
  assert.equal((await ask(low, game, 2))?.state, 'waiting');
  t += 1000;
  const highWaits = await ask(high, game, 2);
  assert.equal(highWaits?.state, 'waiting', 'High is too far from Low for now');
  assert.equal(highWaits?.state === 'waiting' && highWaits.others, 1);
  t += 1000;
  const nears = paired(await ask(near, game, 2));
  const lows = paired(await look(low));
  assert.equal(nears.match, lows.match, 'Low plays Near, the nearer one, though High came first');
  assert.equal((await look(high))?.state, 'waiting');
  // A fourth player 15 mu (about 440 points) above High: paired once both windows reach it.
  const far = await person('Far');
  await setMu(far, game, 50);
  const apart = Math.round(15 * POINTS_PER_MU);
  assert.equal((await ask(far, game, 2))?.state, 'waiting');
  const start = t;
  for (let i = 0; i < 20 && windowOf(t - start) < apart; i++) {
    assert.equal(await server.queue.pass(), 0, `apart ${apart}, window ${windowOf(t - start)}`);
    const w = await look(far);
    assert.equal(w?.state, 'waiting');
    assert.equal(w?.state === 'waiting' && w.window, windowOf(t - start));
    await look(high); // both keep beating
    t += 5000;
  }
  assert.ok(t - start >= 30_000, 'no pairing for the first 30 s');
  assert.equal(await server.queue.pass(), 1);
  assert.equal(paired(await look(far)).match, paired(await look(high)).match);
});

test('bots after the chosen wait: the table is filled with bots, and only with people who accept them', async () => {
  const game = 'chimps-on-mars';
  const fay = await person('Fay');
  const gus = await person('Gus', true);
  assert.equal((await ask(fay, game, 3, 15_000))?.state, 'waiting');
  assert.equal((await ask(gus, game, 3, null))?.state, 'waiting', 'two of three: no table yet');
  t += 10_000;
  await look(gus);
  assert.equal(await server.queue.pass(), 0, 'before her wait is over, Fay waits');
  t += 6000;
  await look(gus);
  await look(fay);
  assert.equal(await server.queue.pass(), 1);
  const fays = paired(await look(fay));
  assert.equal(fays.bots, 2, 'Gus never wants bots, so Fay plays two');
  assert.equal(fays.rated, false, 'a guest at the table: unrated');
  const gusWaits = await look(gus);
  assert.equal(gusWaits?.state, 'waiting');
  assert.equal(gusWaits?.state === 'waiting' && gusWaits.others, 0);
  const row = (await server.hub.store.get(fays.match))!;
  assert.equal(row.status, 'running');
  assert.deepEqual(
    row.seats.map((s) => s.kind),
    row.seats.map((_, i) => (i === fays.seat ? 'human' : 'bot')),
  );
  const bots = row.seats.flatMap((s) => (s.kind === 'bot' ? [s.bot] : []));
  assert.equal(new Set(bots).size, 1);
  assert.equal(bots[0], 'heuristic', 'a newcomer gets the bot at a newcomer’s rating (Casual)');
  await gus.post('/api/queue/leave');
});

test('leaving takes a person out; too late once paired; a silent waiter expires', async () => {
  const ivy = await person('Ivy');
  const jon = await person('Jon');
  assert.equal((await ask(ivy, 'monkeys-on-the-moon', 3))?.state, 'waiting');
  assert.equal(entryOf(await ivy.post('/api/queue/leave')), null);
  assert.equal(await look(ivy), null);
  assert.equal((await ask(jon, 'monkeys-on-the-moon', 3))?.state === 'waiting', true);
  const jonWaits = await look(jon);
  assert.equal(jonWaits?.state === 'waiting' && jonWaits.others, 0, 'Ivy is gone');
  // Jon says nothing for 41 s: Kim does not get him, and his next look finds no entry.
  t += 41_000;
  const kim = await person('Kim');
  const lee = await person('Lee');
  assert.equal((await ask(kim, 'monkeys-on-the-moon', 3))?.state, 'waiting');
  const kims = await look(kim);
  assert.equal(kims?.state === 'waiting' && kims.others, 0, 'a stale waiter is not counted');
  assert.equal(await look(jon), null, 'Jon expired');
  assert.equal(
    (
      await server.hub.store.db.query(
        `select 1 from queue_entries q join people p on p.id = q.person_id where p.name = 'Jon'`,
      )
    ).length,
    0,
  );
  // Paired, leaving is too late: the answer names the table.
  const mia = await person('Mia');
  await ask(lee, 'monkeys-on-the-moon', 3);
  const mias = paired(await ask(mia, 'monkeys-on-the-moon', 3));
  const left = paired(entryOf(await kim.post('/api/queue/leave')));
  assert.equal(left.match, mias.match);
});

test('one entry per person: a new request replaces the old one', async () => {
  const ned = await person('Ned');
  const first = await ask(ned, 'monkeys-on-the-moon', 4);
  const second = await ask(ned, 'monkey-lab', 4);
  await ask(ned, 'monkey-lab', 4);
  assert.notEqual(first?.id, second?.id);
  const me = await ned.get<{ id: string }>('/api/me');
  const rows = await server.hub.store.db.query(
    'select game from queue_entries where person_id = $1',
    [me.body.id],
  );
  assert.deepEqual(rows, [{ game: 'monkey-lab' }]);
  assert.equal((await look(ned))?.game, 'monkey-lab');
  await ned.post('/api/queue/leave');
});

test('bad requests get a clear answer (in German too) and change nothing', async () => {
  const oz = await person('Oz');
  const refused = async (body: unknown, status: number, code: string) => {
    const r = await oz.post('/api/queue', body);
    assert.equal(r.status, status, JSON.stringify(r.body));
    assert.equal(codeOf(r), code);
    return r.body as { error: { message: string; words?: { de?: string } } };
  };
  const unknown = await refused({ game: 'chess', players: 2 }, 404, 'unknown-game');
  assert.match(unknown.error.words?.de ?? '', /Unbekanntes Spiel/);
  await refused({ game: 'moon', players: 1 }, 400, 'bad-player-count');
  await refused({ game: 'monkeys-on-the-moon', players: 9 }, 400, 'bad-player-count');
  await refused({ game: 'monkeys-on-the-moon', players: '2' }, 400, 'bad-request');
  await refused({ game: 'monkeys-on-the-moon', players: 2.5 }, 400, 'bad-request');
  const wait = await refused(
    { game: 'monkeys-on-the-moon', players: 2, botsAfterMs: 1234 },
    400,
    'bad-request',
  );
  assert.ok(wait.error.words?.de, 'German words');
  await refused({ game: 'monkeys\u0000', players: 2 }, 400, 'bad-request');
  await refused([1, 2], 400, 'bad-request');
  const huge = await oz.post('/api/queue', { game: 'x'.repeat(1024 * 1024), players: 2 });
  assert.equal(huge.status, 413);
  assert.equal(codeOf(huge), 'too-large');
  assert.equal(await look(oz), null, 'nothing was queued');
  // Without a session there is nobody to seat.
  const stranger = new Browser(server.url, '127.0.4.1');
  const none = await stranger.post('/api/queue', { game: 'monkeys-on-the-moon', players: 2 });
  assert.equal(none.status, 401);
  assert.equal(codeOf(none), 'no-session');
  // From another site, with the cookie: refused.
  const cross = await oz.post(
    '/api/queue',
    { game: 'monkeys-on-the-moon', players: 2 },
    { origin: 'https://evil.example' },
  );
  assert.equal(cross.status, 403);
  assert.equal(await look(oz), null);
});

test('a banned person, or a person from a banned network, meets no strangers', async () => {
  const vic = await person('Vic');
  const me = await vic.get<{ id: string }>('/api/me');
  const operator = new Browser(server.url, '127.0.0.1');
  const ban = await operator.post('/api/moderate/ban', { target: me.body.id, reason: 'abuse' });
  assert.equal(ban.status, 200, JSON.stringify(ban.body));
  const refused = await vic.post('/api/queue', { game: 'monkey-lab', players: 2 });
  assert.equal(refused.status, 403);
  assert.equal(codeOf(refused), 'banned');
  assert.equal(await look(vic), null);
  const net = new Browser(server.url, '127.0.6.1');
  assert.equal((await net.get('/api/me')).status, 200);
  await operator.post('/api/moderate/ban', { target: '127.0.6.0/24' });
  const fromNet = await net.post('/api/queue', { game: 'monkey-lab', players: 2 });
  assert.equal(fromNet.status, 403);
  assert.equal(codeOf(fromNet), 'banned');
  await operator.post('/api/moderate/unban', { target: '127.0.6.0/24' });
});

test('a person banned while waiting is never paired: the next asker keeps waiting', async () => {
  const wes = await person('Wes');
  const me = await wes.get<{ id: string }>('/api/me');
  assert.equal((await ask(wes, 'chimps-on-mars', 3))?.state, 'waiting');
  const operator = new Browser(server.url, '127.0.0.1');
  const ban = await operator.post('/api/moderate/ban', { target: me.body.id, reason: 'abuse' });
  assert.equal(ban.status, 200, JSON.stringify(ban.body));
  const xan = await person('Xan');
  const yul = await person('Yul');
  assert.equal((await ask(xan, 'chimps-on-mars', 3))?.state, 'waiting');
  // Without the ban Wes, Xan and Yul make a table of three; with it only Xan and Yul wait on.
  assert.equal((await ask(yul, 'chimps-on-mars', 3))?.state, 'waiting');
  assert.equal((await look(xan))?.state, 'waiting');
  assert.notEqual((await look(wes))?.state, 'paired');
  await operator.post('/api/moderate/unban', { target: me.body.id });
  await xan.post('/api/queue/leave');
  await yul.post('/api/queue/leave');
});

test('a flood of queue requests from one network is refused; another network is served', async () => {
  await withServer({ httpRate: [0.01, 5] }, async (s) => {
    const flood = await person('Flood', false, s.url);
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push((await flood.post('/api/queue', { game: 'monkey-lab', players: 2 })).status);
    assert.deepEqual(codes.slice(0, 5), [200, 200, 200, 200, 200]);
    assert.ok(
      codes.slice(5).every((c) => c === 429),
      codes.join(' '),
    );
    const r = await flood.post('/api/queue/leave');
    assert.equal(r.status, 429);
    assert.ok(Number(r.headers['retry-after']) > 0);
    const other = await person('Calm', false, s.url);
    assert.equal((await other.post('/api/queue', { game: 'monkey-lab', players: 2 })).status, 200);
  });
});

test('many waiters at once: every table is set, 16 a commit', async () => {
  for (let i = 0; i < 40; i++)
    await server.queue.store.put(
      {
        id: `q_many_${i}`,
        person: `p_many_${i}`,
        game: 'monkey-lab',
        players: 2,
        name: `Many ${i}`,
        mu: 25,
        account: false,
        botsAfterMs: null,
        since: t,
        seenAt: t,
      },
      0,
    );
  assert.equal(await server.queue.pass(), 20, 'two commits: 16 tables, then 4');
  const left = await server.hub.store.db.query(
    `select count(*)::int as n from queue_entries where id like 'q_many_%' and state = 'waiting'`,
  );
  assert.deepEqual(left, [{ n: 0 }]);
});

test('the plan: the oldest waiter chooses, and everyone at a table is in everyone’s window', () => {
  const w = (id: string, mu: number, since: number, botsAfterMs: number | null = null) => ({
    id,
    mu,
    since,
    botsAfterMs,
  });
  const t0 = 1_000_000;
  // Three near each other and one far: a 3-player table of the near ones.
  const tables = planTables(
    [w('a', 25, t0), w('far', 45, t0 + 1), w('b', 25.5, t0 + 2), w('c', 24.5, t0 + 3)],
    3,
    t0 + 4,
  );
  assert.deepEqual(
    tables.map((x) => x.people.map((p) => p.id)),
    [['a', 'b', 'c']],
  );
  // A waiter whose wait is over takes only those who accept bots.
  const withBots = planTables([w('x', 25, t0, 15_000), w('y', 25, t0, null)], 3, t0 + 15_000);
  assert.deepEqual(
    withBots.map((x) => [x.people.map((p) => p.id), x.bots]),
    [[['x'], 2]],
  );
});
