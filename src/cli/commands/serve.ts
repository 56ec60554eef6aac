// `moontable serve`: one server node. Embedded database in --data by default; with
// DATABASE_URL (or --database-url) a PostgreSQL server that several nodes share. Logs are JSON
// lines (one per request, with its id) on stdout, or short text lines on a terminal. SIGTERM and
// SIGINT drain: /readyz turns 503 for --drain-grace while all is still served, then writes are
// refused, in-flight commits finish, sockets are told to go elsewhere.

import { existsSync } from 'node:fs';
import { createServer, isIP } from 'node:net';
import { resolve } from 'node:path';
import type { RunningServer } from '../../server/index.ts';
import { DbUnavailable, openDb } from '../../store/db.ts';
import { DataDirLocked } from '../../store/lock.ts';
import { UsageError } from '../errors.ts';

export interface ServeFlags {
  host: string;
  port: string;
  data: string;
  databaseUrl?: string;
  botDelay: string;
  httpRate: string;
  createRate: string;
  serverCreateRate: string;
  trustProxy?: string;
  publicUrl?: string;
  openTtl: string;
  socketsPerAddress: string;
  ipv4Prefix: string;
  openPerNetwork: string;
  readRate: string;
  drainGrace: string;
  botThreads?: string;
  metricsFrom: string;
  busyLag: string;
  busyDb: string;
  busyHeap: string;
  fsync: boolean;
  logLevel: string;
  logFormat?: string;
  smtpUrl?: string;
  mailFrom?: string;
}

/** E-mail notifications go out only through a mail server the operator names. */
function notifyOptions(opts: ServeFlags): { smtpUrl: string | null; mailFrom?: string } {
  const smtpUrl = opts.smtpUrl ?? process.env.SMTP_URL ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl))
    throw new UsageError(`--smtp-url must be smtp://... or smtps://..., not "${smtpUrl}"`);
  return { smtpUrl, ...(opts.mailFrom ? { mailFrom: opts.mailFrom } : {}) };
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const positive = (text: string, flag: string, what: string): number => {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} must be ${what}, not "${text}"`);
  return n;
};

const share = (text: string, flag: string): number => {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0 || n > 1)
    throw new UsageError(`${flag} must be a share above 0 and at most 1, not "${text}"`);
  return n;
};

/** Addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8,::1. */
function addresses(text: string, flag: string): string[] {
  const list = text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const a of list) {
    const [ip, bits, extra] = a.split('/');
    const ok =
      extra === undefined &&
      isIP(ip ?? '') !== 0 &&
      (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(ip!) === 4 ? 32 : 128)));
    if (!ok) throw new UsageError(`${flag} takes addresses or CIDR ranges, not "${a}"`);
  }
  return list;
}

function publicUrl(text: string | undefined): string | null {
  if (text === undefined) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(
      `--public-url must be a URL such as https://play.example.org, not "${text}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--public-url must start with http:// or https://, not "${text}"`);
  return url.origin + url.pathname.replace(/\/$/, '');
}

/** Pino's JSON lines as short text for a person at a terminal. */
function textLines(): { write(line: string): void } {
  const names: Record<number, string> = {
    10: 'trace',
    20: 'debug',
    30: 'info',
    40: 'warn',
    50: 'error',
    60: 'fatal',
  };
  return {
    write(line: string) {
      try {
        const { level, time, msg, reqId, method, url, status, ms, reason } = JSON.parse(line);
        const at = new Date(time as number).toISOString().slice(11, 19);
        const what =
          msg === 'request'
            ? `${reqId} ${method} ${url} ${status} ${ms} ms`
            : `${msg}${reason ? `: ${reason}` : ''}`;
        process.stdout.write(`${at} ${(names[level as number] ?? level).padEnd(5)} ${what}\n`);
      } catch {
        process.stdout.write(line);
      }
    },
  };
}

export async function serveCommand(opts: ServeFlags): Promise<void> {
  const port = Number(opts.port);
  if (!/^\d+$/.test(opts.port) || port > 65535)
    throw new UsageError(`--port must be a port number, not "${opts.port}"`);
  const botDelayMs = Number(opts.botDelay);
  if (!Number.isFinite(botDelayMs) || botDelayMs < 0)
    throw new UsageError(`--bot-delay must be milliseconds, not "${opts.botDelay}"`);
  const httpRate = positive(opts.httpRate, '--http-rate', 'a positive number');
  const createsPerMinute = positive(opts.createRate, '--create-rate', 'a positive number');
  const serverCreates = positive(
    opts.serverCreateRate,
    '--server-create-rate',
    'a positive number',
  );
  const openTtlHours = positive(opts.openTtl, '--open-ttl', 'a number of hours');
  const socketsPerAddress = positive(opts.socketsPerAddress, '--sockets-per-address', 'a number');
  const ipv4Prefix = Number(opts.ipv4Prefix);
  if (!/^\d+$/.test(opts.ipv4Prefix) || ipv4Prefix < 8 || ipv4Prefix > 32)
    throw new UsageError(
      `--ipv4-prefix must be a prefix length from 8 to 32, not "${opts.ipv4Prefix}"`,
    );
  const openPerNet = Math.floor(positive(opts.openPerNetwork, '--open-per-network', 'a number'));
  const readRate = positive(opts.readRate, '--read-rate', 'a positive number');
  const drainGrace = Number(opts.drainGrace);
  if (!Number.isFinite(drainGrace) || drainGrace < 0 || drainGrace > 600)
    throw new UsageError(`--drain-grace must be seconds from 0 to 600, not "${opts.drainGrace}"`);
  const botThreads =
    opts.botThreads === undefined
      ? undefined
      : positive(opts.botThreads, '--bot-threads', 'a number');
  if (!LEVELS.includes(opts.logLevel))
    throw new UsageError(`--log-level must be one of ${LEVELS.join(', ')}, not "${opts.logLevel}"`);
  const format = opts.logFormat ?? (process.stdout.isTTY ? 'text' : 'json');
  if (format !== 'json' && format !== 'text')
    throw new UsageError(`--log-format must be json or text, not "${opts.logFormat}"`);
  const limits = {
    httpRate: [httpRate, Math.max(30, httpRate * 6)] as const,
    createRate: [createsPerMinute / 60, Math.max(20, Math.ceil(createsPerMinute / 3))] as const,
    // Ten seconds of creations may come at once (200 at the default 20/s).
    globalCreateRate: [serverCreates, Math.max(1, Math.ceil(serverCreates * 10))] as const,
    openMatchTtlMs: openTtlHours * 3_600_000,
    socketsPerAddress: Math.floor(socketsPerAddress),
    socketsPerWide: Math.floor(socketsPerAddress) * 4,
    ipv4Prefix,
    openPerNet,
    openPerWide: openPerNet * 4,
    readRate: [readRate, readRate * 5] as const,
    // The server's reads: as many as twenty busy networks at once.
    globalReadRate: [readRate * 20, readRate * 40] as const,
    busyLagMs: positive(opts.busyLag, '--busy-lag', 'milliseconds'),
    busyDbMs: positive(opts.busyDb, '--busy-db', 'milliseconds'),
    busyHeap: share(opts.busyHeap, '--busy-heap'),
  };
  const trustProxy = opts.trustProxy ? addresses(opts.trustProxy, '--trust-proxy') : [];
  const metricsFrom = addresses(opts.metricsFrom, '--metrics-from');
  const publicBase = publicUrl(opts.publicUrl);
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL ?? undefined;
  // The port first: a busy one is said at once, before a database (and its folder) is made.
  await probePort(opts.host, port);
  const webDir = resolve(import.meta.dirname, '../../../web/dist');
  // The database starts while the server's code loads: PGlite compiles its WebAssembly on
  // other threads, and the TypeScript loader works on its own.
  const dataDir = resolve(opts.data);
  const opening = openDb({ databaseUrl: databaseUrl || undefined, dataDir, durable: opts.fsync });
  opening.catch(() => {}); // its error is reported below, once awaited
  let server: RunningServer;
  try {
    const { startServer } = await import('../../server/index.ts');
    const { pooledBots } = await import('../../server/bots.ts');
    server = await startServer({
      host: opts.host,
      port,
      dataDir,
      db: await opening,
      botDelayMs,
      drainGraceMs: drainGrace * 1000,
      ...(botThreads ? { bots: pooledBots(Math.floor(botThreads)) } : {}),
      limits,
      notify: notifyOptions(opts),
      app: {
        webDir: existsSync(webDir) ? webDir : null,
        trustProxy,
        publicUrl: publicBase,
        metricsFrom,
        logger: {
          level: opts.logLevel,
          ...(format === 'text' ? { stream: textLines() } : {}),
        },
      },
    });
  } catch (e) {
    const listening = listenProblem(e, opts.host, port);
    if (listening) throw listening;
    if (e instanceof DbUnavailable || e instanceof DataDirLocked) throw new UsageError(e.message);
    throw e;
  }
  const where = databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded database in ${resolve(opts.data)}`;
  console.log(`Moontable is serving at ${server.url} (${where}).`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(
      drainGrace > 0
        ? `Moontable is stopping (${signal}): not ready for ${drainGrace} s, then finishing moves in flight.`
        : `Moontable is stopping (${signal}): finishing moves in flight.`,
    );
    await server.close();
    console.log('Moontable stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** Why the server cannot listen on host:port, in one line, or null for another failure. */
function listenProblem(e: unknown, host: string, port: number): UsageError | null {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new UsageError(
      `port ${port} on ${host} is in use by another program; pick another --port`,
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return new UsageError(`cannot listen on ${host}: no such address on this machine`);
  if (code === 'EACCES')
    return new UsageError(
      `not allowed to listen on port ${port}; ports below 1024 need privileges`,
    );
  return null;
}

/** Listens on host:port for a moment and lets go: throws what listening would say. */
async function probePort(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  }).catch((e: unknown) => {
    throw listenProblem(e, host, port) ?? e;
  });
}
