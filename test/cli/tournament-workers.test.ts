// `moontable tournament --database-url` with `moontable worker`s, all real processes on a
// throwaway PostgreSQL: the games go through the job queue, a worker killed mid-game (SIGKILL)
// or stopped (SIGTERM) loses nothing, and the standings equal a one-machine run's with the same
// seeds; a program bot plays on the workers.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import postgres from 'postgres';
import { startPostgres, tempDir } from '../server/helpers.ts';
import { runCli, runCliAsync, startCli } from './run.ts';

let pg: { url: string; stop: () => void };
before(async () => {
  pg = await startPostgres();
});
after(() => pg?.stop());

/**
 * A program bot that always plays its first legal move (deterministic, so runs compare) after
 * 20 ms, so that a game lasts long enough to kill a worker in the middle of one.
 */
function firstMoveBot(): string {
  const file = join(tempDir('moontable-first-bot'), 'first.js');
  writeFileSync(
    file,
    `const rl = require('node:readline').createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  const result = m.method === 'move' ? { move: m.params.legal[0].move } : null;
  const answer = () => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result }) + '\\n');
  if (m.method === 'move') setTimeout(answer, 20);
  else answer();
});`,
  );
  return `cmd:node ${file}`;
}

interface Worker {
  readonly child: ChildProcessWithoutNullStreams;
  readonly pid: number;
  err: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startWorker(url: string): Promise<Worker> {
  const child = startCli(['worker', '--database-url', url]);
  const w: Worker = {
    child,
    pid: child.pid!,
    err: '',
    exited: new Promise((done) => child.on('exit', (code, signal) => done({ code, signal }))),
  };
  child.stderr.on('data', (d) => (w.err += String(d)));
  await new Promise<void>((ready, fail) => {
    child.stderr.on('data', () => w.err.includes('playing tournament games') && ready());
    void w.exited.then(() => fail(new Error(`worker exited: ${w.err}`)));
  });
  return w;
}

/** The game a worker holds right now (its index), once it holds one. */
async function heldGame(sql: postgres.Sql, w: Worker): Promise<number> {
  for (;;) {
    const [row] = await sql`select (j.data->>'game')::int as game from moontable_job_holds h
      join pgboss.job j on j.id = h.job_id where h.worker like ${`%/${w.pid}/%`}`;
    if (row) return row.game as number;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const strip = (r: { standings: Record<string, unknown>[] }) => ({
  ...r,
  standings: r.standings.map(({ meanThinkMs: _a, maxThinkMs: _b, ...rest }) => rest),
});

test('three workers, one killed mid-game and one stopped: the standings of a one-machine run', async () => {
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
  const program = firstMoveBot();
  const args = [
    'monkeys-on-the-moon',
    '--players',
    '3',
    '--seed',
    'workers',
    '--bots',
    `random,heuristic,${program}`,
    '--games',
    '6',
    '--json',
  ];
  // All three at once on a new database: they create the queue's tables together.
  const workers = await Promise.all([1, 2, 3].map(() => startWorker(pg.url)));
  const [killed, stopped, stays] = workers as [Worker, Worker, Worker];
  try {
    const run = runCliAsync(['tournament', ...args, '--database-url', pg.url]);
    const lost = await heldGame(sql, killed);
    killed.child.kill('SIGKILL');
    assert.equal((await killed.exited).signal, 'SIGKILL');
    const given = await heldGame(sql, stopped);
    stopped.child.kill('SIGTERM');
    assert.equal((await stopped.exited).code, 0, stopped.err);
    assert.match(stopped.err, /stopped after \d+ games?; 1 given back/);
    const distributed = await run;
    assert.equal(distributed.code, 0, distributed.err);
    // The two games cut short were played to the end by another worker.
    const rows = await sql`select game, worker from moontable_tournament_games
      where game in (${lost}, ${given})`;
    assert.equal(rows.length, 2);
    for (const row of rows)
      assert.ok(
        ![killed.pid, stopped.pid].some((pid) => row.worker.includes(`/${pid}/`)),
        row.worker,
      );
    const here = runCli(['tournament', ...args, '--threads', '2']);
    assert.equal(here.code, 0, here.err);
    assert.deepEqual(strip(JSON.parse(distributed.out)), strip(JSON.parse(here.out)));
    assert.equal(JSON.parse(here.out).standings[2].bot, program);
  } finally {
    for (const w of workers) w.child.kill('SIGKILL');
    await sql.end();
  }
  assert.doesNotMatch(stays.err, /failed|Error/);
});

test('a worker or tournament given a bad database URL says so and exits 2', () => {
  const unreachable = runCli(['worker', '--database-url', 'postgres://nobody@127.0.0.1:1/none']);
  assert.equal(unreachable.code, 2, unreachable.err);
  assert.match(unreachable.err, /^moontable: cannot reach PostgreSQL at 127\.0\.0\.1:1/);
  const mm = ['monkeys-on-the-moon', '--bots', 'random,heuristic', '--games', '2'];
  const notPg = runCli(['tournament', ...mm, '--database-url', 'mysql://127.0.0.1/x']);
  assert.equal(notPg.code, 2, notPg.err);
  assert.match(notPg.err, /--database-url must be a PostgreSQL URL/);
});

test('a program that cannot start on the workers is a crash with its reason, then exit 2', async () => {
  const worker = await startWorker(pg.url);
  try {
    const r = await runCliAsync([
      'tournament',
      'monkeys-on-the-moon',
      '--players',
      '2',
      '--bots',
      'random,cmd:./no-such-bot --fast',
      '--games',
      '2',
      '--database-url',
      pg.url,
    ]);
    assert.equal(r.code, 2, r.err);
    assert.match(r.out, /^Monkeys on the Moon, 2 players, 2 games, seed 1, on workers$/m);
    assert.match(r.out, /cmd:\.\/no-such-bot --fast\s+2\s.*2 crashes/);
    assert.match(r.out, /Fault of cmd:\.\/no-such-bot --fast: crash: at start: .*not found/);
    assert.match(
      r.err,
      /--bots: cmd:\.\/no-such-bot --fast cannot start on the workers: at start:/,
    );
  } finally {
    worker.child.kill('SIGTERM');
    assert.equal((await worker.exited).code, 0, worker.err);
  }
});

test('a tournament stopped with Ctrl-C takes its waiting games off the queue', async () => {
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
  try {
    const child = startCli([
      'tournament',
      'monkeys-on-the-moon',
      '--bots',
      'random,heuristic',
      '--games',
      '8',
      '--seed',
      'stopped',
      '--database-url',
      pg.url,
    ]);
    let err = '';
    child.stderr.on('data', (d) => (err += String(d)));
    const exited = new Promise<number | null>((done) => child.on('exit', done));
    // No worker runs: the games wait in the queue until the tournament is stopped.
    const waiting = async () =>
      Number(
        (
          await sql`select count(*) from pgboss.job
            where name = 'moontable-tournament-game' and state = 'created'
              and data->'job'->>'seed' like 'stopped/%'`
        )[0]!.count,
      );
    while ((await waiting()) < 8) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGINT');
    assert.equal(await exited, 2, err);
    assert.match(err, /stopped \(SIGINT\) after 0 of 8 games; the others were taken off the queue/);
    assert.equal(await waiting(), 0);
  } finally {
    await sql.end();
  }
});
