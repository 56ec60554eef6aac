// One small SQL interface over the two databases Moontable runs on: PGlite (embedded,
// PostgreSQL compiled to WebAssembly, kept in a data folder) and a PostgreSQL server
// (postgres.js). The store writes plain SQL with $1 parameters once, for both.

import { openPGlite } from './pglite.ts';
import { mayPrepare } from './sql.ts';
import type { Db, Row, Sql } from './sql.ts';

export type { Db, Row, Sql } from './sql.ts';

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
  type Unsafe = {
    unsafe: (t: string, p: never[], o?: { prepare: boolean }) => Promise<unknown[]>;
  };
  const wrap = (q: Unsafe): Sql => ({
    query: async <T extends Row>(text: string, params: readonly unknown[] = []) =>
      (await q.unsafe(text, params as never[])) as unknown as T[],
  });
  // A statement with parameters outside a transaction is prepared once per connection and then
  // only bound and run: one round trip instead of two (postgres.js's `unsafe` otherwise asks the
  // server to describe every statement before binding it) and no parse or plan on the server.
  // At most 500 distinct texts are prepared (each connection keeps every one it
  // prepared). Not prepared: statements inside transactions, and any with a `*` (`select *`,
  // `returning *`), whose columns change when another node adds one: PostgreSQL then refuses
  // the prepared statement ("cached plan must not change result type") and postgres.js's
  // retry of it never answers (test/store/prepared.test.ts).
  const prepared = new Set<string>();
  const top = sql as unknown as Unsafe;
  const query = async <T extends Row>(text: string, params: readonly unknown[] = []) => {
    let prepare = params.length > 0 && prepared.has(text);
    if (!prepare && mayPrepare(text, params, prepared.size)) {
      prepared.add(text);
      prepare = true;
    }
    return (await top.unsafe(text, params as never[], { prepare })) as unknown as T[];
  };
  return {
    kind: 'postgres',
    query,
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
