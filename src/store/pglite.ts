// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) in `<data>/pglite`, run in
// the server's own thread, durable, small, and locked to one server at a time.

import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type { Db, Row, Sql } from './sql.ts';
import { JOURNAL_FILE, MoveJournal } from './journal.ts';
import { lockDataDir } from './lock.ts';
import { preparingQuery } from './pglite-prepared.ts';

/**
 * PGlite's settings for a server: its own defaults are sized for a browser tab (128 MB of
 * shared buffers that end up resident); Moontable's working set is small rows and an append-only
 * log, so 8 MB of buffers serve it. With `durable`, PostgreSQL's fsync is on (PGlite starts it
 * with `-F`) and commits flush the WAL with fsync(), which PGlite's Node file system is taught to
 * pass on to the disk (it ignores both fsync and fdatasync otherwise) as fdatasync(): the data
 * and what it takes to read it back (the file's size), as PostgreSQL itself flushes its WAL on
 * Linux. A full fsync also waits for the file system's journal, and with it for every other
 * file's data written before; under load that made single commits take 100 ms or more, all of
 * it in the server's thread.
 */
const SETTINGS = [
  'shared_buffers=8MB',
  'wal_buffers=1MB',
  'temp_buffers=1MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'max_connections=5',
];

type PGliteModule = typeof import('@electric-sql/pglite');

export function startParams(PGlite: PGliteModule['PGlite'], durable: boolean): string[] {
  const base = PGlite.defaultStartParams as string[];
  return [
    ...(durable ? base.filter((p) => p !== '-F') : base),
    ...SETTINGS.flatMap((s) => ['-c', s]),
    ...(durable ? ['-c', 'wal_sync_method=fsync'] : []),
  ];
}

export async function openPGlite(dataDir: string, durable: boolean): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    // Compile PGlite's WebAssembly with the baseline compiler only: about 100 MB less memory
    // and a faster start, for statements that spend their time in I/O and JavaScript glue
    // anyway (docs/benchmarks.md). Only WebAssembly compiled from here on is affected.
    setFlagsFromString('--liftoff-only');
    // PGlite's CommonJS build, loaded with require(): an import() would pass its megabytes of
    // JavaScript through the TypeScript loader's thread as well (about 35 MB more, resident).
    const require = createRequire(import.meta.url);
    const pglite = require('@electric-sql/pglite') as PGliteModule;
    const { PGlite } = pglite;
    const { NodeFS } =
      require('@electric-sql/pglite/nodefs') as typeof import('@electric-sql/pglite/nodefs');
    const folder = join(dataDir, 'pglite');
    // Moves left in the journal by a durable server that stopped without writing them to the
    // tables (journal.ts) go there now, durably whatever was asked: the file is emptied after.
    const journalPath = join(dataDir, JOURNAL_FILE);
    const flush = durable || (existsSync(journalPath) && statSync(journalPath).size > 0);
    const params = startParams(PGlite, flush);
    if (!existsSync(join(folder, 'PG_VERSION'))) await initialize(folder, params);
    class SyncingNodeFS extends NodeFS {
      override async init(...args: Parameters<InstanceType<typeof NodeFS>['init']>) {
        const out = await super.init(...args);
        const preRun = out.emscriptenOpts.preRun ?? [];
        const teach = (mod: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
          mod.NODEFS.stream_ops.fsync = (stream: { nfd: number }) => {
            fdatasyncSync(stream.nfd);
            return 0;
          };
        };
        return { emscriptenOpts: { ...out.emscriptenOpts, preRun: [...preRun, teach] } };
      }
    }
    const db = await PGlite.create({
      fs: flush ? new SyncingNodeFS(folder) : new NodeFS(folder),
      startParams: params,
    });
    // PGlite runs one statement at a time; a transaction holds it until it ends, so the
    // `query` outside a transaction simply waits its turn.
    const wrap = (q: {
      query: (t: string, p?: unknown[]) => Promise<{ rows: unknown[] }>;
    }): Sql => ({
      query: async <T extends Row>(text: string, params: readonly unknown[] = []) =>
        (await q.query(text, [...params])).rows as T[],
    });
    // Statements with parameters are prepared once (pglite-prepared.ts); a transaction's run
    // as PGlite's `query` runs them.
    const query = preparingQuery(pglite, db);
    // Moves are made durable in the journal and written to the tables in batches; every other
    // statement first waits for the journal's moves to be in the tables.
    let journal: MoveJournal;
    try {
      journal = new MoveJournal(journalPath, { query }, flush);
    } catch (e) {
      await db.close();
      throw e;
    }
    return {
      kind: 'pglite',
      query: (text, params) => journal.run(() => query(text, params)),
      transaction: (fn) => journal.run(() => db.transaction((tx) => fn(wrap(tx)))),
      listen: async (channel, onPayload) => {
        await db.listen(channel, onPayload);
      },
      journal,
      close: async () => {
        try {
          await journal.close();
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

/**
 * Creates a new database folder in a child process. PostgreSQL's initdb needs several hundred MB
 * for a moment (PGlite runs it beside a second instance); in a process of its own all of that
 * goes back to the system when it exits, where in the server's process the WebAssembly memories
 * would stay for good. The folder is built under a temporary name, flushed, and renamed into
 * place, so a crash midway leaves no half-made database behind.
 */
async function initialize(folder: string, params: readonly string[]): Promise<void> {
  const building = `${folder}.init-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const script = fileURLToPath(new URL('./pglite-init.js', import.meta.url));
  const child = spawn(process.execPath, [script, building, JSON.stringify(params)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', resolve);
  });
  if (code !== 0) {
    rmSync(building, { recursive: true, force: true });
    const why = stderr.trim().split('\n').at(-1) || `exit code ${code}`;
    throw new Error(`could not create the database in ${folder}: ${why}`);
  }
  rmSync(folder, { recursive: true, force: true }); // an unfinished folder of an older version
  renameSync(building, folder);
  const parent = openSync(dirname(folder), 'r');
  fsyncSync(parent); // the rename itself
  closeSync(parent);
}
