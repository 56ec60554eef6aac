// Starts a Moontable server node: the database (PGlite in a data folder, or PostgreSQL when a
// URL is given), the match hub and the HTTP + WebSocket app; and stops it by draining: first
// /readyz says 503 for a grace period while everything is still served (a load balancer needs a
// few checks to notice), then no new work, in-flight commits finished, sockets told to go
// elsewhere, the database closed.

import type { Db } from '../store/db.ts';
import { openDb } from '../store/db.ts';
import { MatchStore } from '../store/store.ts';
import { NotifyStore } from '../store/notify.ts';
import { PeopleStore } from '../store/people.ts';
import { Deliveries } from './notify/deliver.ts';
import { Notifier } from './notify/notifier.ts';
import { notifyRoutes } from './notify/routes.ts';
import { ChatStore } from '../store/chat.ts';
import { QueueStore } from '../store/queue.ts';
import { Queue } from './queue.ts';
import { queueRoutes } from './queue-routes.ts';
import { buildApp, DEFAULT_APP_OPTIONS } from './app.ts';
import type { AppOptions } from './app.ts';
import type { BotQueueSettings } from './bot-queue.ts';
import type { BotRunner } from './bots.ts';
import { pooledBots } from './bots.ts';
import { Hub } from './hub.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import type { Limits } from './limits.ts';
import { Load } from './load.ts';
import { setErrorSink } from './log.ts';
import { Metrics } from './metrics.ts';

export interface ServerOptions {
  readonly host: string;
  readonly port: number;
  /** Folder for the embedded database (ignored with a database URL). */
  readonly dataDir: string;
  /** postgres://... to use a PostgreSQL server shared by several nodes. */
  readonly databaseUrl?: string | undefined;
  /** Embedded database: fsync every commit (default true). */
  readonly durable?: boolean;
  /** A database already opened (then `dataDir`, `databaseUrl` and `durable` are not used). */
  readonly db?: Db;
  readonly botDelayMs?: number;
  readonly sweepMs?: number;
  readonly bots?: BotRunner;
  readonly botQueue?: Partial<Omit<BotQueueSettings, 'slots'>>;
  /** On close, /readyz answers 503 this long before the listener closes (ms; default 0). */
  readonly drainGraceMs?: number;
  readonly limits?: Partial<Limits>;
  readonly app?: Partial<Omit<AppOptions, 'limits'>>;
  readonly notify?: Partial<NotifyOptions>;
  /** The clock of matches (ms since 1970); tests move it to pass a turn deadline. */
  readonly now?: () => number;
}

/** How notifications leave the server (notify/deliver.ts) and how often e-mail digests go. */
export interface NotifyOptions {
  /** smtp://... of a mail server; null: no e-mail notifications. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Webhooks and push endpoints on private addresses (and http://): tests, a closed network. */
  readonly allowPrivateTargets: boolean;
  readonly digestMs: number;
  /** How often turn deadlines are looked at for "time is running out" (ms). */
  readonly deadlineScanMs: number;
  /** An extra certificate authority (PEM) for push services on a closed network (and tests). */
  readonly caCert: string | null;
}

export const DEFAULT_NOTIFY: NotifyOptions = {
  smtpUrl: null,
  mailFrom: 'Moontable <moontable@localhost>',
  allowPrivateTargets: false,
  digestMs: 15 * 60 * 1000,
  deadlineScanMs: 30_000,
  caCert: null,
};

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080 */
  readonly url: string;
  readonly hub: Hub;
  readonly metrics: Metrics;
  /** "Play online now": the queue this node pairs (queue.ts). */
  readonly queue: Queue;
  /** Stops taking work, finishes what is in flight, closes sockets (1001) and the database. */
  close(): Promise<void>;
}

/** The database with every statement, and every write to PGlite's move journal, timed. */
function timed(db: Db, metrics: Metrics): Db {
  const { journal } = db;
  return {
    kind: db.kind,
    ...(journal && {
      journal: {
        append: (batch) => metrics.time(metrics.db, 'journal', () => journal.append(batch)),
        changed: (id) => journal.changed(id),
      },
    }),
    query: (text, params) =>
      metrics.time(metrics.db, 'query', () => db.query(text, params)) as never,
    transaction: (fn) => metrics.time(metrics.db, 'transaction', () => db.transaction(fn)),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  };
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const appOptions: AppOptions = { ...DEFAULT_APP_OPTIONS, ...opts.app, limits };
  const raw =
    opts.db ??
    (await openDb({
      databaseUrl: opts.databaseUrl,
      dataDir: opts.dataDir,
      durable: opts.durable ?? true,
    }));
  let hub: Hub | null = null;
  let sockets = () => 0;
  const load: Load = new Load(limits, (lane) => store.appendWaitMs(lane));
  const metrics: Metrics = new Metrics({
    matches: () => store.countByStatus(),
    sockets: () => sockets(),
    loaded: () => hub?.loaded ?? 0,
    botQueue: () => hub?.botQueue.waiting ?? 0,
    lagMs: () => load.lagMs,
  });
  const store: MatchStore = new MatchStore(timed(raw, metrics));
  const bots = opts.bots ?? pooledBots();
  try {
    await store.migrate();
    const people = new PeopleStore(timed(raw, metrics), (fn) => store.lanes.run('rest', fn));
    await people.migrate();
    const chat = new ChatStore(timed(raw, metrics), (fn) => store.lanes.run('rest', fn));
    await chat.migrate();
    hub = new Hub(store, bots, {
      botDelayMs: opts.botDelayMs ?? 400,
      sweepMs: opts.sweepMs ?? 2000,
      maxOpenMatches: limits.maxOpenMatches,
      openMatchTtlMs: limits.openMatchTtlMs,
      botQueue: opts.botQueue,
      metrics,
      ...(opts.now ? { now: opts.now } : {}),
    });
    const app = await buildApp(hub, load, metrics, appOptions, people, chat);
    const notifyDb = timed(raw, metrics);
    const notifyStore = new NotifyStore(notifyDb, {
      query: (text, params) => store.lanes.run('rest', () => notifyDb.query(text, params)),
    });
    await notifyStore.migrate();
    const notify = { ...DEFAULT_NOTIFY, ...opts.notify };
    const notifier = new Notifier(
      hub,
      notifyStore,
      new Deliveries(notifyStore, {
        ...notify,
        vapidSubject: appOptions.publicUrl ?? 'mailto:moontable@localhost',
      }),
      {
        publicUrl: appOptions.publicUrl,
        digestMs: notify.digestMs,
        deadlineScanMs: notify.deadlineScanMs,
      },
    );
    notifyRoutes(app.fastify, {
      identity: app.identity,
      store: notifyStore,
      notifier,
      allowHttp: notify.allowPrivateTargets,
      limits,
    });
    // The queue of "Play online now": looked at every second (every sweep, if more often).
    const queueStore = new QueueStore(timed(raw, metrics), (fn) => store.lanes.run('rest', fn));
    await queueStore.migrate();
    const sweepMs = opts.sweepMs ?? 2000;
    const queue = new Queue(hub, queueStore, sweepMs > 0 ? Math.min(sweepMs, 1000) : 0, (id) =>
      app.chat.bans.person(id),
    );
    queueRoutes(app.fastify, { queue, identity: app.identity, limits });
    sockets = () => app.sockets.count;
    if (appOptions.logger) setErrorSink(app.fastify.log);
    await hub.start();
    notifier.start();
    queue.start();
    await app.fastify.listen({ host: opts.host, port: opts.port });
    load.start();
    app.sockets.start();
    app.web?.warm();
    const address = app.fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : opts.port;
    const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
    const running = hub;
    let closing: Promise<void> | null = null;
    return {
      url: `http://${host}:${port}`,
      hub: running,
      metrics,
      queue,
      close: () =>
        (closing ??= (async () => {
          load.ready = false; // the load balancer stops sending new clients...
          const grace = opts.drainGraceMs ?? 0;
          if (grace > 0) await new Promise((r) => setTimeout(r, grace));
          load.draining = true; // ...then moves and writes are answered `busy`
          app.fastify.server.close(); // no new connections
          notifier.stop();
          await queue.stop();
          await running.close(); // every step under way, its commit included, finishes
          app.sockets.closeAll();
          await app.fastify.close();
          await bots.close();
          await new Promise((r) => setImmediate(r)); // cancelled decisions settle
          running.botTurns.reportCancelled();
          load.stop();
          await raw.close();
        })()),
    };
  } catch (e) {
    await bots.close().catch(() => {});
    await raw.close().catch(() => {});
    throw e;
  }
}
