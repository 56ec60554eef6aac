// A bot worker thread: takes decisions and whole bot games off the main thread, one at a time.

import { parentPort } from 'node:worker_threads';
import { findGame } from '../../games/index.ts';
import { decide } from '../decide.ts';
import { playBotGame } from '../match.ts';
import type { ReplyMessage, TaskMessage } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread only');

const clock = () => performance.now();

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
