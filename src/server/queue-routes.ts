// The queue's HTTP routes (docs/api.md, "The queue"): ask to be paired, ask again (the
// heartbeat, and how a waiting page learns its table), and leave. Each needs the caller's
// session (the person is who gets the seat); the writes spend the network's write budget.

import type { FastifyInstance } from 'fastify';
import { parseQueueRequest } from '../protocol/queue.ts';
import type { QueueAnswer } from '../protocol/queue.ts';
import type { Identity } from './identity.ts';
import { needSession, writeBudget } from './identity-routes.ts';
import type { Limits } from './limits.ts';
import type { Queue } from './queue.ts';
import { sendError } from './routes.ts';
import { checkStrings } from './strings.ts';

export function queueRoutes(
  app: FastifyInstance,
  ctx: { readonly queue: Queue; readonly identity: Identity; readonly limits: Limits },
): void {
  const { queue, identity } = ctx;
  const spent = writeBudget(ctx.limits);

  app.post('/api/queue', async (req, reply) => {
    if (spent(req, reply)) return reply;
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const strings = checkStrings(req.body);
    if (!strings.ok) return sendError(reply, strings.error);
    const asked = parseQueueRequest(req.body);
    if (!asked.ok) return sendError(reply, asked.error);
    const entry = await queue.ask(me.person, asked.value);
    if (!entry.ok) return sendError(reply, entry.error);
    void reply.header('cache-control', 'no-store');
    return { queue: entry.value } satisfies QueueAnswer;
  });

  // Asking is the heartbeat: a waiter not heard from for a while leaves the queue by itself.
  app.get('/api/queue', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    void reply.header('cache-control', 'no-store');
    return { queue: await queue.beat(me.person.id) } satisfies QueueAnswer;
  });

  // POST, so a closing page can send it as a beacon (navigator.sendBeacon posts).
  app.post('/api/queue/leave', async (req, reply) => {
    if (spent(req, reply)) return reply;
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    void reply.header('cache-control', 'no-store');
    return { queue: await queue.leave(me.person.id) } satisfies QueueAnswer;
  });
}
