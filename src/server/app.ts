// The HTTP and WebSocket server (fastify). Routes and messages are described in docs/api.md,
// running it in docs/deploy.md. Every inbound body and frame is parsed into a typed request or
// answered with a typed error; tokens travel in bodies, headers and the WebSocket hello, never
// in URLs the server logs. Forwarded headers count only from the proxies an operator names.

import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import type { Hub } from './hub.ts';
import type { Limits } from './limits.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import type { Load } from './load.ts';
import type { Metrics } from './metrics.ts';
import { MAX_SOCKET_FRAME } from '../protocol/wire.ts';
import { ReadBudgets } from './reads.ts';
import { apiRoutes, sendError } from './routes.ts';
import type { PeopleStore } from '../store/people.ts';
import type { ChatStore } from '../store/chat.ts';
import { Chat } from './chat.ts';
import { moderationRoutes } from './moderation.ts';
import { CROSS_SITE, crossSite, Identity } from './identity.ts';
import { identityRoutes } from './identity-routes.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { passkeyRoutes } from './auth-passkey.ts';
import { passwordRoutes } from './auth-password.ts';
import { ratingRoutes } from './rating-api.ts';
import { Sockets } from './socket.ts';
import { serveWeb } from './static.ts';
import type { WebFiles } from './static.ts';

/**
 * Fastify's schema compilers (Ajv, fast-json-stringify), loaded only if a route ever declares a
 * schema. Ours declare none (bodies are parsed by hand), and loading them at start cost about
 * 0.1 s and a few MB (docs/benchmarks.md, footprint). Fastify treats factories given here as
 * custom, which changes one thing should a schema appear: header schemas are not lower-cased.
 */
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const schemaController = {
  compilersFactory: {
    buildValidator: (...args: unknown[]) =>
      (fromFastify('@fastify/ajv-compiler') as () => (...a: unknown[]) => unknown)()(...args),
    buildSerializer: (...args: unknown[]) =>
      (
        fromFastify('@fastify/fast-json-stringify-compiler') as () => (...a: unknown[]) => unknown
      )()(...args),
  },
} as const;

export interface AppOptions {
  /** Folder of the web client's build, served at /; absent: a short text page. */
  readonly webDir: string | null;
  readonly limits: Limits;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For, -Proto and -Host
   * are believed; none by default, so a client cannot pick its own address.
   */
  readonly trustProxy: readonly string[];
  /** Invite links start with this (e.g. https://play.example.org); null: the request's host. */
  readonly publicUrl: string | null;
  /** Addresses allowed to read /metrics (after trusted proxies are taken into account). */
  readonly metricsFrom: readonly string[];
  /** Pino options for Fastify's logger (JSON lines with a request id), or false for none. */
  readonly logger: { level: string; stream?: { write(line: string): void } } | false;
}

export const DEFAULT_APP_OPTIONS: AppOptions = {
  webDir: null,
  limits: DEFAULT_LIMITS,
  trustProxy: [],
  publicUrl: null,
  metricsFrom: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
  logger: false,
};

/** The policy for the web client: its own scripts only, no frames, no plugins, no base. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One log line per request, when it is answered: id, method, path, status, time, address. */
class RequestLines extends LogController {
  constructor() {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    req: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = {
      method: req.method,
      url: req.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: req.ip,
    };
    // A sign-in body that failed to parse could be quoted in the reason: passwords stay out.
    const reason = req.url.startsWith('/api/auth/') ? 'withheld (sign-in)' : error?.message;
    if (error) req.log.error({ ...fields, reason }, 'request');
    else req.log.info(fields, 'request');
  }
}

export interface App {
  readonly fastify: FastifyInstance;
  readonly sockets: Sockets;
  readonly web: WebFiles | null;
  readonly identity: Identity;
  /** Chat and the bans it keeps (a banned person is left out of the queue's pairing too). */
  readonly chat: Chat;
}

export async function buildApp(
  hub: Hub,
  load: Load,
  metrics: Metrics | null,
  opts: AppOptions,
  people: PeopleStore,
  chatStore: ChatStore,
): Promise<App> {
  const { limits } = opts;
  const app = Fastify({
    logger: opts.logger,
    logController: new RequestLines(),
    genReqId: () => randomBytes(6).toString('base64url'),
    schemaController: schemaController as never,
    bodyLimit: 64 * 1024,
    trustProxy: opts.trustProxy.length > 0 ? [...opts.trustProxy] : false,
    // Node checks request deadlines on an interval: short limits need a short interval.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: limits.requestTimeoutMs,
          headersTimeout: limits.requestTimeoutMs,
          connectionsCheckingInterval: Math.min(30_000, Math.max(100, limits.requestTimeoutMs / 4)),
          keepAliveTimeout: 5000,
        },
        handler,
      ),
  });
  // Bodies are small JSON: compressed request bodies (a zip bomb's way in) are refused.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  // The hard cap closes the socket (1009); below it, frames over MAX_FRAME_BYTES get a typed error.
  // A peer that breaks the protocol (a frame over the cap, text that is not UTF-8) is the peer's
  // fault, not the server's: one warning line without a stack, and the socket goes.
  await app.register(websocket, {
    options: { maxPayload: MAX_SOCKET_FRAME },
    errorHandler: (error, socket, req) => {
      const code = (error as { code?: string }).code;
      // A bad frame is worth a warning; a connection the peer dropped (ECONNRESET) is news.
      const level = code?.startsWith('WS_ERR') ? 'warn' : 'info';
      req.log[level]({ reason: error.message, code, ip: req.ip }, 'websocket closed on an error');
      // ws has sent its close frame (1009, 1007, ...) already: give it a moment to leave.
      setTimeout(() => socket.terminate(), 1000).unref();
    },
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    reply.header('content-security-policy', CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (opts.publicUrl?.startsWith('https:'))
      reply.header('strict-transport-security', 'max-age=31536000');
  });

  // Every read pays from its network's budget and the server's before any work (reads.ts).
  const reads = new ReadBudgets(limits, load, metrics);
  app.addHook('onRequest', reads.hook());

  app.setErrorHandler((err: { statusCode?: number; message: string }, req, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    const code = status === 413 ? 'too-large' : status === 500 ? 'server-error' : 'bad-request';
    if (status === 500) req.log.error({ err }, 'request failed');
    const message =
      status === 413
        ? 'The request body is too large.'
        : status === 500
          ? 'The server failed; nothing was changed.'
          : err.message;
    void reply.code(status).send({ error: { code, rule: null, message } });
  });
  app.setNotFoundHandler((req, reply) =>
    sendError(reply, {
      code: 'not-found',
      rule: null,
      message: `No route ${req.method} ${req.url.split('?')[0]}.`,
    }),
  );

  // Liveness: the process answers. Readiness: it can serve (database up, not draining).
  app.get('/livez', async () => ({ ok: true }));
  const ready = async (_req: FastifyRequest, reply: FastifyReply) => {
    const database = hub.store.db.kind;
    if (load.draining || !load.ready)
      return reply.code(503).send({ ok: false, database, draining: true });
    try {
      await hub.store.ping();
      return { ok: true, database };
    } catch {
      return reply.code(503).send({ ok: false, database });
    }
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);
  if (metrics) {
    app.get('/metrics', async (req, reply) => {
      if (!opts.metricsFrom.includes(req.ip))
        return sendError(reply, { code: 'not-found', rule: null, message: 'No route /metrics.' });
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }

  const publicBase = (req: FastifyRequest) => opts.publicUrl ?? `${req.protocol}://${req.host}`;
  // A state-changing request with our session cookie must come from our own pages.
  const publicOrigin = opts.publicUrl ? new URL(opts.publicUrl).origin : null;
  app.addHook('onRequest', async (req, reply) => {
    const origins = [`${req.protocol}://${req.host}`, ...(publicOrigin ? [publicOrigin] : [])];
    if (crossSite(req, origins)) {
      metrics?.refused.inc({ reason: 'cross-site' });
      return sendError(reply, CROSS_SITE, 403);
    }
  });
  const identity = new Identity(people, limits);
  apiRoutes(app, { hub, limits, load, metrics, reads, publicBase, identity });
  const idCtx = { hub, identity, limits, publicUrl: opts.publicUrl };
  identityRoutes(app, idCtx);
  inboxRoutes(app, idCtx);
  passwordRoutes(app, idCtx);
  passkeyRoutes(app, idCtx);
  ratingRoutes(app, hub.ratings.store);

  // Chat (chat.ts) and its moderation: the operator's route answers only `--metrics-from`.
  const chat = new Chat(chatStore, hub, limits.chatRate);
  await chat.start();
  moderationRoutes(app, { chat, identity, operators: opts.metricsFrom });
  const sockets = new Sockets(hub, limits, load, metrics, reads, chat);
  app.get('/ws', { websocket: true }, (socket, req) =>
    sockets.accept(
      socket,
      req.ip,
      identity.current(req).then(
        (c) => c?.person.id ?? null,
        () => null,
      ),
      // The connection ws took over at the upgrade: frames to one client can share a write.
      req.raw.socket,
    ),
  );

  const web = serveWeb(app, opts.webDir);
  return { fastify: app, sockets, web, identity, chat };
}
