// One small SQL interface over the two databases Moontable runs on: PGlite (embedded,
// PostgreSQL compiled to WebAssembly, kept in a data folder) and a PostgreSQL server
// (postgres.js). The store writes plain SQL with $1 parameters once, for both.

import { fsyncSync, mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { lockDataDir } from './lock.ts';

export type Row = Record<string, unknown>;

export interface Sql {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Sql {
  /** Which database this is, for /healthz and logs: `pglite` or `postgres`. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of it commits, or none of it. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Calls `onPayload` for each NOTIFY on `channel` (from any node, once committed). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  /**
   * PGlite only: flush every commit to the disk (fsync), so an acknowledged move survives a
   * power cut or an OS crash, not only a killed process. On by default.
   */
  readonly durable?: boolean;
}

/** A database the server could not open, worded for one line on a terminal. */
export class DbUnavailable extends Error {
  override name = 'DbUnavailable';
}

/** Opens PostgreSQL when `databaseUrl` is given, else PGlite in `dataDir`. */
export async function openDb(opts: DbOptions): Promise<Db> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPGlite(opts.dataDir, opts.durable ?? true);
}

/**
 * PGlite's settings for a server: its own defaults are sized for a browser tab (128 MB of
 * shared buffers that end up resident); Moontable's working set is small rows and an append-only
 * log, so 16 MB of buffers serve it. With `durable`, PostgreSQL's fsync is on (PGlite starts it
 * with `-F`) and commits flush the WAL with fsync(), which PGlite's Node file system is taught
 * to pass on to the disk (it ignores both fsync and fdatasync otherwise).
 */
const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=1MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'max_connections=5',
];

async function openPGlite(dataDir: string, durable: boolean): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    // Compile PGlite's WebAssembly with the baseline compiler only: about 100 MB less memory
    // and a faster start, for statements that spend their time in I/O and JavaScript glue
    // anyway (docs/benchmarks.md). Only WebAssembly compiled from here on is affected.
    setFlagsFromString('--liftoff-only');
    const { PGlite } = await import('@electric-sql/pglite');
    const { NodeFS } = await import('@electric-sql/pglite/nodefs');
    class SyncingNodeFS extends NodeFS {
      override async init(...args: Parameters<InstanceType<typeof NodeFS>['init']>) {
        const out = await super.init(...args);
        const preRun = out.emscriptenOpts.preRun ?? [];
        const teach = (mod: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
          mod.NODEFS.stream_ops.fsync = (stream: { nfd: number }) => {
            fsyncSync(stream.nfd);
            return 0;
          };
        };
        return { emscriptenOpts: { ...out.emscriptenOpts, preRun: [...preRun, teach] } };
      }
    }
    const base = PGlite.defaultStartParams as string[];
    const startParams = [
      ...(durable ? base.filter((p) => p !== '-F') : base),
      ...PGLITE_SETTINGS.flatMap((s) => ['-c', s]),
      ...(durable ? ['-c', 'wal_sync_method=fsync'] : []),
    ];
    const folder = `${dataDir}/pglite`;
    const db = await PGlite.create({
      fs: durable ? new SyncingNodeFS(folder) : new NodeFS(folder),
      startParams,
    });
    // PGlite runs one statement at a time; a transaction holds it until it ends, so the
    // `query` outside a transaction simply waits its turn.
    const wrap = (q: {
      query: (t: string, p?: unknown[]) => Promise<{ rows: unknown[] }>;
    }): Sql => ({
      query: async <T extends Row>(text: string, params: readonly unknown[] = []) =>
        (await q.query(text, [...params])).rows as T[],
    });
    return {
      kind: 'pglite',
      ...wrap(db),
      transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
      listen: async (channel, onPayload) => {
        await db.listen(channel, onPayload);
      },
      close: async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

async function openPostgres(url: string): Promise<Db> {
  const { default: postgres } = await import('postgres');
  let sql: ReturnType<typeof postgres>;
  try {
    sql = postgres(url, { max: 10, onnotice: () => {}, connect_timeout: 10 });
  } catch (e) {
    throw new DbUnavailable(`DATABASE_URL is not a usable PostgreSQL URL: ${(e as Error).message}`);
  }
  try {
    await sql.unsafe('select 1');
  } catch (e) {
    await sql.end({ timeout: 1 }).catch(() => {});
    const where = (() => {
      try {
        const u = new URL(url);
        return `${u.hostname}:${u.port || 5432}`;
      } catch {
        return 'the DATABASE_URL';
      }
    })();
    throw new DbUnavailable(`cannot reach PostgreSQL at ${where}: ${(e as Error).message}`);
  }
  type Unsafe = { unsafe: (t: string, p: never[]) => Promise<unknown[]> };
  const wrap = (q: Unsafe): Sql => ({
    query: async <T extends Row>(text: string, params: readonly unknown[] = []) =>
      (await q.unsafe(text, params as never[])) as unknown as T[],
  });
  return {
    kind: 'postgres',
    ...wrap(sql as unknown as Unsafe),
    transaction: async (fn) =>
      (await sql.begin((tx) => fn(wrap(tx as unknown as Unsafe)))) as Awaited<
        ReturnType<typeof fn>
      >,
    listen: async (channel, onPayload) => {
      await sql.listen(channel, onPayload);
    },
    close: () => sql.end({ timeout: 2 }),
  };
}
