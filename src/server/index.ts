// Starts a Moontable server node: the database (PGlite in a data folder, or PostgreSQL when a
// URL is given), the match hub and the HTTP + WebSocket app.

import { openDb } from '../store/db.ts';
import { MatchStore } from '../store/store.ts';
import { buildApp, DEFAULT_APP_OPTIONS } from './app.ts';
import type { AppOptions } from './app.ts';
import type { BotRunner } from './bots.ts';
import { pooledBots } from './bots.ts';
import { Hub } from './hub.ts';

export interface ServerOptions {
  readonly host: string;
  readonly port: number;
  /** Folder for the embedded database (ignored with a database URL). */
  readonly dataDir: string;
  /** postgres://... to use a PostgreSQL server shared by several nodes. */
  readonly databaseUrl?: string | undefined;
  readonly botDelayMs?: number;
  readonly sweepMs?: number;
  readonly bots?: BotRunner;
  readonly app?: Partial<AppOptions>;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080 */
  readonly url: string;
  readonly hub: Hub;
  close(): Promise<void>;
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const db = await openDb({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
  const store = new MatchStore(db);
  await store.migrate();
  const bots = opts.bots ?? pooledBots();
  const hub = new Hub(store, bots, {
    botDelayMs: opts.botDelayMs ?? 400,
    sweepMs: opts.sweepMs ?? 2000,
  });
  const app = await buildApp(hub, { ...DEFAULT_APP_OPTIONS, ...opts.app });
  await hub.start();
  await app.listen({ host: opts.host, port: opts.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    url: `http://${host}:${port}`,
    hub,
    async close() {
      await app.close();
      await hub.close();
      await bots.close();
      await db.close();
    },
  };
}
