// How a tournament game is played, once for both ways of running a tournament: on this machine
// (`moontable tournament`) and on any machine that takes games from the job queue
// (`moontable worker`). Games of built-in bots run whole on the worker threads; a game with a
// program bot (`cmd:...`) runs here, its built-in seats thinking on the threads and the program
// answering over its pipes, started on this machine in this working directory.

import type { BotGameJob, BotGameSummary } from '../bots/match.ts';
import { createBotPool } from '../bots/node/pool.ts';
import { playProgramGame } from '../bots/node/program-game.ts';
import { isProgramSpec, ProgramPool } from '../bots/node/program.ts';
import { findGame } from '../games/index.ts';

export interface GameRunner {
  /** Plays one game to its end (or a program's fault); a program has `moveMs` per move. */
  play(job: BotGameJob, moveMs: number): Promise<BotGameSummary>;
  /** Stops the threads and the programs; games still running are rejected. */
  close(): Promise<void>;
}

export function createGameRunner(settings: { threads: number }): GameRunner {
  const pool = createBotPool({ threads: settings.threads });
  const programs = new ProgramPool();
  return {
    async play(job, moveMs) {
      if (!job.seats.some(isProgramSpec)) return pool.playGame(job);
      const played = await playProgramGame(job, findGame, { pool, programs, moveMs });
      // The moves played are not part of a tournament's result (nor of a job's summary).
      const summary: Omit<typeof played, 'record'> & { record?: unknown } = { ...played };
      delete summary.record;
      return summary;
    },
    async close() {
      await programs.close();
      await pool.close();
    },
  };
}
