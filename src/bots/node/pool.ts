// A pool of worker threads that run bots off the main thread, so a server's event loop never
// waits on a search. Tasks queue in order and go to the first idle worker.
//
//   const pool = createBotPool({ threads: 2 });
//   const move = await pool.choose({ game: 'monkeys-on-the-moon', view, seat: 2,
//     legal: ['pass', 'bid red:1'], bot: 'ismcts:normal', seed: 'match-7/move-31', budgetMs: 900 });
//   await pool.close();

import { Worker } from 'node:worker_threads';
import type { DecisionRequest } from '../decide.ts';
import type { BotGameJob, BotGameSummary } from '../match.ts';
import type { ReplyMessage, Task, TaskMessage } from './protocol.ts';

export type { DecisionRequest } from '../decide.ts';
export type { BotGameJob, BotGameSummary } from '../match.ts';

/** A refused request (`unknown-game`, `unknown-bot`, `bad-move-syntax`, ...) or a bot failure. */
export class BotPoolError extends Error {
  override name = 'BotPoolError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface BotPool {
  readonly threads: number;
  /** The chosen move's string form. Rejects with a BotPoolError when the request is refused. */
  choose(request: DecisionRequest): Promise<string>;
  /** Plays a whole bot game (tournaments). */
  playGame(job: BotGameJob): Promise<BotGameSummary>;
  /** Stops the workers; tasks still queued or running are rejected. */
  close(): Promise<void>;
}

interface Pending {
  readonly message: TaskMessage;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

// From the sources (tsx), workers need tsx registered first (worker-entry.js); compiled, the
// worker's own JavaScript runs as it is.
const ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './worker-entry.js' : './worker.js',
  import.meta.url,
);

export function createBotPool(settings: { threads?: number; nice?: number } = {}): BotPool {
  const threads = Math.max(1, Math.floor(settings.threads ?? 1));
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = {
      worker: new Worker(ENTRY, { workerData: { nice: settings.nice ?? 0 } }),
      busy: null,
    };
    slot.worker.on('message', (reply: ReplyMessage) => {
      const task = slot.busy;
      slot.busy = null;
      if (task && task.message.id === reply.id) {
        if (reply.ok) task.resolve(reply.value);
        else task.reject(new BotPoolError(reply.code, reply.message));
      }
      pump();
    });
    slot.worker.on('error', (error) => {
      // A crashed worker fails its task and is replaced.
      const task = slot.busy;
      slot.busy = null;
      task?.reject(new BotPoolError('bot-failure', error.message));
      if (!closed) {
        const i = slots.indexOf(slot);
        if (i >= 0) slots[i] = spawn();
        pump();
      }
    });
    return slot;
  };
  const slots: Slot[] = Array.from({ length: threads }, spawn);

  const pump = () => {
    for (const slot of slots) {
      if (slot.busy || queue.length === 0) continue;
      const task = queue.shift() as Pending;
      slot.busy = task;
      slot.worker.postMessage(task.message);
    }
  };

  const run = (task: Task): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (closed) return reject(new BotPoolError('pool-closed', 'The bot pool is closed.'));
      queue.push({ message: { id: nextId++, task }, resolve, reject });
      pump();
    });

  return {
    threads,
    choose: (request) => run({ kind: 'choose', request }) as Promise<string>,
    playGame: (job) => run({ kind: 'game', job }) as Promise<BotGameSummary>,
    async close() {
      closed = true;
      const gone = new BotPoolError('pool-closed', 'The bot pool was closed.');
      for (const task of queue.splice(0)) task.reject(gone);
      for (const slot of slots) slot.busy?.reject(gone);
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
