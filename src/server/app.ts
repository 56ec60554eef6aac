// The HTTP and WebSocket server (fastify). Routes and messages are described in docs/api.md.
// Every inbound body and frame is parsed into a typed request or answered with a typed error;
// tokens travel in bodies, headers and the WebSocket hello, never in URLs the server logs.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { RuleError, Viewer } from '../engine/game.ts';
import { isLang, LANGS } from '../engine/game.ts';
import { GAMES } from '../games/index.ts';
import type { MatchStatus } from '../store/store.ts';
import { botNames } from './bots.ts';
import type { Client, Hub } from './hub.ts';
import { matchInfo, parseCreate } from './matches.ts';
import { RateLimiter } from './limits.ts';
import {
  errorMessage,
  isId,
  MAX_FRAME_BYTES,
  parseClientMessage,
  PROTOCOL,
  type ServerMessage,
} from './protocol.ts';

export interface AppOptions {
  /** Folder of the web client's build, served at /; absent: a short text page. */
  readonly webDir: string | null;
  /** Requests per second and burst per IP address for writes (create, join, rematch). */
  readonly httpRate: readonly [number, number];
  /** Messages per second and burst per WebSocket. */
  readonly wsRate: readonly [number, number];
}

export const DEFAULT_APP_OPTIONS: AppOptions = {
  webDir: null,
  httpRate: [5, 30],
  wsRate: [20, 60],
};

const STATUS_OF: Record<string, number> = {
  'unknown-match': 404,
  'unknown-game': 404,
  'bad-token': 403,
  'rate-limited': 429,
  'not-finished': 409,
  busy: 503,
};

function sendError(reply: FastifyReply, error: RuleError, status?: number): FastifyReply {
  return reply.code(status ?? STATUS_OF[error.code] ?? 400).send({ error });
}

const bearer = (req: FastifyRequest): string | null => {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
  return token && isId(token) ? token : null;
};

const NAME_MAX = 40;

export async function buildApp(hub: Hub, opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, trustProxy: true });
  // The hard cap closes the socket (1009); below it, frames over MAX_FRAME_BYTES get a typed error.
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  const writes = new RateLimiter(...opts.httpRate);
  const limited = (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (writes.take(req.ip)) return false;
    sendError(reply, {
      code: 'rate-limited',
      rule: null,
      message: 'Too many requests; slow down.',
    });
    return true;
  };

  app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    const code = status === 413 ? 'too-large' : status === 500 ? 'server-error' : 'bad-request';
    if (status === 500) console.error('moontable: request failed:', err);
    const message =
      status === 413
        ? 'The request body is too large.'
        : status === 500
          ? 'The server failed; nothing was changed.'
          : err.message;
    void reply.code(status).send({ error: { code, rule: null, message } });
  });

  app.get('/healthz', async (_req, reply) => {
    try {
      await hub.store.ping();
      return { ok: true, database: hub.store.db.kind };
    } catch {
      return reply.code(503).send({ ok: false, database: hub.store.db.kind });
    }
  });

  app.get('/api/games', async () => ({
    protocol: PROTOCOL,
    bots: botNames(),
    games: GAMES.map((g) => ({
      id: g.id,
      name: g.name,
      minPlayers: g.minPlayers,
      maxPlayers: g.maxPlayers,
      hiddenInformation: g.hiddenInformation,
      options: g.options,
    })),
  }));

  app.get('/api/matches', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const statuses = (q.status ?? 'open,running').split(',') as MatchStatus[];
    if (!statuses.every((s) => ['open', 'running', 'finished'].includes(s)))
      return sendError(reply, {
        code: 'bad-request',
        rule: null,
        message: '"status" is a comma-separated list of open, running, finished.',
      });
    const limit = Math.min(Math.max(Number(q.limit ?? 50) || 50, 1), 200);
    const rows = await hub.store.list(statuses, limit);
    return { matches: rows.map(matchInfo) };
  });

  app.post('/api/matches', async (req, reply) => {
    if (limited(req, reply)) return reply;
    const parsed = parseCreate(req.body);
    if (!parsed.ok) return sendError(reply, parsed.error);
    const created = await hub.create(parsed.value);
    const base = publicBase(req);
    const id = created.match.id;
    return reply.code(201).send({
      match: created.match,
      invites: created.tokens.flatMap((token, seat) =>
        token === null ? [] : [{ seat, token, url: `${base}/m/${id}#token=${token}` }],
      ),
      spectate: `${base}/m/${id}`,
    });
  });

  app.get('/api/matches/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    const info = isId(id) ? await hub.info(id) : null;
    if (!info)
      return sendError(reply, { code: 'unknown-match', rule: null, message: `No match ${id}.` });
    return { match: info };
  });

  app.post('/api/matches/:id/join', async (req, reply) => {
    if (limited(req, reply)) return reply;
    const { id } = req.params as { id: string };
    const body = (req.body ?? {}) as Record<string, unknown>;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!isId(id) || !isId(body.token) || name.length === 0 || name.length > NAME_MAX)
      return sendError(reply, {
        code: 'bad-request',
        rule: null,
        message: `Send {"token": <invite token>, "name": <1 to ${NAME_MAX} characters>}.`,
      });
    const joined = await hub.join(id, body.token, name);
    if (!joined.ok) return sendError(reply, joined.error);
    return { seat: joined.value.seat, match: await hub.info(id) };
  });

  app.post('/api/matches/:id/rematch', async (req, reply) => {
    if (limited(req, reply)) return reply;
    const { id } = req.params as { id: string };
    const token = bearer(req);
    if (!isId(id) || token === null)
      return sendError(reply, {
        code: 'bad-token',
        rule: null,
        message: 'Send your seat token as "Authorization: Bearer <token>".',
      });
    const next = await hub.rematch(id, token);
    if (!next.ok) return sendError(reply, next.error);
    return { match: next.value };
  });

  app.get('/api/matches/:id/record', async (req, reply) => {
    const { id } = req.params as { id: string };
    if (!isId(id))
      return sendError(reply, { code: 'unknown-match', rule: null, message: `No match ${id}.` });
    const lang = (req.query as Record<string, string | undefined>).lang ?? 'en';
    if (!isLang(lang))
      return sendError(reply, {
        code: 'bad-request',
        rule: null,
        message: `"lang" must be one of ${LANGS.join(', ')}.`,
      });
    const record = await hub.record(id, bearer(req), lang);
    if (!record.ok) return sendError(reply, record.error);
    return record.value;
  });

  app.get('/ws', { websocket: true }, (socket, req) => serveSocket(hub, socket, req.ip, opts));

  serveWeb(app, opts.webDir);
  return app;
}

/** Where invite links point: the address the creator used to reach us. */
function publicBase(req: FastifyRequest): string {
  const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost';
  return `${req.protocol}://${Array.isArray(host) ? host[0] : host}`;
}

/** The hub sends one message object to every client with the same viewer and language. */
const serialized = new WeakMap<ServerMessage, string>();

function toJson(m: ServerMessage): string {
  let json = serialized.get(m);
  if (json === undefined) serialized.set(m, (json = JSON.stringify(m)));
  return json;
}

/** One WebSocket: a hello binds it to a match as a seat or spectator; then moves and pings. */
function serveSocket(hub: Hub, socket: WebSocket, _ip: string, opts: AppOptions): void {
  const limiter = new RateLimiter(...opts.wsRate);
  let bound: { match: string; client: Client; viewer: Viewer } | null = null;
  let binding = false;
  let queue: Promise<void> = Promise.resolve();
  const send = (m: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(toJson(m));
  };

  const handle = async (text: string, bytes: number): Promise<void> => {
    if (bytes > MAX_FRAME_BYTES)
      return send(errorMessage('too-large', `Messages are limited to ${MAX_FRAME_BYTES} bytes.`));
    if (!limiter.take('socket'))
      return send(errorMessage('rate-limited', 'Too many messages; slow down.'));
    const msg = parseClientMessage(text);
    switch (msg.type) {
      case 'error':
        return send(msg);
      case 'ping':
        return send({ type: 'pong' });
      case 'hello': {
        if (bound || binding)
          return send(errorMessage('bad-message', 'This socket already said hello.'));
        binding = true;
        const connected = await hub.connect(msg.match, msg.token, msg.since, (viewer) => ({
          viewer,
          lang: msg.lang,
          send,
        }));
        binding = false;
        if (!connected.ok) return send(errorMessage(connected.error.code, connected.error.message));
        bound = {
          match: msg.match,
          client: connected.value.client,
          viewer: connected.value.client.viewer,
        };
        if (socket.readyState !== socket.OPEN) hub.disconnect(bound.match, bound.client);
        return;
      }
      case 'move': {
        if (!bound) return send(errorMessage('no-hello', 'Say hello with a match first.', msg.id));
        if (bound.viewer === 'spectator')
          return send(errorMessage('not-a-seat', 'Spectators cannot move.', msg.id));
        // The ack leaves as soon as the move is durable, ahead of the update that follows it.
        const done = await hub.submit(
          bound.match,
          bound.viewer,
          msg.version,
          msg.move,
          'player',
          (v) => send({ type: 'ack', id: msg.id, version: v }),
        );
        if (!done.ok) {
          const e = done.error;
          const known = [
            'stale-version',
            'not-started',
            'match-over',
            'unknown-match',
            'busy',
          ].includes(e.code);
          return send({
            type: 'error',
            code: known ? e.code : 'illegal-move',
            rule: e.rule,
            message: known ? e.message : `${e.message} (${e.code})`,
            id: msg.id,
          });
        }
        return;
      }
      case 'leave': {
        if (!bound || bound.viewer === 'spectator')
          return send(errorMessage('not-a-seat', 'Only a seated player can leave.'));
        const left = await hub.leave(bound.match, bound.viewer);
        if (!left.ok) send(errorMessage(left.error.code, left.error.message));
        return;
      }
    }
  };

  socket.on('message', (data: Buffer | Buffer[] | ArrayBuffer, isBinary: boolean) => {
    const buf = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    const text = isBinary ? '\u0000' : buf.toString('utf8');
    queue = queue
      .then(() => handle(text, buf.length))
      .catch((e) => {
        console.error('moontable: socket message failed:', e);
        send(errorMessage('server-error', 'The server failed on this message; nothing changed.'));
      });
  });
  socket.on('close', () => {
    void queue.then(() => {
      if (bound) hub.disconnect(bound.match, bound.client);
    });
  });
  socket.on('error', () => socket.terminate());
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Serves the web client's build; unknown paths get index.html (client-side routes). */
function serveWeb(app: FastifyInstance, webDir: string | null): void {
  const root = webDir && existsSync(join(webDir, 'index.html')) ? resolve(webDir) : null;
  app.get('/*', async (req, reply) => {
    if (!root) {
      return reply
        .type('text/plain; charset=utf-8')
        .send(
          'Moontable server is running. The web client is not built yet; ' +
            'see docs/api.md for the HTTP and WebSocket API.\n',
        );
    }
    const path = decodeURIComponent((req.params as { '*': string })['*'] ?? '');
    const file = normalize(join(root, path));
    const inside = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    const target = inside ? file : join(root, 'index.html');
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const cache = target.includes(`${root}/assets/`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    return reply.type(type).header('cache-control', cache).send(readFileSync(target));
  });
}
