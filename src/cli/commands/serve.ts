// `moontable serve`: one server node. Embedded database in --data by default; with
// DATABASE_URL (or --database-url) a PostgreSQL server that several nodes share.

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from '../../server/index.ts';
import { UsageError } from '../errors.ts';

export interface ServeFlags {
  host: string;
  port: string;
  data: string;
  databaseUrl?: string;
  botDelay: string;
  httpRate: string;
}

export async function serveCommand(opts: ServeFlags): Promise<void> {
  const port = Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be a port number, not "${opts.port}".`);
  const botDelayMs = Number(opts.botDelay);
  if (!Number.isFinite(botDelayMs) || botDelayMs < 0)
    throw new UsageError(`--bot-delay must be milliseconds, not "${opts.botDelay}".`);
  const httpRate = Number(opts.httpRate);
  if (!Number.isFinite(httpRate) || httpRate <= 0)
    throw new UsageError(`--http-rate must be a positive number, not "${opts.httpRate}".`);
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL ?? undefined;
  const webDir = resolve(import.meta.dirname, '../../../web/dist');
  const server = await startServer({
    host: opts.host,
    port,
    dataDir: resolve(opts.data),
    databaseUrl: databaseUrl || undefined,
    botDelayMs,
    app: {
      webDir: existsSync(webDir) ? webDir : null,
      httpRate: [httpRate, Math.max(30, httpRate * 6)],
    },
  });
  const where = databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded database in ${resolve(opts.data)}`;
  console.log(`Moontable is serving at ${server.url} (${where}).`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Moontable is stopping.');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
