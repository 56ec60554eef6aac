// Durability and several nodes, with real processes: a server killed with SIGKILL mid-match
// keeps every acknowledged move; two nodes on one PostgreSQL share matches, serialize racing
// moves, and take over each other's clients when one dies.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import {
  api,
  autoplay,
  chooser,
  Client,
  createAndJoin,
  dataDir,
  NEVER_BUSY,
  spawnServer,
  startPostgres,
  tempDir,
} from './helpers.ts';
import { runCliAsync } from '../cli/run.ts';
import type { Message } from './helpers.ts';

const MM = 'monkeys-on-the-moon';
const children: ChildProcess[] = [];
const spawnNode = async (args: string[], env: Record<string, string> = {}) => {
  const node = await spawnServer(['--port', '0', ...NEVER_BUSY, ...args], env);
  children.push(node.child);
  return node;
};
const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
after(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

/** Plays our seat's moves one at a time, recording every acknowledged version. */
async function playAcked(c: Client, count: number, acked: number[]): Promise<void> {
  for (let i = 0; i < count; i++) {
    const last = acked.at(-1) ?? 0;
    const m = await c.next(
      (x) =>
        (x.type === 'update' || x.type === 'welcome') &&
        (x.version as number) >= last &&
        (x.legal as unknown[]).length > 0,
      10_000,
      0,
    );
    const from = c.messages.length;
    c.send({ type: 'move', version: m.version, move: (m.legal as { move: string }[])[0]!.move });
    const ack = await c.next((x) => x.type === 'ack' || x.type === 'error', 10_000, from);
    assert.equal(ack.type, 'ack', JSON.stringify(ack));
    acked.push(ack.version as number);
  }
}

test('SIGKILL mid-match: every acknowledged move survives and play resumes, bots included', async () => {
  // An empty folder: this server makes its database itself (initdb in a child process), the one
  // test that does; the others start from a copy of a made one (`dataDir`).
  const data = tempDir('moontable-kill');
  const first = await spawnNode(['--data', data]);
  const created = await createAndJoin(first.url, {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }],
  });
  const id = created.match.id;
  const c = await Client.open(first.url);
  await c.hello(id, created.seats[0]!.token);
  const acked: number[] = [];
  await playAcked(c, 4, acked);
  // A second server on the same folder refuses to start, in one line, and harms nothing.
  const second = await runCliAsync(['serve', '--port', '0', '--data', data]);
  assert.equal(second.code, 2);
  assert.match(
    second.err,
    /^moontable: the data folder .* is in use by another Moontable server \(process \d+\)/,
  );
  assert.equal(second.err.trim().split('\n').length, 1, second.err);
  assert.equal(second.out, '');
  await killed(first.child);

  // The lock the killed server left behind is taken over.
  const restarted = await spawnNode(['--data', data]);
  const info = await api<{ match: { version: number; status: string } }>(
    restarted.url,
    'GET',
    `/api/matches/${id}`,
  );
  assert.ok(info.body.match.version >= acked.at(-1)!, 'no acknowledged move was lost');
  const back = await Client.open(restarted.url);
  const welcome = await back.hello(id, created.seats[0]!.token, acked.at(-1));
  assert.equal(welcome.type, 'welcome');
  const end = await autoplay(back, chooser(5));
  assert.ok(end.result, 'the match played on to its end after the restart');
  const record = await api<{ moves: { seat: number; move: string }[] }>(
    restarted.url,
    'GET',
    `/api/matches/${id}/record`,
  );
  assert.ok(record.body.moves.length >= acked.at(-1)!);
  back.close();
  await killed(restarted.child);
});

test('SIGTERM drains: moves in flight are stored and acknowledged, sockets are told 1001, exit 0', async () => {
  const data = dataDir('moontable-drain');
  const node = await spawnNode(['--data', data]);
  const created = await createAndJoin(node.url, {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id = created.match.id;
  const clients = await Promise.all(
    created.seats.map(async (invite) => {
      const c = await Client.open(node.url);
      await c.hello(id, invite.token);
      return c;
    }),
  );
  // Both seats move as fast as the server answers; every ack is noted.
  const acked: number[] = [];
  const refusals: string[] = [];
  for (const c of clients) {
    c.onMessage = (m) => {
      if (m.type === 'ack') acked.push(m.version as number);
      if (m.type === 'error') refusals.push(m.code as string);
      const legal = (m.legal as { move: string }[] | undefined) ?? [];
      if ((m.type === 'update' || m.type === 'welcome') && !m.result && legal.length > 0)
        c.send({ type: 'move', version: m.version, move: legal[0]!.move });
    };
    // The welcome (the chat's history follows it) starts the flat-out moving.
    const welcome = c.messages.find((m) => m.type === 'welcome')!;
    c.onMessage(welcome);
  }
  for (let waited = 0; acked.length < 10; waited += 10) {
    assert.ok(
      waited < 30_000,
      `only ${acked.length} moves acknowledged in 30 s (${refusals.join(', ')})`,
    );
    await new Promise((r) => setTimeout(r, 10));
  }
  const exited = new Promise<number | null>((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  const codes = await Promise.all(clients.map((c) => c.closed));
  assert.equal(await exited, 0);
  assert.deepEqual(codes, [1001, 1001]);
  assert.match(node.output(), /Moontable stopped\./);
  // Through the drain's grace (readiness 503, all still served) the seats keep moving as fast as
  // the server answers, so the move budget may cut in: a refusal that loses nothing.
  assert.ok(
    refusals.every((r) => r === 'busy' || r === 'stale-version' || r === 'rate-limited'),
    refusals.join(', '),
  );
  // Every acknowledged move is in the log after a restart.
  const again = await spawnNode(['--data', data]);
  const info = await api<{ match: { version: number } }>(again.url, 'GET', `/api/matches/${id}`);
  assert.ok(
    info.body.match.version >= Math.max(...acked),
    `${info.body.match.version} < ${Math.max(...acked)}`,
  );
  await killed(again.child);
});

let pg: { url: string; stop: () => void } | null = null;
before(async () => {
  pg = await startPostgres();
});
after(() => pg?.stop());

test('PostgreSQL, two nodes: clients on different nodes play one match; one node dies and its client moves over', async () => {
  const env = { DATABASE_URL: pg!.url };
  const dataA = tempDir('moontable-a');
  const a = await spawnNode(['--data', dataA], env);
  const b = await spawnNode(['--data', dataA], env);
  assert.equal(
    (await api<{ database: string }>(a.url, 'GET', '/healthz')).body.database,
    'postgres',
  );
  const created = await createAndJoin(a.url, {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }],
  });
  const id = created.match.id;
  const onA = await Client.open(a.url);
  const onB = await Client.open(b.url);
  await onA.hello(id, created.seats[0]!.token);
  await onB.hello(id, created.seats[1]!.token);
  // Seat 0 plays on node A throughout; seat 1 plays a stretch on node B. Each sees the other's
  // moves through LISTEN/NOTIFY.
  const endA = autoplay(onA, chooser(1));
  const ackedB: number[] = [];
  await playAcked(onB, 4, ackedB);
  const seenOnB = onB.messages
    .filter((m) => m.type === 'update')
    .map((m) => (m.event as { seat: number }).seat);
  assert.ok(seenOnB.includes(0), 'the node B client saw moves made on node A');

  // Node B dies; its client reconnects to node A with its last version and nothing is lost.
  await killed(b.child);
  const moved = await Client.open(a.url);
  const last = Math.max(...ackedB);
  const welcome = await moved.hello(id, created.seats[1]!.token, last);
  assert.ok((welcome.version as number) >= last);
  assert.deepEqual(
    (welcome.events as { version: number }[]).map((e) => e.version),
    Array.from({ length: (welcome.version as number) - last }, (_, i) => last + 1 + i),
  );
  const ends = await Promise.all([endA, autoplay(moved, chooser(2))]);
  for (const e of ends) assert.ok(e.result);
  for (const c of [onA, onB, moved]) c.close();
  await killed(a.child);
});

test('PostgreSQL, two nodes: two clients race a move at one version and exactly one wins', async () => {
  const env = { DATABASE_URL: pg!.url };
  const a = await spawnNode(['--data', tempDir('moontable-a2')], env);
  const b = await spawnNode(['--data', tempDir('moontable-b2')], env);
  let races = 0;
  for (let round = 0; round < 5; round++) {
    const created = await createAndJoin(a.url, {
      game: MM,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id = created.match.id;
    // The seat to act is connected twice, once to each node, and both send a move at once.
    const first = await Client.open(a.url);
    const second = await Client.open(b.url);
    const w1 = await first.hello(id, created.seats[0]!.token);
    const seat = (w1.toAct as number[])[0]!;
    const token = created.seats[seat]!.token;
    const x = await Client.open(a.url);
    const y = await Client.open(b.url);
    const wx = await x.hello(id, token);
    await y.hello(id, token);
    const legal = (wx.legal as { move: string }[]).map((m) => m.move);
    const answers: Promise<Message>[] = [];
    for (const [c, move] of [
      [x, legal[0]!],
      [y, legal[legal.length - 1]!],
    ] as const) {
      const from = c.messages.length;
      c.send({ type: 'move', version: wx.version, move });
      answers.push(c.next((m) => m.type === 'ack' || m.type === 'error', 10_000, from));
    }
    const results = await Promise.all(answers);
    const acks = results.filter((r) => r.type === 'ack');
    const stale = results.filter((r) => r.type === 'error');
    assert.equal(acks.length, 1, JSON.stringify(results));
    assert.equal(stale.length, 1);
    assert.equal(stale[0]!.code, 'stale-version');
    const info = await api<{ match: { version: number } }>(b.url, 'GET', `/api/matches/${id}`);
    assert.equal(info.body.match.version, (wx.version as number) + 1);
    races++;
    for (const c of [first, second, x, y]) c.close();
  }
  assert.equal(races, 5);
  await Promise.all([killed(a.child), killed(b.child)]);
});

test('PostgreSQL, two nodes: one invite used on both at once takes its seat once; the secret opens it on either', async () => {
  const env = { DATABASE_URL: pg!.url };
  const data = tempDir('moontable-seat-nodes');
  const a = await spawnNode(['--data', data], env);
  const b = await spawnNode(['--data', data], env);
  const created = await api<{ match: { id: string }; invites: { token: string }[] }>(
    a.url,
    'POST',
    '/api/matches',
    { game: MM, seats: [{ kind: 'human' }, { kind: 'human' }] },
  );
  const id = created.body.match.id;
  const invite = created.body.invites[0]!.token;
  // Both nodes have the match in memory before the race.
  for (const node of [a, b]) await api(node.url, 'GET', `/api/matches/${id}`);
  const answers = await Promise.all(
    [a, b, a, b].map((node, i) =>
      api<{ token: string; error: { code: string } }>(node.url, 'POST', `/api/matches/${id}/join`, {
        token: invite,
        name: `P${i}`,
      }),
    ),
  );
  assert.deepEqual(answers.map((x) => x.status).sort(), [200, 403, 403, 403]);
  const secret = answers.find((x) => x.status === 200)!.body.token;
  for (const node of [a, b]) {
    const c = await Client.open(node.url);
    assert.equal((await c.hello(id, secret)).seat, 0);
    const thief = await Client.open(node.url);
    assert.equal((await thief.hello(id, invite)).code, 'seat-taken');
    c.close();
    thief.close();
  }
  await Promise.all([killed(a.child), killed(b.child)]);
});
