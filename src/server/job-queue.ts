// The job queue on PostgreSQL: pg-boss 10 (why: docs/architecture.md, "Job queue"), plus what it
// lacks for long jobs: knowing that the process running one has died. pg-boss only fails an
// active job once its expiry has passed, and a tournament game (or anything else that runs long)
// cannot name a fair expiry up front. So a process that takes such a job holds it in
// `moontable_job_holds` and beats every few seconds; whoever sweeps next (any worker, the
// tournament waiting for results) fails the jobs of a process that stopped beating, and pg-boss
// retries them elsewhere. Expiry stays as the last resort.

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import { DbUnavailable, openDb } from '../store/db.ts';
import type { Db } from '../store/sql.ts';

/** How often a process beats for the jobs it holds. */
const BEAT_MS = 2_000;
/** A process silent this long is gone: its jobs run again elsewhere. */
const SILENT_S = 10;
/** An active job nobody holds this long was taken by a process that died before holding it. */
const UNHELD_S = 60;

export interface HeldQueue {
  readonly name: string;
  /** Attempts after the first; a job that kills every process that runs it ends `failed`. */
  readonly retryLimit: number;
}

export interface JobQueue {
  readonly boss: PgBoss;
  /** Our own tables live beside pg-boss's in the same database. */
  readonly db: Db;
  /** This process, as its holds name it: `host/pid/random`. */
  readonly worker: string;
  /** Takes the next job of `queue` and holds it (beats for it) until `drop` or `release`. */
  take<T extends object>(queue: string): Promise<PgBoss.Job<T> | null>;
  /** The job is done (or failed for good): no longer held. */
  drop(jobId: string): Promise<void>;
  /** Gives a held job back to run again elsewhere (a stopping worker). */
  release(queue: string, jobId: string, reason: string): Promise<void>;
  /** Beats for this process's holds and fails the jobs of processes that stopped beating. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export class QueueUnavailable extends Error {
  override name = 'QueueUnavailable';
}

/** Checks a `--database-url`: PostgreSQL only (the embedded database has no queue across machines). */
export function checkDatabaseUrl(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new QueueUnavailable(`--database-url "${url}" is not a URL (postgres://user@host/db)`);
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    throw new QueueUnavailable(
      `--database-url must be a PostgreSQL URL (postgres://user@host/db), not ${protocol}`,
    );
}

const SCHEMA = `
create table if not exists moontable_job_holds (
  job_id uuid primary key,
  queue text not null,
  worker text not null,
  beat_at timestamptz not null default now()
);
create index if not exists moontable_job_holds_worker on moontable_job_holds (worker)`;

/**
 * Opens the queue on the PostgreSQL at `url` and makes sure `queues` exist (pg-boss's tables,
 * ours and the caller's `tables`, statements run once under a lock, are created on first use).
 * A database that cannot be reached is a QueueUnavailable.
 */
export async function openJobQueue(
  url: string,
  queues: readonly HeldQueue[],
  tables: readonly string[] = [],
): Promise<JobQueue> {
  checkDatabaseUrl(url);
  let db: Db;
  try {
    db = await openDb({ databaseUrl: url, dataDir: '' });
  } catch (e) {
    if (e instanceof DbUnavailable) throw new QueueUnavailable(e.message);
    throw e;
  }
  const boss = new PgBoss({ connectionString: url, max: 4, schedule: false });
  boss.on('error', (e: Error) => console.error(`moontable: job queue: ${e.message}`));
  try {
    await boss.start();
    // Several processes start at once: one of them creates what is missing, under a lock.
    await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtext('moontable_job_queue'))");
      for (const statement of [...SCHEMA.split(';'), ...tables]) await tx.query(statement);
      for (const q of queues)
        if (!(await boss.getQueue(q.name)))
          await boss.createQueue(q.name, {
            name: q.name,
            retryLimit: q.retryLimit,
            retryDelay: 0,
            // The last resort only: a dead process's jobs come back within SILENT_S by the sweep.
            expireInSeconds: 23 * 3600,
          });
    });
  } catch (e) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    await db.close();
    throw e;
  }
  const worker = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const held = queues.map((q) => q.name);
  let closed = false;

  const sweep = async () => {
    await db.query('update moontable_job_holds set beat_at = now() where worker = $1', [worker]);
    const gone = await db.query<{ job_id: string; queue: string }>(
      `delete from moontable_job_holds where beat_at < now() - make_interval(secs => $1)
       returning job_id, queue`,
      [SILENT_S],
    );
    const unheld = await db.query<{ job_id: string; queue: string }>(
      `select j.id as job_id, j.name as queue from pgboss.job j
       where j.name = any($1) and j.state = 'active'
         and j.started_on < now() - make_interval(secs => $2)
         and not exists (select 1 from moontable_job_holds h where h.job_id = j.id)`,
      [held, UNHELD_S],
    );
    for (const { job_id, queue } of [...gone, ...unheld])
      await boss.fail(queue, job_id, { message: 'the worker running it stopped' });
  };
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = sweep().catch((e: Error) => {
      if (!closed) console.error(`moontable: job queue: ${e.message}`);
    });
  }, BEAT_MS);
  timer.unref();

  return {
    boss,
    db,
    worker,
    async take<T extends object>(queue: string) {
      const [job] = await boss.fetch<T>(queue, { batchSize: 1 });
      if (!job) return null;
      await db.query(
        'insert into moontable_job_holds (job_id, queue, worker) values ($1, $2, $3) on conflict (job_id) do update set worker = $3, beat_at = now()',
        [job.id, queue, worker],
      );
      return job;
    },
    async drop(jobId) {
      await db.query('delete from moontable_job_holds where job_id = $1 and worker = $2', [
        jobId,
        worker,
      ]);
    },
    async release(queue, jobId, reason) {
      const mine = await db.query(
        'delete from moontable_job_holds where job_id = $1 and worker = $2 returning job_id',
        [jobId, worker],
      );
      if (mine.length) await boss.fail(queue, jobId, { message: reason });
    },
    sweep,
    async close() {
      closed = true;
      clearInterval(timer);
      await sweeping;
      await boss.stop({ graceful: false, wait: true });
      await db.close();
    },
  };
}
