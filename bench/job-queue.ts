// Compares the two PostgreSQL job queues we considered (graphile-worker 0.16, pg-boss 10) on the
// tournament workload: enqueue cost, the delay from enqueue to a worker's start, throughput with
// three worker processes playing real bot games, and how long a game held by a worker killed
// with SIGKILL takes to run again elsewhere. Short and bounded; prints the load average beside
// every figure. Kept as the record of the choice in docs/architecture.md ("Job queue"); pg-boss
// is no longer a dependency, so its half runs only where it is installed.
//
//   node --import tsx bench/job-queue.ts            (both, where both are installed)
//
// `pgboss` is pg-boss's own `work` loop, which waits its polling interval after every job;
// `pgboss-fetch` is the loop `moontable worker` runs (fetch again at once while there is work).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import postgres from 'postgres';
import { startPostgres } from '../test/server/helpers.ts';
import { playBotGame } from '../src/bots/match.ts';
import { tournamentJobs } from '../src/bots/tournament.ts';
import { findGame } from '../src/games/index.ts';

const GAMES = 120;
const SELF = new URL(import.meta.url).pathname;
const load = () =>
  `load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const jobs = tournamentJobs({
  game: 'monkeys-on-the-moon',
  options: {},
  players: 3,
  bots: ['random', 'heuristic'],
  games: GAMES,
  seed: 'bench',
});
type Payload = { g: number; hold?: boolean };

/** The part of graphile-worker 0.16 used here, typed by hand: it is no longer a dependency. */
interface GraphileWorker {
  run(options: Record<string, unknown>): Promise<unknown>;
  makeWorkerUtils(options: Record<string, unknown>): Promise<{
    migrate(): Promise<void>;
    addJob(task: string, payload: unknown, spec: Record<string, unknown>): Promise<unknown>;
    withPgClient<T>(
      fn: (c: { query(t: string, v: unknown[]): Promise<T> }) => Promise<T>,
    ): Promise<T>;
    forceUnlockWorkers(ids: string[]): Promise<void>;
    release(): Promise<void> | void;
  }>;
  Logger: new (factory: () => () => void) => unknown;
}
const GRAPHILE = 'graphile-worker';
const graphile = async () => (await import(GRAPHILE)) as GraphileWorker;

// ---- a worker process: `job-queue.ts worker <queue> <url>` ----
async function worker(queue: string, url: string): Promise<void> {
  const db = postgres(url, { max: 1, onnotice: () => {} });
  const handle = async (p: Payload, lockedBy: string) => {
    await db.unsafe(
      'insert into started (g, pid, locked_by, at) values ($1, $2, $3, clock_timestamp())',
      [p.g, process.pid, lockedBy],
    );
    if (p.hold) await sleep(600_000); // killed here
    const summary = p.g < 0 ? null : playBotGame(jobs[p.g]!, findGame);
    await db.unsafe(
      'insert into done (g, summary, at) values ($1, $2, clock_timestamp()) on conflict do nothing',
      [p.g, JSON.stringify(summary)],
    );
  };
  if (queue === 'graphile') {
    const { run } = await graphile();
    await run({
      connectionString: url,
      concurrency: 1,
      noHandleSignals: true,
      pollInterval: 1000,
      logger: quiet(await graphile()),
      taskList: {
        game: async (p: Payload, h: { job: { locked_by: string | null } }) =>
          handle(p, h.job.locked_by ?? ''),
      },
    });
  } else {
    const PgBoss = (await import('pg-boss')).default;
    const boss = new PgBoss({
      connectionString: url,
      maintenanceIntervalSeconds: 1,
      schedule: false,
    });
    boss.on('error', () => {});
    await boss.start();
    if (queue === 'pgboss')
      await boss.work('game', { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) =>
        handle(job!.data as Payload, job!.id),
      );
    // What `moontable worker` does: fetch again at once after a job, wait only when idle.
    else
      void (async () => {
        for (;;) {
          const [job] = await boss.fetch<Payload>('game', { batchSize: 1 });
          if (!job) await sleep(500);
          else {
            await handle(job.data, job.id);
            await boss.complete('game', job.id);
          }
        }
      })();
  }
  process.send?.('ready');
}

function quiet(gw: GraphileWorker) {
  return new gw.Logger(() => () => {});
}

// ---- the measuring side ----
interface Queue {
  enqueue(payloads: Payload[]): Promise<void>;
  /** Many jobs in one statement, for a task no worker runs (enqueue cost only). */
  batch(payloads: Payload[]): Promise<void>;
  /** What recovers a dead worker's job: graphile-worker's forceUnlockWorkers; pg-boss's expiry. */
  recover(lockedBy: string): Promise<void>;
  close(): Promise<void>;
}

async function graphileQueue(url: string): Promise<Queue> {
  const gw = await graphile();
  const utils = await gw.makeWorkerUtils({ connectionString: url, logger: quiet(gw) });
  await utils.migrate();
  return {
    async enqueue(payloads) {
      for (const p of payloads) await utils.addJob('game', p, { maxAttempts: 5 });
    },
    async batch(payloads) {
      const specs = payloads.map((p) => ({ identifier: 'idle', payload: p, max_attempts: 5 }));
      await utils.withPgClient((c) =>
        c.query(
          'select graphile_worker.add_jobs(array(select json_populate_recordset(null::graphile_worker.job_spec, $1::json)))',
          [JSON.stringify(specs)],
        ),
      );
    },
    recover: (lockedBy) => utils.forceUnlockWorkers([lockedBy]),
    close: async () => {
      await utils.release();
    },
  };
}

async function bossQueue(url: string): Promise<Queue> {
  const PgBoss = (await import('pg-boss')).default;
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue('game', {
    name: 'game',
    expireInSeconds: 5,
    retryLimit: 5,
    retryDelay: 0,
  });
  await boss.createQueue('idle', { name: 'idle' });
  return {
    async enqueue(payloads) {
      for (const p of payloads) await boss.send('game', p);
    },
    async batch(payloads) {
      await boss.insert(payloads.map((data) => ({ name: 'idle', data })));
    },
    recover: async () => {}, // expireInSeconds (5 s) + the next maintenance run (1 s) do it
    close: () => boss.stop({ graceful: false, wait: true }),
  };
}

async function measure(name: string, url: string, make: (url: string) => Promise<Queue>) {
  const db = postgres(url, { max: 1, onnotice: () => {} });
  await db.unsafe('drop table if exists started, done');
  await db.unsafe('create table started (g int, pid int, locked_by text, at timestamptz)');
  await db.unsafe('create table done (g int primary key, summary jsonb, at timestamptz)');
  const queue = await make(url);
  const workers: ChildProcess[] = [];
  for (let i = 0; i < 3; i++) {
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, 'worker', name, url], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise((r) => child.once('message', r));
    workers.push(child);
  }
  const count = async () => Number((await db.unsafe('select count(*) from done'))[0]!.count);
  const waitDone = async (n: number) => {
    while ((await count()) < n) await sleep(20);
  };
  // Latency: one empty job at a time to idle workers, enqueue to start.
  const lat: number[] = [];
  for (let i = 1; i <= 10; i++) {
    const t = Date.now();
    await queue.enqueue([{ g: -i }]);
    await waitDone(i);
    const rows = await db.unsafe('select at from started where g = $1', [-i]);
    lat.push(new Date(rows[0]!.at).getTime() - t);
  }
  lat.sort((a, b) => a - b);
  console.log(
    `${name}: enqueue-to-start of an idle worker: median ${lat[5]} ms, max ${lat[9]} ms (${load()})`,
  );
  const many = Array.from({ length: 2000 }, (_, g) => ({ g }));
  const b = performance.now();
  await queue.batch(many);
  console.log(
    `${name}: enqueue 2000 jobs in one statement: ${((performance.now() - b) / 2000).toFixed(3)} ms per job (${load()})`,
  );
  // Enqueue cost and throughput: GAMES real games, one held by the worker we kill.
  await db.unsafe('truncate started, done');
  let t = performance.now();
  await queue.enqueue([{ g: 0, hold: true }, ...jobs.slice(1).map((_, i) => ({ g: i + 1 }))]);
  const enqueueMs = (performance.now() - t) / GAMES;
  console.log(`${name}: enqueue ${enqueueMs.toFixed(2)} ms per job, one at a time (${load()})`);
  t = performance.now();
  let holder: { pid: number; locked_by: string } | undefined;
  while (!holder) {
    holder = (await db.unsafe('select pid, locked_by from started where g = 0'))[0] as
      typeof holder | undefined;
    await sleep(20);
  }
  workers.find((w) => w.pid === holder!.pid)!.kill('SIGKILL');
  const killedAt = Date.now();
  await waitDone(GAMES - 1);
  const wall = performance.now() - t;
  await queue.recover(holder.locked_by);
  // The held job holds again wherever it runs next: the measure stops at its second start.
  let again: { at: Date } | undefined;
  while (!again) {
    const rows = await db.unsafe('select at from started where g = 0 and pid <> $1', [holder.pid]);
    again = rows[0] as typeof again;
    await sleep(20);
  }
  console.log(
    `${name}: ${GAMES - 1} games on 2 live workers in ${(wall / 1000).toFixed(1)} s; the killed worker's job started again ${((new Date(again.at).getTime() - killedAt) / 1000).toFixed(1)} s after the kill (${load()})`,
  );
  for (const w of workers) w.kill('SIGKILL');
  await queue.close();
  await db.end();
}

if (process.argv[2] === 'worker') {
  await worker(process.argv[3]!, process.argv[4]!);
} else {
  const require = createRequire(import.meta.url);
  const has = (m: string) => {
    try {
      require.resolve(m);
      return true;
    } catch {
      return false;
    }
  };
  const pgServer = await startPostgres();
  try {
    if (has('graphile-worker')) await measure('graphile', pgServer.url, graphileQueue);
    if (has('pg-boss')) await measure('pgboss', pgServer.url, bossQueue);
    if (has('pg-boss')) await measure('pgboss-fetch', pgServer.url, bossQueue);
  } finally {
    pgServer.stop();
  }
}
