// The HTTP API of people (docs/api.md, "People"): who am I (a guest made at once), my name, my
// games, my seat on another device, signing out (here or everywhere), my data as a download,
// and deleting me. Sign-in itself is in auth-password.ts and auth-passkey.ts; what they share
// (the `me` answer, a session required, signing in with a guest's games moved along) is here.

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuleError } from '../engine/game.ts';
import type { Me, MyGame, MyGames } from '../protocol/identity.ts';
import type { GameRow, Person } from '../store/people.ts';
import type { Hub } from './hub.ts';
import type { Current } from './identity.ts';
import { Identity, NO_SESSION, refusal, VOID_SESSION } from './identity.ts';
import { RateLimiter } from './limits.ts';
import type { Limits } from './limits.ts';
import { parseName } from './matches.ts';
import { networkOf } from './networks.ts';
import { isId } from '../protocol/client-messages.ts';
import { isObject } from '../protocol/read.ts';
import { sendError } from './routes.ts';
import { checkStrings } from './strings.ts';

export interface IdentityContext {
  readonly hub: Hub;
  readonly identity: Identity;
  readonly limits: Limits;
  /** The public URL the operator set (e.g. https://play.example.org), or null. */
  readonly publicUrl: string | null;
}

/** Most games "my games" lists, of all kinds together. */
const GAMES_MAX = 200;

export async function meOf(identity: Identity, person: Person): Promise<Me> {
  const passkeys = await identity.people.passkeysOf(person.id);
  return {
    id: person.id,
    name: person.name,
    kind: person.kind,
    username: person.username,
    since: person.createdAt,
    passkeys: passkeys.length,
    password: person.passwordHash !== null,
  };
}

/**
 * The caller's session, or null once a 401 is sent: `no-session` without a cookie,
 * `bad-session` (and the cookie cleared) for one that names no live session.
 */
export async function needSession(
  identity: Identity,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Current | null> {
  const c = await identity.caller(req);
  if (c.as === 'session') return c;
  if (c.as === 'void') identity.clearCookie(req, reply);
  sendError(reply, c.as === 'none' ? NO_SESSION : VOID_SESSION, 401);
  return null;
}

/**
 * Whether a cookie that names no live session stops a sign-in: it does (401 `bad-session`, the
 * cookie cleared), so a forged or stale cookie is answered clearly; no cookie is fine.
 */
export async function voidSession(
  identity: Identity,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if ((await identity.caller(req)).as !== 'void') return false;
  identity.clearCookie(req, reply);
  sendError(reply, VOID_SESSION, 401);
  return true;
}

/**
 * `account` signed in: a guest's seats and games move to the account (the guest is gone), and
 * the caller gets a new session in place of the old one (rotation). Answers with `me`.
 */
export async function signedIn(
  identity: Identity,
  req: FastifyRequest,
  reply: FastifyReply,
  account: Person,
): Promise<Me> {
  const before = await identity.current(req);
  if (before && before.person.id !== account.id && before.person.kind === 'guest')
    await identity.people.mergeInto(before.person.id, account.id, identity.now());
  await identity.startSession(req, reply, account.id, before?.idHash ?? null);
  return meOf(identity, account);
}

/** 429 with Retry-After (seconds) and the same in the error. */
export function tooMany(reply: FastifyReply, seconds: number, error: RuleError): FastifyReply {
  void reply.header('retry-after', String(seconds));
  return reply.code(429).send({ error: { ...error, retryAfter: seconds } });
}

/** A deleted person's name at the tables they sat at, e.g. "Player 7f3a" (from their id). */
export const pseudonym = (id: string): string =>
  `Player ${createHash('sha256').update(id).digest('hex').slice(0, 4)}`;

/**
 * A budget of writes per network (`limits.httpRate`): the returned function spends the caller's
 * share, and answers 429 and returns true when it is spent.
 */
export function writeBudget(limits: Limits): (req: FastifyRequest, reply: FastifyReply) => boolean {
  const writes = new RateLimiter(...limits.httpRate);
  return (req, reply) => {
    const { net } = networkOf(req.ip, limits.ipv4Prefix);
    if (writes.take(net)) return false;
    tooMany(
      reply,
      Identity.retryAfter(writes, net),
      refusal('rate-limited', 'Too many requests; slow down.', 'Zu viele Anfragen; langsamer.'),
    );
    return true;
  };
}

export function identityRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const { hub, identity, limits } = ctx;
  const people = identity.people;
  const spent = writeBudget(limits);

  app.get('/api/me', async (req, reply) => {
    const caller = await identity.caller(req);
    // A session in use is pushed on: the browser's cookie with it (the page asks here first).
    if (caller.as === 'session' && caller.touched) identity.setCookie(req, reply, caller.secret);
    const current = caller.as === 'session' ? caller : await identity.newGuest(req, reply);
    if (!current)
      return tooMany(
        reply,
        identity.retryAfterGuest(req),
        refusal(
          'rate-limited',
          'Too many new visitors from your network; wait a little and open the page again.',
          'Zu viele neue Besucher aus deinem Netz; warte ein wenig und öffne die Seite neu.',
        ),
      );
    void reply.header('cache-control', 'no-store');
    return meOf(identity, current.person);
  });

  app.post('/api/me/name', async (req, reply) => {
    if (spent(req, reply)) return reply;
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const strings = checkStrings(req.body);
    if (!strings.ok) return sendError(reply, strings.error);
    const name = parseName(isObject(req.body) ? req.body.name : undefined);
    if (!name.ok) return sendError(reply, name.error);
    await people.setName(me.person.id, name.value);
    return meOf(identity, { ...me.person, name: name.value });
  });

  app.get('/api/me/games', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    void reply.header('cache-control', 'no-store');
    return myGames(hub, await people.games(me.person.id, GAMES_MAX));
  });

  app.post('/api/matches/:id/seat', async (req, reply) => {
    if (spent(req, reply)) return reply;
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const { id } = req.params as { id: string };
    const body = isObject(req.body) ? req.body : {};
    const held = isId(id) ? await people.seatsIn(me.person.id, id) : [];
    const seat = typeof body.seat === 'number' ? body.seat : held[0];
    if (seat === undefined || !held.includes(seat))
      return sendError(
        reply,
        refusal(
          'forbidden',
          'You hold no seat in this match (as this person); only whoever took a seat can open it on another device.',
          'Du hast in dieser Partie keinen Platz (als diese Person); nur wer einen Platz genommen hat, kann ihn auf einem anderen Gerät öffnen.',
        ),
        403,
      );
    const given = await hub.seats.reissue(id, seat);
    if (!given.ok) return sendError(reply, given.error);
    void reply.header('cache-control', 'no-store');
    return given.value;
  });

  app.post('/api/auth/logout', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    await people.endSession(me.idHash);
    identity.clearCookie(req, reply);
    return { ok: true };
  });

  app.post('/api/auth/logout-all', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    await people.bumpEpoch(me.person.id);
    identity.clearCookie(req, reply);
    return { ok: true };
  });

  app.get('/api/me/export', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const p = me.person;
    const [sessions, passkeys, games, ratings] = await Promise.all([
      people.sessionsOf(p.id),
      people.passkeysOf(p.id),
      people.games(p.id, 100_000),
      people.ratingsOf(p.id),
    ]);
    void reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="moontable-${p.id}.json"`);
    return {
      format: 'moontable-export/1',
      exportedAt: identity.now(),
      person: await meOf(identity, p),
      sessions: sessions.map((s) => ({
        current: s.idHash === me.idHash,
        createdAt: s.createdAt,
        lastSeen: s.lastSeen,
        expiresAt: s.expiresAt,
      })),
      passkeys: passkeys.map((k) => ({
        id: k.id,
        createdAt: k.createdAt,
        transports: k.transports,
        counter: k.counter,
      })),
      games: games.map((g) => ({ ...summary(g), result: g.result })),
      ...ratings,
    };
  });

  app.post('/api/me/delete', async (req, reply) => {
    if (spent(req, reply)) return reply;
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const name = pseudonym(me.person.id);
    await people.delete(me.person.id, name, identity.now());
    // The games stay, with the pseudonym in the seats this person held.
    const bySeat = new Map<string, number[]>();
    for (const g of await people.games(me.person.id, 100_000))
      bySeat.set(g.id, [...(bySeat.get(g.id) ?? []), g.seat]);
    for (const [id, seats] of bySeat) await hub.seats.rename(id, seats, name);
    identity.clearCookie(req, reply);
    return { ok: true, name };
  });
}

function summary(g: GameRow): MyGame {
  return {
    id: g.id,
    game: g.game,
    status: g.status,
    seat: g.seat,
    players: g.seats.map((s) => ({
      name: s.name,
      bot: s.kind === 'bot' ? (s.bot ?? null) : null,
    })),
    toAct: false,
    result: g.result as MyGame['result'],
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
  };
}

/** Sorts a person's games: running ones where one of their seats is to act come first. */
async function myGames(hub: Hub, rows: readonly GameRow[]): Promise<MyGames> {
  const out: MyGames = { waiting: [], running: [], finished: [] };
  for (const g of rows) {
    const item = summary(g);
    if (g.status === 'finished') {
      out.finished.push(item);
      continue;
    }
    const live = g.status === 'running' ? await hub.load(g.id) : null;
    const toAct = live !== null && live.row.status === 'running' && live.toAct().includes(g.seat);
    (toAct ? out.waiting : out.running).push({ ...item, toAct });
  }
  return out;
}
