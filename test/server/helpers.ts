// Real parts for server tests: a server on a free port over a real database, WebSocket clients
// over real sockets, a PostgreSQL cluster of our own, and a server in a child process to kill.

import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import WebSocket from 'ws';
import type { AnyGame, Viewer } from '../../src/engine/game.ts';
import { parseRecord, replay } from '../../src/engine/record.ts';
import { findGame } from '../../src/games/index.ts';
import { parseServerMessage } from '../../src/protocol/server-messages.ts';
import { startServer } from '../../src/server/index.ts';
import { startParams } from '../../src/store/pglite.ts';
import type { RunningServer, ServerOptions } from '../../src/server/index.ts';
import { atExit, removeDir, tempDir } from '../temp.ts';

export { removeDir, tempDir };

/**
 * A new data folder for a server, holding a new embedded database: what a server's first start
 * in an empty folder makes (PostgreSQL's initdb, `src/store/pglite-init.js`), before the server
 * creates its tables. initdb costs 3 s on a free core and 10 s or more on a loaded test machine,
 * so it runs once per machine, PGlite version and settings, and each test gets a copy of it.
 */
export function dataDir(prefix = 'moontable-data'): string {
  const dir = tempDir(prefix);
  cpSync(newDatabase(), join(dir, 'pglite'), { recursive: true });
  return dir;
}

function newDatabase(): string {
  const require = createRequire(import.meta.url);
  const { PGlite } = require('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
  const main = require.resolve('@electric-sql/pglite');
  const home = main.slice(
    0,
    main.lastIndexOf('/@electric-sql/pglite/') + '/@electric-sql/pglite'.length,
  );
  const { version } = JSON.parse(readFileSync(join(home, 'package.json'), 'utf8')) as {
    version: string;
  };
  const params = startParams(PGlite, true);
  const key = createHash('sha256')
    .update(JSON.stringify([version, params]))
    .digest('hex');
  const template = join(tmpdir(), `moontable-test-database-${key.slice(0, 16)}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  // Built under a name of its own and renamed into place: a test file running beside this one
  // (the browser lane) sees either no template or a whole one.
  const building = `${template}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const script = new URL('../../src/store/pglite-init.js', import.meta.url);
  const made = spawnSync(process.execPath, [script.pathname, building, JSON.stringify(params)], {
    encoding: 'utf8',
  });
  assert.equal(made.status, 0, `initdb for the test database template failed: ${made.stderr}`);
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another process was quicker
  }
  return template;
}

/** Limits high enough for scripted players; tests of a limit set their own. */
export const LIFTED_LIMITS = {
  httpRate: [1000, 1000],
  createRate: [1000, 1000],
  globalCreateRate: [1000, 1000],
  guestRate: [1000, 1000],
  globalGuestRate: [1000, 1000],
  signInRate: [1000, 1000],
  passwordPerUser: [1000, 1000],
  wsRate: [10_000, 10_000],
  socketsPerAddress: 1000,
  socketsPerWide: 1000,
  openPerNet: 1_000_000,
  openPerWide: 1_000_000,
  readRate: [1e6, 1e6],
  globalReadRate: [1e6, 1e6],
  busyLagMs: 60_000,
  busyDbMs: 60_000,
} as const;

/**
 * A server on a free port with bots that move at once; one per test file (PGlite is slow to
 * create). Without a `dataDir` of the test's own it makes one (an empty folder when the database
 * is PostgreSQL or given) and removes it when the server closes, or when the process ends if the
 * test never closes it.
 */
export async function testServer(extra: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const dir =
    extra.dataDir ?? (extra.databaseUrl || extra.db ? tempDir('moontable-data') : dataDir());
  const own = extra.dataDir ? null : dir;
  let server: RunningServer;
  try {
    server = await startServer({
      host: '127.0.0.1',
      port: 0,
      dataDir: dir,
      botDelayMs: 0,
      sweepMs: 200,
      ...extra,
      // Scripted players move at machine speed: lift the per-socket and per-address limits. A
      // shared, loaded test machine must not make the server call itself busy either.
      limits: { ...LIFTED_LIMITS, ...extra.limits },
    });
  } catch (e) {
    if (own) removeDir(own);
    throw e;
  }
  if (!own) return server;
  const close = server.close.bind(server);
  return Object.assign(server, {
    close: async () => {
      try {
        await close();
      } finally {
        removeDir(own);
      }
    },
  });
}

/** A server of its own with these limits over the lifted ones, closed after `body` however it ends. */
export async function withServer(
  limits: Record<string, unknown>,
  body: (s: RunningServer) => Promise<void>,
): Promise<void> {
  const server = await testServer({ limits: { ...LIFTED_LIMITS, ...limits } });
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** One HTTP call with a JSON body (or none); the reply parsed as JSON. */
export async function api<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * One HTTP call from a source address of our choice (any 127/8 address works on Linux), so a
 * test can be several clients on several networks; the reply's status, headers and raw body.
 */
export function httpFrom(
  base: string,
  from: string,
  method: string,
  path: string,
  opts: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  const url = new URL(path, base);
  const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface CreatedMatch {
  match: { id: string; players: number };
  invites: { seat: number; token: string; url: string }[];
  spectate: string;
  /** Each human seat and the secret its join handed out (the key that opens it from then on). */
  seats: { seat: number; token: string }[];
}

/** Creates a match and joins every human seat under a name, keeping each seat's secret. */
export async function createAndJoin(
  base: string,
  request: Record<string, unknown>,
): Promise<CreatedMatch> {
  const created = await api<CreatedMatch>(base, 'POST', '/api/matches', request);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const seats: CreatedMatch['seats'] = [];
  for (const invite of created.body.invites) {
    const joined = await api<{ seat: number; token: string }>(
      base,
      'POST',
      `/api/matches/${created.body.match.id}/join`,
      { token: invite.token, name: `Player ${invite.seat}` },
    );
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
    seats.push(joined.body);
  }
  return { ...created.body, seats };
}

export type Message = Record<string, unknown> & { type: string };

/** A WebSocket client that keeps every message and can wait for one that matches. */
export class Client {
  readonly messages: Message[] = [];
  private waiters: { pred: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  closed: Promise<number>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      // Every frame any server test receives must read as the protocol says (src/protocol).
      const read = parseServerMessage(String(data));
      if (!read.ok)
        throw new Error(`the server sent a frame off the protocol: ${read.error.message}`);
      const m = JSON.parse(String(data)) as Message;
      this.messages.push(m);
      this.onMessage?.(m);
      for (const w of [...this.waiters]) {
        if (w.pred(m)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  onMessage: ((m: Message) => void) | null = null;

  /** A socket to the server, from `from` (a 127/8 address) when given, with `headers` (a cookie). */
  static async open(
    base: string,
    from?: string,
    headers?: Record<string, string>,
  ): Promise<Client> {
    const ws = new WebSocket(base.replace(/^http/, 'ws') + '/ws', {
      ...(from ? { localAddress: from } : {}),
      ...(headers ? { headers } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Client(ws);
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message from now on (or already received after `from`) that matches. */
  next(
    pred: (m: Message) => boolean,
    timeoutMs = 10_000,
    from = this.messages.length,
  ): Promise<Message> {
    const seen = this.messages.slice(from).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const last = this.messages.slice(-3).map((m) => JSON.stringify(m).slice(0, 300));
        reject(new Error(`no matching message within ${timeoutMs} ms; last: ${last.join(' | ')}`));
      }, timeoutMs);
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  async hello(match: string, token: string | null, since?: number): Promise<Message> {
    const from = this.messages.length;
    this.send({ type: 'hello', match, token, ...(since === undefined ? {} : { since }) });
    return this.next((m) => m.type === 'welcome' || m.type === 'error', 10_000, from);
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * Plays a seat by choosing among the legal moves the server sends, with a seeded choice.
 * Resolves with the final result message once the match ends.
 */
export function autoplay(client: Client, pick: (n: number) => number): Promise<Message> {
  return new Promise((resolve) => {
    const act = (m: Message) => {
      if ((m.type === 'welcome' || m.type === 'update') && m.result) return resolve(m);
      if (m.type !== 'welcome' && m.type !== 'update') return;
      const legal = m.legal as { move: string }[];
      if (legal.length === 0) return;
      client.send({ type: 'move', version: m.version, move: legal[pick(legal.length)]!.move });
    };
    client.onMessage = act;
    for (const m of client.messages) act(m);
  });
}

/** A small seeded generator for test choices. */
export function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/**
 * Checks that every view a client received equals the engine's view for that viewer at that
 * version, by replaying the finished match's record.
 */
export async function assertViewsMatchEngine(
  base: string,
  matchId: string,
  clients: { client: Client; viewer: Viewer }[],
): Promise<void> {
  const rec = await api(base, 'GET', `/api/matches/${matchId}/record`);
  assert.equal(rec.status, 200);
  const record = parseRecord(rec.body, findGame);
  assert.ok(record.ok, record.ok ? '' : record.error.message);
  if (!record.ok) return;
  const game = findGame(record.value.game) as AnyGame;
  const states: unknown[] = [];
  const out = replay(game, record.value, (before, _seat, _move, after) => {
    if (states.length === 0) states.push(before);
    states.push(after);
  });
  assert.ok(out.ok);
  let checked = 0;
  for (const { client, viewer } of clients) {
    for (const m of client.messages) {
      if (m.type !== 'welcome' && m.type !== 'update') continue;
      const state = states[m.version as number];
      assert.ok(state !== undefined, `no state at version ${String(m.version)}`);
      assert.deepEqual(
        m.view,
        game.view(state, viewer),
        `view of ${viewer} at ${String(m.version)}`,
      );
      checked++;
    }
  }
  assert.ok(checked > 0);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** `serve` flags that keep a loaded test machine from making the server call itself busy. */
export const NEVER_BUSY = ['--busy-lag', '60000', '--busy-db', '60000'];

/** `moontable serve` in a child process, for tests that kill it. */
export async function spawnServer(
  args: string[],
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const argv = [
    ...nodeArgs,
    'bin/moontable.js',
    'serve',
    '--bot-delay',
    '0',
    '--log-format',
    'json',
    ...args,
  ];
  const child = spawn(process.execPath, argv, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d) => (output += String(d)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    child.stdout!.on('data', (d) => {
      output += String(d);
      const found = /serving at (http:\/\/\S+) /.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { url, child, output: () => output };
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL 15 cluster on a free local port, run as the postgres user; fsync off
 * unless asked for (tests need no crash safety, benchmarks may).
 */
/** Two server nodes over one throwaway PostgreSQL: restart them both, or stop all three. */
export interface TwoNodes {
  readonly a: RunningServer;
  readonly b: RunningServer;
  /** The cluster's postgres:// URL (for the CLI, or more nodes). */
  readonly url: string;
  /** Stops both nodes and starts two new ones on the same database. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a PostgreSQL cluster and two test servers on it, both with `extra`. */
export async function twoNodes(extra: Partial<ServerOptions> = {}): Promise<TwoNodes> {
  const pg = await startPostgres();
  const nodes: RunningServer[] = [];
  const start = async () => {
    for (const n of nodes.splice(0)) await n.close();
    for (let i = 0; i < 2; i++) nodes.push(await testServer({ ...extra, databaseUrl: pg.url }));
  };
  try {
    await start();
  } catch (e) {
    for (const n of nodes) await n.close();
    pg.stop();
    throw e;
  }
  return {
    get a() {
      return nodes[0]!;
    },
    get b() {
      return nodes[1]!;
    },
    url: pg.url,
    restart: start,
    stop: async () => {
      for (const n of nodes) await n.close();
      pg.stop();
    },
  };
}

export async function startPostgres(
  opts: { fsync?: boolean; maxConnections?: number } = {},
): Promise<{ url: string; stop: () => void }> {
  const dir = tempDir('moontable-pg');
  chmodSync(dir, 0o700);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pw.stdout), Number(gid.stdout));
  }
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const r = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  const port = await freePort();
  const data = join(dir, 'data');
  run(`${PG_BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run(`${PG_BIN}/pg_ctl`, [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${opts.fsync ? 'on' : 'off'} ` +
      `-c max_connections=${opts.maxConnections ?? 100}`,
    '-w',
    'start',
  ]);
  // Stopped by the test, or when the test process ends without (a failed test).
  const stop = atExit(() => {
    try {
      run(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      removeDir(dir);
    }
  });
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
