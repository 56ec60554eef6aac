// Tournaments across machines: each game of a tournament is a job in the job queue
// (server/job-queue.ts, on PostgreSQL); `moontable worker` on any number of machines takes games,
// plays them with the same code as a one-machine tournament (tournament-games.ts) and writes
// each summary to `moontable_tournament_games`; the tournament waits for all of them. A game
// is deterministic given its seeds, so a game played twice (its first worker died, or was
// thought dead) gives the same summary, and the first one written counts.

import { randomUUID } from 'node:crypto';
import type { BotGameJob, BotGameSummary } from '../bots/match.ts';
import { openJobQueue, QueueUnavailable } from '../server/job-queue.ts';
import type { HeldQueue, JobQueue } from '../server/job-queue.ts';
import { UsageError } from './errors.ts';

export const GAME_QUEUE: HeldQueue = { name: 'moontable-tournament-game', retryLimit: 10 };

/** A game's job: all a worker needs to play it. */
export interface GameJobData {
  readonly tournament: string;
  /** Its index in the tournament: game g of `tournamentJobs`. */
  readonly game: number;
  readonly job: BotGameJob;
  /** Time a program bot has for each move, in ms. */
  readonly moveMs: number;
}

const RESULTS = `create table if not exists moontable_tournament_games (
  tournament text not null,
  game integer not null,
  summary jsonb,
  error text,
  worker text not null,
  finished_at timestamptz not null default now(),
  primary key (tournament, game)
)`;

/** How often the tournament looks for results (and sweeps for dead workers). */
const WAIT_MS = 300;
/** Jobs per insert. */
const CHUNK = 500;

/** The queue for tournament games; a bad or unreachable URL is a usage error (exit 2). */
export async function openGameQueue(url: string): Promise<JobQueue> {
  try {
    return await openJobQueue(url, [GAME_QUEUE], [RESULTS]);
  } catch (e) {
    if (e instanceof QueueUnavailable) throw new UsageError(e.message);
    throw e;
  }
}

/** A worker's outcome of one game: its summary, or why it could not be played. */
export async function recordGame(
  q: JobQueue,
  data: GameJobData,
  outcome: { summary: BotGameSummary } | { error: string },
): Promise<void> {
  await q.db.query(
    `insert into moontable_tournament_games (tournament, game, summary, error, worker)
     values ($1, $2, $3::jsonb, $4, $5) on conflict do nothing`,
    [
      data.tournament,
      data.game,
      'summary' in outcome ? outcome.summary : null,
      'error' in outcome ? outcome.error : null,
      q.worker,
    ],
  );
}

/**
 * Puts every game of `jobs` in the queue and waits until workers have played them all;
 * `results[g]` is the summary of `jobs[g]`. A game no worker could play fails the tournament.
 */
export async function playOnWorkers(
  url: string,
  jobs: readonly BotGameJob[],
  moveMs: number,
  onProgress: (done: number) => void,
): Promise<BotGameSummary[]> {
  const q = await openGameQueue(url);
  const tournament = randomUUID();
  // Stopped (Ctrl-C), the tournament takes its games that no worker has started off the queue.
  let interrupted: NodeJS.Signals | null = null;
  const stop = (signal: NodeJS.Signals) => (interrupted = signal);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    for (let at = 0; at < jobs.length; at += CHUNK)
      await q.boss.insert(
        jobs.slice(at, at + CHUNK).map((job, i) => ({
          name: GAME_QUEUE.name,
          data: { tournament, game: at + i, job, moveMs } satisfies GameJobData,
        })),
      );
    for (;;) {
      await q.sweep();
      const [count] = await q.db.query<{ done: string; errors: string }>(
        `select count(*) as done, count(error) as errors
         from moontable_tournament_games where tournament = $1`,
        [tournament],
      );
      if (Number(count!.errors) > 0) {
        const [bad] = await q.db.query<{ game: number; error: string; worker: string }>(
          `select game, error, worker from moontable_tournament_games
           where tournament = $1 and error is not null order by game limit 1`,
          [tournament],
        );
        throw new Error(`game ${bad!.game} could not be played on ${bad!.worker}: ${bad!.error}`);
      }
      const [failed] = await q.db.query<{ game: string; output: unknown }>(
        `select data->>'game' as game, output from pgboss.job
         where name = $1 and state = 'failed' and data->>'tournament' = $2 limit 1`,
        [GAME_QUEUE.name, tournament],
      );
      if (failed)
        throw new Error(
          `game ${failed.game} failed on ${GAME_QUEUE.retryLimit + 1} attempts: ${JSON.stringify(failed.output)}`,
        );
      const done = Number(count!.done);
      onProgress(done);
      if (done >= jobs.length) break;
      if (interrupted) {
        await withdraw(q, tournament);
        throw new UsageError(
          `stopped (${interrupted}) after ${done} of ${jobs.length} games; the others were taken off the queue`,
        );
      }
      await new Promise((r) => setTimeout(r, WAIT_MS));
    }
    const rows = await q.db.query<{ summary: BotGameSummary }>(
      'select summary from moontable_tournament_games where tournament = $1 order by game',
      [tournament],
    );
    return rows.map((r) => r.summary);
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await q.close();
  }
}

/** Cancels the games of `tournament` still waiting for a worker (those being played finish). */
async function withdraw(q: JobQueue, tournament: string): Promise<void> {
  const waiting = await q.db.query<{ id: string }>(
    `select id from pgboss.job
     where name = $1 and state in ('created', 'retry') and data->>'tournament' = $2`,
    [GAME_QUEUE.name, tournament],
  );
  for (let at = 0; at < waiting.length; at += CHUNK)
    await q.boss.cancel(
      GAME_QUEUE.name,
      waiting.slice(at, at + CHUNK).map((w) => w.id),
    );
}
