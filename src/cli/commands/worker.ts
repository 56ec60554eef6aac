// `moontable worker`: plays tournament games from the job queue on PostgreSQL until stopped, on
// as many machines as you like (tournament-queue.ts). `--concurrency n` plays n games at once,
// on n bot threads. Program bots (`cmd:...`) start here, on this machine, in this working
// directory. SIGINT or SIGTERM stops it cleanly: the games it is playing go back to the queue
// at once and run again elsewhere; a worker killed outright loses nothing either, its games run
// again once its silence is noticed (server/job-queue.ts).

import type PgBoss from 'pg-boss';
import { requireInt } from '../args.ts';
import { UsageError } from '../errors.ts';
import { createGameRunner } from '../tournament-games.ts';
import { GAME_QUEUE, openGameQueue, recordGame } from '../tournament-queue.ts';
import type { GameJobData } from '../tournament-queue.ts';

/** How long an idle lane waits before it asks the queue again. */
const POLL_MS = 500;

export interface WorkerOptions {
  databaseUrl?: string;
  concurrency: string;
}

export async function workerCommand(opts: WorkerOptions): Promise<void> {
  const url = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (!url) throw new UsageError('worker needs --database-url postgres://... (or DATABASE_URL)');
  const concurrency = requireInt(opts.concurrency, '--concurrency', 1);
  const q = await openGameQueue(url);
  const runner = createGameRunner({ threads: concurrency });
  let stopping = false;
  let wake: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (wake = resolve));
  let played = 0;
  let given = 0;

  const lane = async () => {
    while (!stopping) {
      const job = await q.take<GameJobData>(GAME_QUEUE.name);
      if (!job) {
        await Promise.race([stopped, new Promise((r) => setTimeout(r, POLL_MS))]);
        continue;
      }
      if (stopping) {
        await q.release(GAME_QUEUE.name, job.id, 'its worker was stopped');
        break;
      }
      await playOne(job);
    }
  };
  const playOne = async (job: PgBoss.Job<GameJobData>) => {
    let outcome: Parameters<typeof recordGame>[2];
    try {
      outcome = { summary: await runner.play(job.data.job, job.data.moveMs) };
    } catch (e) {
      outcome = { error: (e as Error).message };
    }
    if (stopping) {
      // Cut short by the stop (its threads and programs were closed): it runs again elsewhere.
      await q.release(GAME_QUEUE.name, job.id, 'its worker was stopped');
      given++;
      return;
    }
    await recordGame(q, job.data, outcome);
    await q.boss.complete(GAME_QUEUE.name, job.id);
    await q.drop(job.id);
    played++;
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    wake();
    console.error('moontable worker: stopping; games being played go back to the queue');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.error(
    `moontable worker ${q.worker}: playing tournament games, ${concurrency} at a time (Ctrl-C stops)`,
  );
  const lanes = Array.from({ length: concurrency }, lane);
  await stopped;
  try {
    await runner.close();
    await Promise.all(lanes);
  } finally {
    await q.close();
  }
  console.error(
    `moontable worker: stopped after ${played} game${played === 1 ? '' : 's'}; ${given} given back`,
  );
}
