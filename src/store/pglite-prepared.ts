// Prepared statements on PGlite. PGlite's `query` parses, plans and describes a statement every
// time it runs, in six calls into the WebAssembly; for the short statements the server runs
// on every move (the append of a move, docs/benchmarks.md) that is most of their cost. Here a
// statement with parameters is parsed once under a name of its own, and each run is then one
// call: bind, describe, execute, sync. The answer is read by PGlite's own result parser, so rows
// come back exactly as `query` gives them. The same rules as on PostgreSQL (db.ts): only
// statements with parameters, outside transactions, without a `*`, and at most 500 distinct
// texts (`mayPrepare`, sql.ts).

import { mayPrepare } from './sql.ts';
import type { Row } from './sql.ts';

type PGliteModule = typeof import('@electric-sql/pglite');
type PGlite = InstanceType<PGliteModule['PGlite']>;

interface Statement {
  readonly name: string;
  /** The type of each parameter as PostgreSQL inferred it, to write values as `query` would. */
  readonly paramTypes: readonly number[];
}

/** What of PGlite's internals this uses: its two locks (a transaction's and a statement's). */
interface Locks {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
  serializers: Record<number, (v: unknown) => string>;
  parsers: Record<number, (v: string, typeId?: number) => unknown>;
}

/**
 * A `query` for statements outside transactions that prepares those it may, and runs the
 * others with PGlite's own `query`.
 */
export function preparingQuery(pg: PGliteModule, db: PGlite) {
  const { serialize } = pg.protocol;
  const { parseResults, parseDescribeStatementResults } = pg.parse;
  const inner = db as unknown as Locks;
  const statements = new Map<string, Statement>();

  const concat = (parts: readonly Uint8Array[]): Uint8Array => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  };

  /** Parses `text` under a new name and learns its parameters' types (under the locks). */
  let named = 0;
  const prepare = async (text: string): Promise<Statement> => {
    const name = `moontable_${++named}`;
    const { messages } = await db.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = { name, paramTypes: parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  };

  const run = async (statement: Statement, params: readonly unknown[]) => {
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const write = inner.serializers[statement.paramTypes[i]!];
      return write ? write(v) : String(v);
    });
    const { messages } = await db.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parseResults(messages, inner.parsers)[0]?.rows ?? [];
  };

  return async <T extends Row>(text: string, params: readonly unknown[] = []): Promise<T[]> => {
    const known = statements.get(text);
    if (!known && !mayPrepare(text, params, statements.size))
      return (await db.query<T>(text, [...params])).rows;
    await inner._checkReady();
    // Calls for a new text that came in together all wait here; the first prepares it.
    return inner._runExclusiveTransaction(() =>
      db.runExclusive(
        async () => (await run(statements.get(text) ?? (await prepare(text)), params)) as T[],
      ),
    );
  };
}
