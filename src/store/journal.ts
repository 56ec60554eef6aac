// The embedded database's move journal. PGlite runs in the server's thread, and a commit there
// costs about 0.3 ms of CPU however small, far more than the rest of a move at people's pace
// (docs/benchmarks.md). So with PGlite a move is made durable by appending it to a file and
// flushing that (fdatasync) before its ack; the moves reach the tables a few at a time, in one
// statement (appends.ts) every `FLUSH_MS`, and always before any other statement runs. Nobody
// who reads the database can tell: every statement sees every acknowledged move.
//
// The check a move passes on PostgreSQL in SQL (the version and seats version it was based on,
// the match still running) is made here against what the journal knows of each match: learned
// from the tables on its first move, then kept up to date by each move. The other writes that
// change those columns (a seat change, a take-back) are transactions of the store, which call
// `changed(id)` inside them; every statement and transaction runs through `run`, one at a time
// with the checks, so no move is checked against a row such a write is changing.
//
// After a crash the file's moves are taken up when the journal is made (pglite.ts, on opening
// the database) and written to the tables before the first statement runs. A move that is already there is skipped: a match's
// (version, seats version) pair never comes back once it has changed (a take-back lowers the
// version but raises the seats version), so a move matches the row it was based on at most once.
// The file is emptied once all of it is in the tables and they are flushed.

import {
  appendFileSync,
  closeSync,
  existsSync,
  fdatasyncSync,
  ftruncateSync,
  fstatSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { appendBatch } from './appends.ts';
import type { Append, Sql } from './sql.ts';

/** Longest a move waits in the journal alone before it goes to the tables (ms). */
export const FLUSH_MS = 1000;
/** Most moves in one statement to the tables: about 7 ms of the server's thread at people's pace. */
const CHUNK = 128;
/** Matches whose versions the journal keeps; past that it forgets them all and reads again. */
const KNOWN_MAX = 50_000;

export const JOURNAL_FILE = 'moves.journal';

interface Known {
  readonly version: number;
  readonly seatsVersion: number;
  readonly running: boolean;
}

export class MoveJournal {
  private readonly fd: number;
  /** Moves flushed to the file and not yet in the tables, in order. */
  private pending: Append[] = [];
  /** The file's length: it holds moves the tables may not have yet when above 0. */
  private size = 0;
  private readonly known = new Map<string, Known>();
  /** The end of the last exclusive job (`exclusive`). */
  private tail: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  /**
   * Opens the journal at `path` and takes up the moves it holds from before (written to the
   * tables before the first statement). `sync` is false only for a database opened without
   * fsync (`serve --no-fsync`): the file is then not flushed either, and the moves survive a
   * killed process but not a power cut, as the tables' commits do.
   */
  constructor(
    private readonly path: string,
    private readonly db: Sql,
    private readonly sync: boolean,
    private readonly warn: (message: string) => void = (m) => console.warn(m),
  ) {
    this.pending = existsSync(path) ? readJournal(path, warn) : [];
    this.fd = openSync(path, 'a');
    this.size = fstatSync(this.fd).size;
  }

  /**
   * Appends `bytes` to the file and flushes it. Should that fail (a full disk), the file is cut
   * back to where it was, so no half line is left before the lines that come after.
   */
  private toFile(bytes: Buffer): void {
    try {
      for (let at = 0; at < bytes.length;) at += writeSync(this.fd, bytes, at, bytes.length - at);
      if (this.sync) fdatasyncSync(this.fd);
    } catch (e) {
      ftruncateSync(this.fd, this.size);
      throw e;
    }
    this.size += bytes.length;
  }

  /**
   * Runs `fn` (a statement or a transaction) once every move in the journal is in the tables,
   * and with no move checked meanwhile: a write that changes a match's versions cannot slip
   * between a move's check here and its place in the tables.
   */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    // Many moves go a statement at a time, with the moves and acks that came meanwhile between
    // them: a move never waits behind more than one such statement.
    while (this.pending.length > CHUNK) {
      await this.exclusive(() => (this.pending.length > CHUNK ? this.round() : Promise.resolve()));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return this.exclusive(async () => {
      if (this.pending.length > 0 || this.size > 0) await this.drain();
      return fn();
    });
  }

  /**
   * Checks each move as the append statement would and makes those that pass durable. Returns,
   * per move, whether it was written; throws, writing none, if one of them could not be stored
   * in the tables (`storable`). Moves of one match must come in order (the store's group commit
   * never puts two of one match in a batch).
   */
  append(batch: readonly Append[]): Promise<boolean[]> {
    return this.exclusive(async () => {
      if (this.closed) throw new Error('the move journal is closed');
      for (const a of batch) storable(a);
      const unknown = batch.filter((a) => !this.known.has(a.id)).map((a) => a.id);
      if (unknown.length > 0) await this.learn(unknown);
      const written = batch.map((a) => {
        const k = this.known.get(a.id);
        return (
          k !== undefined &&
          k.running &&
          k.version === a.expected.version &&
          k.seatsVersion === a.expected.seatsVersion
        );
      });
      const lines = batch.filter((_, i) => written[i]).map((a) => JSON.stringify(a) + '\n');
      if (lines.length === 0) return written;
      this.toFile(Buffer.from(lines.join('')));
      batch.forEach((a, i) => {
        if (!written[i]) return;
        this.pending.push(a);
        this.known.set(a.id, {
          version: a.expected.version + 1,
          seatsVersion: a.expected.seatsVersion,
          running: a.patch.status === 'running',
        });
      });
      if (this.pending.length >= CHUNK) this.flushSoon(0);
      else if (!this.timer) this.flushSoon(FLUSH_MS);
      return written;
    });
  }

  /**
   * A write other than a move changed the match's versions or status (inside `run`): read them
   * again before its next move.
   */
  changed(id: string): void {
    this.known.delete(id);
  }

  /** Writes every move in the journal to the tables and empties the file. */
  flush(): Promise<void> {
    return this.run(async () => {});
  }

  private flushSoon(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      // A failure here is the database's; the next statement's `run` meets it again.
      this.flush().catch((e: unknown) => this.warn(`moontable: the move journal: ${String(e)}`));
    }, ms).unref();
  }

  /**
   * One statement: the oldest moves waiting, up to `CHUNK` and one per match (appends.ts; a
   * match's next moves wait for the next round, in order).
   */
  private async round(): Promise<void> {
    const ids = new Set<string>();
    const batch: Append[] = [];
    for (const a of this.pending) {
      if (batch.length === CHUNK) break;
      if (ids.has(a.id)) continue;
      ids.add(a.id);
      batch.push(a);
    }
    const done = await this.toTables(batch);
    const sent = new Set(batch);
    this.pending = this.pending.filter((a) => !sent.has(a));
    const lost = batch.filter((_, i) => !done[i]);
    if (lost.length > 0) this.setAside(lost, 'did not fit the tables');
  }

  /** One at a time: checks and writes of moves, and every other statement (`run`). */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => {},
      () => {},
    );
    return result;
  }

  /** Writes every move of the journal to the tables and empties the file. */
  private async drain(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.pending.length > 0) await this.round();
    // Everything the file holds is committed (and flushed, when `sync`): start it again.
    ftruncateSync(this.fd, 0);
    if (this.sync) fdatasyncSync(this.fd);
    this.size = 0;
  }

  /**
   * One statement for the batch. Should the tables refuse it (`storable` lets no such move in),
   * each move goes alone; those refused alone, beside others taken, are set aside. When none is
   * taken the database itself is failing (a full disk): the error stands and the moves wait.
   */
  private async toTables(batch: readonly Append[]): Promise<boolean[]> {
    try {
      return await appendBatch(this.db, batch, null, '');
    } catch (e) {
      if (batch.length === 1) throw e;
      const alone = await Promise.allSettled(batch.map((a) => appendBatch(this.db, [a], null, '')));
      if (alone.every((r) => r.status === 'rejected')) throw e;
      const refused = batch.filter((_, i) => alone[i]!.status === 'rejected');
      this.setAside(refused, `were refused by the tables (${String(e)})`);
      return alone.map((r) => (r.status === 'fulfilled' ? r.value[0]! : true));
    }
  }

  /** Writes what is waiting and closes the file. */
  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      this.closed = true;
      if (this.timer) clearTimeout(this.timer);
      closeSync(this.fd);
    }
  }

  private async learn(ids: readonly string[]): Promise<void> {
    if (this.known.size + ids.length > KNOWN_MAX) this.known.clear();
    // Moves taken up from the file may concern these matches: the tables first.
    if (this.pending.length > 0) await this.drain();
    const rows = await this.db.query<{
      id: string;
      version: number;
      seats_version: number;
      status: string;
    }>(
      `select id, version, seats_version, status from matches
       where id in (select jsonb_array_elements_text($1::jsonb))`,
      [ids],
    );
    for (const r of rows)
      this.known.set(r.id, {
        version: Number(r.version),
        seatsVersion: Number(r.seats_version),
        running: r.status === 'running',
      });
  }

  /**
   * Moves the journal could not write to the tables (their match changed or went away: a bug,
   * or a database replaced under an old journal) are kept beside it, never dropped silently.
   */
  private setAside(moves: readonly Append[], why: string): void {
    const aside = `${this.path}.unapplied`;
    appendFileSync(aside, moves.map((a) => JSON.stringify(a) + '\n').join(''));
    this.warn(
      `moontable: ${moves.length} journaled move(s) ${why} (first: match ${moves[0]!.id}, ` +
        `version ${moves[0]!.expected.version + 1}); kept in ${aside}`,
    );
  }
}

/**
 * The moves in a journal file. A last line cut short (the process died while writing it, so
 * its move was never acknowledged) is left out; any other line that does not read is an error,
 * as moves after it could not be trusted.
 */
export function readJournal(path: string, warn: (m: string) => void): Append[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const out: Append[] = [];
  lines.forEach((line, i) => {
    if (line === '') return;
    const last = i === lines.length - 1; // no newline after it: cut short
    let move: Append | null = null;
    try {
      move = last ? null : (JSON.parse(line) as Append);
    } catch {
      move = null;
    }
    if (move && typeof move.id === 'string' && move.expected && move.move && move.patch) {
      out.push(move);
    } else if (last) {
      warn(`moontable: the move journal's last line was cut short (never acknowledged): skipped`);
    } else {
      throw new Error(
        `the move journal ${path} is damaged at line ${i + 1}; ` +
          'move it away to start without the moves it holds',
      );
    }
  });
  return out;
}

/** Characters PostgreSQL refuses in text and JSON: NUL, and halves of a surrogate pair alone. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (s: string): boolean => s.includes('\u0000') || LONE_SURROGATE.test(s);

/**
 * Throws unless the tables would take the move as they take it on PostgreSQL: a move is
 * acknowledged once in the journal, so one they refuse later would be lost.
 */
export function storable(a: Append): void {
  const int = (n: unknown, what: string, max = 2 ** 31 - 1) => {
    if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > max)
      throw new Error(`a move's ${what} is not an integer the tables take: ${String(n)}`);
  };
  int(a.expected.version, 'version', 2 ** 31 - 2);
  int(a.expected.seatsVersion, 'seats version');
  int(a.move.seat, 'seat');
  int(a.move.at, 'time', Number.MAX_SAFE_INTEGER);
  if (a.patch.deadline !== null) int(a.patch.deadline, 'deadline', Number.MAX_SAFE_INTEGER);
  const strings = (v: unknown): boolean =>
    typeof v === 'string'
      ? !unstorable(v)
      : typeof v !== 'object' || v === null
        ? true
        : Object.entries(v).every(([k, x]) => !unstorable(k) && strings(x));
  const texts = [a.id, a.move.move, a.move.by, a.patch.status];
  if (!texts.every((t) => typeof t === 'string') || !strings(texts) || !strings(a.patch.result))
    throw new Error('a move holds a character PostgreSQL does not store (NUL or a lone surrogate)');
}
