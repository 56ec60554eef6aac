// The job queue's liveness (src/server/job-queue.ts) on a throwaway PostgreSQL: a held job whose
// process stopped beating, and an active job nobody holds, go back to the queue at the next sweep;
// a job held by a live process stays where it is. Time is moved by backdating rows, not waited.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openJobQueue } from '../../src/server/job-queue.ts';
import type { JobQueue } from '../../src/server/job-queue.ts';
import { startPostgres } from './helpers.ts';

const QUEUE = { name: 'liveness-test', retryLimit: 3 };
let pg: { url: string; stop: () => void };
let alive: JobQueue;
let dead: JobQueue | undefined;

before(async () => {
  pg = await startPostgres();
  alive = await openJobQueue(pg.url, [QUEUE]);
  dead = await openJobQueue(pg.url, [QUEUE]);
});
after(async () => {
  await alive?.close();
  await dead?.close();
  pg?.stop();
});

const state = async (id: string) => (await alive.boss.getJobById(QUEUE.name, id))?.state;

test('a silent holder loses its job, a beating one keeps it, an unheld active job comes back', async () => {
  const [a, b, c] = await Promise.all([1, 2, 3].map((n) => alive.boss.send(QUEUE.name, { n })));
  const mine = await alive.take<{ n: number }>(QUEUE.name);
  const theirs = await dead!.take<{ n: number }>(QUEUE.name);
  // Taken past the holds, as by a process that died between fetching and holding.
  const [unheld] = await alive.boss.fetch(QUEUE.name, { batchSize: 1 });
  assert.deepEqual(new Set([mine!.id, theirs!.id, unheld!.id]), new Set([a, b, c]));

  // Only its holder gives a job back.
  await dead!.release(QUEUE.name, mine!.id, 'not mine');
  assert.equal(await state(mine!.id), 'active');
  // The other process dies (it beats no more); 11 s later for its hold, 61 s for the unheld job.
  await dead!.close();
  dead = undefined;
  await alive.db.query(
    "update moontable_job_holds set beat_at = now() - interval '11 seconds' where job_id = $1",
    [theirs!.id],
  );
  await alive.db.query(
    "update pgboss.job set started_on = now() - interval '61 seconds' where id = $1",
    [unheld!.id],
  );
  await alive.db.query(
    "update pgboss.job set started_on = now() - interval '61 seconds' where id = $1",
    [mine!.id],
  );
  await alive.sweep();

  assert.equal(await state(mine!.id), 'active', 'a held job whose holder beats stays');
  assert.equal(await state(theirs!.id), 'retry', "a silent holder's job runs again");
  assert.equal(await state(unheld!.id), 'retry', 'an active job nobody holds runs again');
  const holds = await alive.db.query<{ job_id: string }>('select job_id from moontable_job_holds');
  assert.deepEqual(
    holds.map((h) => h.job_id),
    [mine!.id],
  );

  // Released by a stopping worker: at once.
  await alive.release(QUEUE.name, mine!.id, 'stopping');
  assert.equal(await state(mine!.id), 'retry');
});
