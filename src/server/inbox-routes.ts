// The your-turn inbox (docs/api.md, "People"): `GET /api/me/inbox` lists every running match
// where one of the caller's seats is to act, the nearest deadline first (a turn-based table's
// job, turns.ts, moved on by the caller's vacation; or a live clock's end), for the web
// client's /inbox page and its badge. And the caller's vacation days (`/api/me/vacation`).

import type { FastifyInstance } from 'fastify';
import type { Inbox, InboxItem } from '../protocol/inbox.ts';
import type { PeopleStore } from '../store/people.ts';
import type { Hub } from './hub.ts';
import type { Identity } from './identity.ts';
import { refusal } from './identity.ts';
import { needSession } from './identity-routes.ts';
import { isObject } from '../protocol/read.ts';
import { sendError } from './routes.ts';

/** Most of a person's games looked at (their latest ones). */
const GAMES_MAX = 200;

export function inboxRoutes(app: FastifyInstance, ctx: { hub: Hub; identity: Identity }): void {
  const { hub, identity } = ctx;
  app.get('/api/me/inbox', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    void reply.header('cache-control', 'no-store');
    return inboxOf(hub, identity.people, me.person.id);
  });

  // Vacation days (vacations.ts): how many are left, booking some from now, ending early.
  app.get('/api/me/vacation', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    void reply.header('cache-control', 'no-store');
    return hub.turns.vacations.state(me.person.id);
  });
  app.post('/api/me/vacation', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const days = isObject(req.body) ? req.body.days : undefined;
    const booked = await hub.turns.vacations.start(me.person.id, days);
    if (!booked.ok)
      return sendError(reply, refusal(booked.code, booked.en, booked.de), booked.status);
    return booked.state;
  });
  app.post('/api/me/vacation/end', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    return hub.turns.vacations.end(me.person.id);
  });
}

export async function inboxOf(hub: Hub, people: PeopleStore, personId: string): Promise<Inbox> {
  const items: InboxItem[] = [];
  for (const g of await people.games(personId, GAMES_MAX)) {
    if (g.status !== 'running') continue;
    const live = await hub.load(g.id).catch(() => null);
    if (!live || live.row.status !== 'running' || !live.toAct().includes(g.seat)) continue;
    const turn = live.row.settings.turn ?? null;
    items.push({
      id: g.id,
      game: g.game,
      seat: g.seat,
      players: live.row.seats.map((s) => s.name),
      deadline: turn ? await hub.turns.deadlineOf(g.id, live.version, personId) : live.deadline(),
      perMoveMs: turn?.perMoveMs ?? null,
      onTimeout: turn?.onTimeout ?? null,
      updatedAt: live.row.updatedAt,
    });
  }
  const key = (i: InboxItem) => i.deadline ?? Infinity;
  items.sort((a, b) => key(a) - key(b) || a.updatedAt - b.updatedAt);
  return { items, now: hub.now() };
}
