// The HTTP API under /api (docs/api.md). Bodies and query strings are parsed into typed
// requests or answered with a typed error; writes spend the client network's budgets first, and
// a busy server refuses them with 503 before doing any work (reads pay in reads.ts). A network
// may keep only so many matches waiting for players, so none can fill the lobby for the rest.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuleError } from '../engine/game.ts';
import { isLang, LANGS } from '../engine/game.ts';
import { GAMES } from '../games/index.ts';
import { anchoredBots } from '../ratings/index.ts';
import type { MatchStatus } from '../store/store.ts';
import { botNames } from './bots.ts';
import type { Hub } from './hub.ts';
import type { Identity } from './identity.ts';
import { RateLimiter } from './limits.ts';
import type { Limits } from './limits.ts';
import type { Load } from './load.ts';
import { recordFor, rematch } from './match-requests.ts';
import { matchInfo, parseCreate, parseName } from './matches.ts';
import type { NewMatch } from './matches.ts';
import type { Metrics } from './metrics.ts';
import type { Network } from './networks.ts';
import { networkOf } from './networks.ts';
import { isId } from '../protocol/client-messages.ts';
import { isObject } from '../protocol/read.ts';
import { PROTOCOL } from '../protocol/wire.ts';
import type { GamesResponse } from '../protocol/wire.ts';
import { RecordCache } from './records.ts';
import { ITEMS_PER_UNIT, LOG_MOVES_PER_UNIT } from './reads.ts';
import type { ReadBudgets } from './reads.ts';
import { checkStrings } from './strings.ts';

const STATUS_OF: Record<string, number> = {
  'unknown-match': 404,
  'unknown-game': 404,
  'not-found': 404,
  'bad-token': 403,
  'seat-taken': 403,
  'rate-limited': 429,
  'not-finished': 409,
  busy: 503,
};

export function sendError(reply: FastifyReply, error: RuleError, status?: number): FastifyReply {
  return reply.code(status ?? STATUS_OF[error.code] ?? 400).send({ error });
}

const bad = (reply: FastifyReply, message: string) =>
  sendError(reply, { code: 'bad-request', rule: null, message });

const bearer = (req: FastifyRequest): string | null => {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
  return token && isId(token) ? token : null;
};

const LIST_MAX = 200;

export interface RouteContext {
  readonly hub: Hub;
  readonly limits: Limits;
  readonly load: Load;
  readonly metrics: Metrics | null;
  readonly reads: ReadBudgets;
  /** Where invite links point, e.g. https://play.example.org (no trailing slash). */
  readonly publicBase: (req: FastifyRequest) => string;
  /** Who is asking (identity.ts): a seat taken with a session is tied to its person. */
  readonly identity?: Identity;
}

export function apiRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { hub, limits, load, metrics, reads } = ctx;
  const records = new RecordCache();
  const networkOfReq = (req: FastifyRequest) => networkOf(req.ip, limits.ipv4Prefix);
  const writes = new RateLimiter(...limits.httpRate);
  const creates = new RateLimiter(...limits.createRate);
  const allCreates = new RateLimiter(...limits.globalCreateRate);
  const refuse = (reply: FastifyReply, reason: string, error: RuleError) => {
    metrics?.refused.inc({ reason });
    return sendError(reply, error);
  };
  /** Spends the write budgets; answers and returns true when the request must stop here. */
  const stopped = (req: FastifyRequest, reply: FastifyReply, creating: boolean): boolean => {
    const tooMany = (reason: string, message: string, de: string) => {
      refuse(reply, reason, { code: 'rate-limited', rule: null, message, words: { de } });
      return true;
    };
    const { net } = networkOfReq(req);
    if (!writes.take(net))
      return tooMany('http-rate', 'Too many requests; slow down.', 'Zu viele Anfragen; langsamer.');
    if (creating && !creates.take(net))
      return tooMany(
        'create-rate',
        'Too many new matches from your network; wait a little.',
        'Zu viele neue Partien aus deinem Netz; warte ein wenig.',
      );
    // New matches give way at half the strain that refuses moves: a move is refused last.
    const busy = load.busy() ?? (creating ? load.strain(0.5) : null);
    if (busy) {
      refuse(reply, `busy-${busy}`, {
        code: 'busy',
        rule: null,
        message: 'The server is busy; try again in a moment.',
        words: { de: 'Der Server ist ausgelastet; versuche es gleich noch einmal.' },
      });
      return true;
    }
    if (load.full()) {
      refuse(reply, 'busy-memory', {
        code: 'busy',
        rule: null,
        message: 'The server is full right now; try again in a few minutes.',
        words: { de: 'Der Server ist gerade voll; versuche es in ein paar Minuten noch einmal.' },
      });
      return true;
    }
    if (creating && !allCreates.take('server')) {
      refuse(reply, 'global-create-rate', {
        code: 'busy',
        rule: null,
        message: 'Too many new matches on this server right now; try again in a minute.',
        words: {
          de: 'Gerade zu viele neue Partien auf diesem Server; versuche es in einer Minute.',
        },
      });
      return true;
    }
    return false;
  };

  app.get('/api/games', async (): Promise<GamesResponse> => ({
    protocol: PROTOCOL,
    bots: botNames(),
    games: GAMES.map((g) => ({
      id: g.id,
      name: g.name,
      minPlayers: g.minPlayers,
      maxPlayers: g.maxPlayers,
      hiddenInformation: g.hiddenInformation,
      options: g.options,
      ratedBots: anchoredBots(g.id),
    })),
  }));

  app.get('/api/matches', async (req, reply) => {
    const q = req.query as Record<string, string | string[] | undefined>;
    if (Array.isArray(q.status) || Array.isArray(q.limit))
      return bad(reply, '"status" and "limit" may be given once each.');
    const statuses = (q.status ?? 'open,running').split(',') as MatchStatus[];
    if (!statuses.every((s) => ['open', 'running', 'finished'].includes(s)))
      return bad(reply, '"status" is a comma-separated list of open, running, finished.');
    const limit = q.limit === undefined ? 50 : Number(q.limit);
    if (!/^\d+$/.test(q.limit ?? '50') || limit < 1 || limit > LIST_MAX)
      return bad(reply, `"limit" must be a whole number from 1 to ${LIST_MAX}.`);
    const rows = await hub.store.list(statuses, limit);
    return { matches: rows.map(matchInfo) };
  });

  app.post('/api/matches', async (req, reply) => {
    if (stopped(req, reply, true)) return reply;
    const strings = checkStrings(req.body);
    if (!strings.ok) return sendError(reply, strings.error);
    const parsed = parseCreate(req.body);
    if (!parsed.ok) return sendError(reply, parsed.error);
    const network = networkOfReq(req);
    if (await tooManyOpen(reply, parsed.value, network)) return reply;
    const me = await ctx.identity?.current(req);
    const person = me?.person.id ?? null;
    const created = await hub.create({ ...parsed.value, creator: network, person });
    if (!created.ok) return refuse(reply, 'open-matches', created.error);
    const base = ctx.publicBase(req);
    const { match, invites, joined } = created.value;
    return reply.code(201).send({
      match,
      ...(joined ? { seat: joined.seat, token: joined.token } : {}),
      invites: invites.flatMap((token, seat) =>
        token === null ? [] : [{ seat, token, url: `${base}/m/${match.id}#invite=${token}` }],
      ),
      spectate: `${base}/m/${match.id}`,
    });
  });

  /**
   * A match with a seat for a person waits for players (it is open) until they join: a network
   * may have `openPerNet` of them (an IPv6 /48 `openPerWide`), and the last tenth of the server's
   * cap is kept for networks that have fewer than two, so a few networks cannot fill the lobby.
   */
  const tooManyOpen = async (
    reply: FastifyReply,
    req: NewMatch,
    network: Network,
  ): Promise<boolean> => {
    if (!req.seats.some((s) => s.kind === 'human')) return false;
    const held = await hub.store.openBy(network);
    if (held.net >= limits.openPerNet || held.wide >= limits.openPerWide) {
      const n = held.net >= limits.openPerNet ? held.net : held.wide;
      refuse(reply, 'open-per-network', {
        code: 'rate-limited',
        rule: null,
        message: `Your network has ${n} matches waiting for players already; start one once someone joins them.`,
        words: {
          de: `Aus deinem Netz warten schon ${n} Partien auf Mitspieler; eröffne eine neue, sobald dort jemand beitritt.`,
        },
      });
      return true;
    }
    if (hub.openMatches >= limits.maxOpenMatches * 0.9 && held.net >= 2) {
      refuse(reply, 'open-reserve', {
        code: 'busy',
        rule: null,
        message: 'This server has many matches waiting for players; join one, or try later.',
        words: {
          de: 'Auf diesem Server warten viele Partien auf Mitspieler; tritt einer bei oder versuche es später.',
        },
      });
      return true;
    }
    return false;
  };

  app.get('/api/matches/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    const info = isId(id) ? await hub.info(id) : null;
    if (!info)
      return sendError(reply, {
        code: 'unknown-match',
        rule: null,
        message: `No match ${id}.`,
        words: { de: `Es gibt keine Partie ${id}.` },
      });
    return { match: info };
  });

  app.post('/api/matches/:id/join', async (req, reply) => {
    if (stopped(req, reply, false)) return reply;
    const { id } = req.params as { id: string };
    const body = isObject(req.body) ? req.body : {};
    if (!isId(id) || !isId(body.token))
      return sendError(reply, {
        code: 'bad-request',
        rule: null,
        message: 'Send {"token": <invite or seat secret>, "name": <your name>}.',
        words: { de: 'Schicke {"token": <Einladung oder Platz-Geheimnis>, "name": <dein Name>}.' },
      });
    const name = parseName(body.name);
    if (!name.ok) return sendError(reply, name.error);
    const me = await ctx.identity?.current(req);
    const joined = await hub.seats.join(id, body.token, name.value, me?.person.id ?? null);
    if (!joined.ok) return sendError(reply, joined.error);
    return { ...joined.value, match: await hub.info(id) };
  });

  app.post('/api/matches/:id/rematch', async (req, reply) => {
    if (stopped(req, reply, true)) return reply;
    const { id } = req.params as { id: string };
    const token = bearer(req);
    if (!isId(id) || token === null)
      return sendError(reply, {
        code: 'bad-token',
        rule: null,
        message: 'Send your seat token as "Authorization: Bearer <token>".',
      });
    const next = await rematch(hub, id, token);
    if (!next.ok) return sendError(reply, next.error);
    return { match: next.value };
  });

  app.get('/api/matches/:id/record', async (req, reply) => {
    const { id } = req.params as { id: string };
    if (!isId(id))
      return sendError(reply, {
        code: 'unknown-match',
        rule: null,
        message: `No match ${id}.`,
        words: { de: `Es gibt keine Partie ${id}.` },
      });
    const lang = (req.query as Record<string, unknown>).lang ?? 'en';
    if (!isLang(lang)) return bad(reply, `"lang" must be one of ${LANGS.join(', ')}.`);
    // A finished match's record is the same for everyone, forever: sent from memory.
    const cached = records.get(id);
    if (cached) return RecordCache.send(req, reply, cached);
    const record = await recordFor(hub, id, bearer(req), lang);
    if (!record.ok) return sendError(reply, record.error);
    const value = record.value as { format: string; moves: unknown[] };
    const finished = value.format === 'moontable-record/1';
    const perUnit = finished ? ITEMS_PER_UNIT : LOG_MOVES_PER_UNIT;
    reads.charge(reads.netOf(req.ip), Math.ceil(value.moves.length / perUnit));
    if (finished) return RecordCache.send(req, reply, await records.put(id, value));
    return value;
  });

  // Anything else under /api/ is a JSON 404, never the web page.
  app.all('/api/*', async (req, reply) =>
    sendError(reply, {
      code: 'not-found',
      rule: null,
      message: `No API route ${req.method} ${req.url.split('?')[0]}.`,
    }),
  );
}
