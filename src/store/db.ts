// One small SQL interface over the two databases Moontable runs on: PGlite (embedded,
// PostgreSQL compiled to WebAssembly, kept in a data folder) and a PostgreSQL server
// (postgres.js). The store writes plain SQL with $1 parameters once, for both.

import { mkdirSync } from 'node:fs';

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

/** Opens PostgreSQL when `databaseUrl` is given, else PGlite in `dataDir`. */
export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPGlite(opts.dataDir);
}

async function openPGlite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(`${dataDir}/pglite`);
  // PGlite runs one statement at a time; a transaction holds it until it ends, so the
  // `query` outside a transaction simply waits its turn.
  const wrap = (q: { query: (t: string, p?: unknown[]) => Promise<{ rows: unknown[] }> }): Sql => ({
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
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 10, onnotice: () => {} });
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
