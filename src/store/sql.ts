// The SQL interface the store writes against, apart from the code that opens a database: both
// databases (`db.ts` for PostgreSQL, `pglite.ts` for PGlite) implement it without importing
// each other.

export type Row = Record<string, unknown>;

export interface Sql {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * One move to append: the match, the versions it was based on, the move (a `MoveRow`) and the
 * row's patch (a `MovePatch`), as far as the statements read them (appends.ts, journal.ts).
 */
export interface Append {
  readonly id: string;
  readonly expected: { readonly version: number; readonly seatsVersion: number };
  readonly move: {
    readonly at: number;
    readonly seat: number;
    readonly move: string;
    readonly by: string;
    readonly clocks: readonly number[] | null;
  };
  readonly patch: {
    readonly status: string;
    readonly result: unknown;
    readonly botTurn: boolean;
    readonly deadline: number | null;
  };
}

export interface Db extends Sql {
  /** Which database this is, for /healthz and logs: `pglite` or `postgres`. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of it commits, or none of it. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Calls `onPayload` for each NOTIFY on `channel` (from any node, once committed). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite with fsync: moves are made durable in a journal file and reach the tables in batches
   * (journal.ts). The store then appends through `append` and tells `changed` of every other
   * write to a match's versions or status.
   */
  readonly journal?: {
    append(batch: readonly Append[]): Promise<boolean[]>;
    changed(id: string): void;
  };
}

/** Most distinct statement texts a database prepares (ours are a few dozen; each keeps a plan). */
const PREPARED_MAX = 500;

/**
 * Whether a statement not prepared yet may be, when `prepared` texts are: it has parameters, the
 * cap is not reached, and it has no `*` (`select *`, `returning *`), whose columns change when a
 * node adds one: PostgreSQL then refuses the prepared statement ("cached plan must not change
 * result type"). The same rule for both databases (db.ts, pglite-prepared.ts).
 */
export const mayPrepare = (text: string, params: readonly unknown[], prepared: number): boolean =>
  params.length > 0 && prepared < PREPARED_MAX && !text.includes('*');
