// A bot worker thread: takes decisions and whole bot games off the main thread, one at a time.

import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { findGame } from '../../games/index.ts';
import { decide } from '../decide.ts';
import { playBotGame } from '../match.ts';
import { loadGameModules } from './game-modules.ts';
import type { ReplyMessage, TaskMessage } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread only');

// A server's bot threads yield the CPU to its main thread (which reads the frames and sends the
// acks) when cores are short: on Linux a thread's nice value is its own.
const nice = (workerData as { nice?: number } | null)?.nice ?? 0;
if (nice !== 0) {
  try {
    setPriority(nice);
  } catch {
    // Not allowed here: the threads run at the main thread's priority.
  }
}

const clock = () => performance.now();

// The games of other modules the process was started with (MOONTABLE_GAMES), before any task.
await loadGameModules();

port.on('message', ({ id, task }: TaskMessage) => {
  let reply: ReplyMessage;
  try {
    if (task.kind === 'choose') {
      const out = decide(task.request, findGame, clock);
      reply = out.ok
        ? { id, ok: true, value: out.value }
        : { id, ok: false, code: out.error.code, message: out.error.message };
    } else {
      reply = { id, ok: true, value: playBotGame(task.job, findGame, clock) };
    }
  } catch (e) {
    reply = { id, ok: false, code: 'bot-failure', message: (e as Error).message };
  }
  port.postMessage(reply);
});
