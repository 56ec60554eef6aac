// Shared parts of the server benchmarks: the server in a child process, its memory and CPU
// from /proc, its own counters from /metrics, and scripted players over real WebSockets.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { distIsFresh } from '../bin/fresh.js';
import { api, spawnServer } from '../test/server/helpers.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** CPU time a process has used so far in user and system (kernel) mode, in ms (10 ms ticks). */
export const cpuSplitMs = (pid: number, thread?: number): { user: number; system: number } => {
  const stat = readFileSync(
    thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`,
    'utf8',
  );
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
};

/** CPU time (user + system) a process has used so far, in ms (Linux clock ticks of 10 ms). */
export const cpuMs = (pid: number): number => {
  const { user, system } = cpuSplitMs(pid);
  return user + system;
};

export const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

/** The 1-minute load average: the machine is shared, so every figure needs it. */
export const load = (): number => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function quantile(sorted: readonly number[], p: number): number {
  const v = sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return v === undefined ? NaN : Math.round(v * 10) / 10;
}

export interface Node {
  readonly url: string;
  readonly pid: number;
  /** Milliseconds from spawning the process to its "serving at" line. */
  readonly startMs: number;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Builds dist/ when src/ changed after the last build: `bin/moontable.js` would otherwise run
 * src/ through tsx, and the figures would measure tsx's loader rather than the server.
 */
let built = false;
function buildIfStale(): void {
  if (built) return;
  built = true;
  if (distIsFresh(ROOT)) return;
  console.error('dist/ is older than src/: building it first (npm run build).');
  execFileSync(process.execPath, ['scripts/build.js'], { cwd: ROOT, stdio: 'inherit' });
}

/** `moontable serve` from dist/ in a child process; never left behind when this process exits. */
export async function startNode(
  args: string[],
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<Node> {
  buildIfStale();
  const t0 = performance.now();
  const server = await spawnServer(['--port', '0', '--log-level', 'warn', ...args], env, nodeArgs);
  const startMs = Math.round(performance.now() - t0);
  const kill = () => server.child.kill('SIGKILL');
  process.once('exit', kill);
  // A server that dies under the benchmark says why (an out-of-memory report, a stack).
  let stopping = false;
  server.child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`The server exited (${signal ?? code}):\n${server.output().slice(-3000)}`);
  });
  return {
    url: server.url,
    pid: server.child.pid!,
    startMs,
    output: server.output,
    stop: async (signal = 'SIGKILL') => {
      stopping = true;
      process.removeListener('exit', kill);
      if (server.child.exitCode !== null) return;
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill(signal);
      await exited;
    },
  };
}

/** The server's refusals by reason, from its /metrics. */
export async function refusals(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^moontable_refused_total\{reason="([^"]+)"\} (\d+)/gm))
    out[m[1]!] = Number(m[2]);
  return out;
}

/**
 * Cumulative counts of one of the server's histograms (the ack's by default; `labels` picks
 * a series, e.g. `op="query"`), by upper bound in seconds.
 */
export async function buckets(
  url: string,
  name = 'moontable_move_ack_seconds',
  labels = '',
): Promise<Map<number, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const out = new Map<number, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}_bucket{`) || !line.includes(labels)) continue;
    const le = /le="([^"]+)"/.exec(line)?.[1];
    if (le) out.set(le === '+Inf' ? Infinity : Number(le), Number(line.split(' ').at(-1)));
  }
  return out;
}

/**
 * The bucket bound (ms) under which a share `p` of the acks between two readings of the
 * histogram fell, as the server measured them (frame read to ack sent).
 */
export function bucketQuantile(
  before: Map<number, number>,
  after: Map<number, number>,
  p: number,
): number {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const total = (after.get(Infinity) ?? 0) - (before.get(Infinity) ?? 0);
  for (const b of bounds)
    if ((after.get(b) ?? 0) - (before.get(b) ?? 0) >= p * total) return b * 1000;
  return NaN;
}

export interface Players {
  /** Ack latencies (ms) of moves sent while `measuring` is true. */
  readonly latencies: number[];
  /** Moves the server answered `busy` (each is sent again after a pause, as a person would). */
  busy: number;
  errors: number;
  measuring: boolean;
  stopped: boolean;
  readonly sockets: WebSocket[];
}

export function players(): Players {
  return { latencies: [], busy: 0, errors: 0, measuring: false, stopped: false, sockets: [] };
}

/** A kept-alive agent per source address (any 127/8 address is a source of its own on Linux). */
const agents = new Map<string, Agent>();
export const agentFrom = (from: string): Agent => {
  let agent = agents.get(from);
  if (!agent) agents.set(from, (agent = new Agent({ keepAlive: true, localAddress: from })));
  return agent;
};

/** One HTTP request from a source address; the status and the body as text. */
export function httpFrom(
  url: string,
  from: string,
  method: string,
  path: string,
  body?: unknown,
  agent: Agent = agentFrom(from),
): Promise<{ status: number; body: string }> {
  // A Buffer goes as it is (a body that is not JSON); anything else as JSON.
  const data = body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url + path,
      { method, agent, headers: data ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * One scripted person in a seat: on every snapshot with legal moves, waits a random 0 to 2x
 * `thinkMs`, then sends one at random; a `busy` answer is retried after about a second.
 * `address` is the source address to connect from (the soak gives each person their own).
 */
export function seat(
  url: string,
  p: Players,
  matchId: string,
  token: string,
  thinkMs: number,
  onEnd: () => void,
  address?: string,
): Promise<void> {
  return new Promise<void>((ready, fail) => {
    if (p.stopped) return ready();
    const ws = new WebSocket(
      url.replace('http', 'ws') + '/ws',
      address ? { localAddress: address } : {},
    );
    p.sockets.push(ws);
    let sentAt = 0;
    let last: { type: 'move'; version: number; move: string } | null = null;
    const send = () => {
      if (p.stopped || !last || ws.readyState !== WebSocket.OPEN) return;
      sentAt = performance.now();
      ws.send(JSON.stringify(last));
    };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', match: matchId, token })));
    ws.on('error', fail);
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.type === 'welcome') ready();
      if (m.type === 'ack' && p.measuring) p.latencies.push(performance.now() - sentAt);
      if (m.type === 'error') {
        if (m.code === 'busy') {
          p.busy++;
          setTimeout(send, 800 + Math.random() * 400);
        } else if (m.code !== 'stale-version') p.errors++;
      }
      if ((m.type === 'welcome' || m.type === 'update') && !p.stopped) {
        if (m.result) {
          ws.close();
          return onEnd();
        }
        if (m.legal.length > 0) {
          const pick = m.legal[Math.floor(Math.random() * m.legal.length)];
          last = { type: 'move', version: m.version, move: pick.move };
          if (thinkMs > 0) setTimeout(send, Math.random() * 2 * thinkMs);
          else send();
        }
      }
    });
  });
}

/** Creates a two-seat match, joins both seats and seats a scripted player in each. */
export async function playMatch(
  url: string,
  p: Players,
  game: string,
  thinkMs: number,
  address?: (seat: number) => string,
): Promise<void> {
  const post = async (path: string, body: unknown, seatNo: number) => {
    // A kept-alive connection the loaded server just closed fails the request: try again.
    for (let attempt = 0; ; attempt++) {
      try {
        const res = address
          ? await httpFrom(url, address(seatNo), 'POST', path, body)
          : await fetch(url + path, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            }).then(async (r) => ({ status: r.status, body: await r.text() }));
        const answer = {
          status: res.status,
          body: JSON.parse(res.body) as Record<string, unknown>,
        };
        // A busy server: wait a little and ask again, as a person would.
        if (answer.status !== 503 || attempt >= 60) return answer;
        p.busy++;
        await sleep(1000 + Math.random() * 1000);
      } catch (e) {
        if (attempt >= 3) throw e;
        await sleep(200);
      }
    }
  };
  const created = await post(
    '/api/matches',
    { game, seats: [{ kind: 'human' }, { kind: 'human' }] },
    0,
  );
  if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const id = (created.body.match as { id: string }).id;
  const invites = created.body.invites as { token: string }[];
  // Each join spends its invite and hands out the seat's secret, which opens the seat.
  const secrets: string[] = [];
  for (const [i, inv] of invites.entries()) {
    const joined = await post(`/api/matches/${id}/join`, { token: inv.token, name: `p${i}` }, i);
    secrets.push(joined.body.token as string);
  }
  let ended = 0;
  const onEnd = () => {
    if (++ended === 1 && !p.stopped)
      // Keep N matches going. A match still being set up when the bench stops loses its
      // connections with the server: that is no error of the server's.
      playMatch(url, p, game, thinkMs, address).catch(() => {
        if (!p.stopped) p.errors++;
      });
  };
  await Promise.all(
    secrets.map((secret, i) => seat(url, p, id, secret, thinkMs, onEnd, address?.(i))),
  );
}

export function closeAll(p: Players): void {
  p.stopped = true;
  for (const ws of p.sockets) {
    ws.removeAllListeners();
    ws.on('error', () => {});
    if (ws.readyState === WebSocket.OPEN) ws.terminate();
  }
}

export type Json = Record<string, unknown>;
export const tally = (m: Map<string | number, number>, k: string | number) =>
  m.set(k, (m.get(k) ?? 0) + 1);

/** A POST from `from`, asked again after 429/503 (as a patient client would), a bounded number of times. */
export async function postFrom(
  url: string,
  from: string,
  path: string,
  body: unknown,
  tries = 20,
): Promise<Json> {
  for (let attempt = 0; ; attempt++) {
    const res = await httpFrom(url, from, 'POST', path, body).catch(() => null);
    if (res && res.status < 300) return JSON.parse(res.body) as Json;
    if (attempt >= tries) throw new Error(`${path}: ${res?.status} ${res?.body.slice(0, 200)}`);
    await sleep(1000 + Math.random() * 500);
  }
}

/** A socket from `from` that says hello; resolves with it and its first answer (or null). */
export function socketFrom(
  wsUrl: string,
  from: string,
  hello: Json | null,
  onMessage: (m: Json, ws: WebSocket) => void = () => {},
): Promise<{ ws: WebSocket; first: Json | null }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(wsUrl, { localAddress: from });
    let settled = false;
    const done = (first: Json | null) => {
      if (!settled) resolve({ ws, first });
      settled = true;
    };
    ws.on('error', () => done(null));
    ws.on('close', () => done(null));
    ws.on('open', () => (hello ? ws.send(JSON.stringify(hello)) : done(null)));
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as Json;
      done(m);
      onMessage(m, ws);
    });
  });
}

/** Plays a seat: `pauseMs` before each move, a legal move at random. */
export function playSeat(m: Json, ws: WebSocket, pauseMs: number): void {
  if (m.type !== 'welcome' && m.type !== 'update' && m.type !== 'match') return;
  const legal = (m.legal as { move: string }[] | undefined) ?? [];
  if (m.result || legal.length === 0) return;
  const pick = legal[Math.floor(Math.random() * legal.length)]!.move;
  const send = () =>
    ws.readyState === WebSocket.OPEN &&
    ws.send(JSON.stringify({ type: 'move', version: m.version, move: pick }));
  if (pauseMs > 0) setTimeout(send, pauseMs);
  else send();
}

export { api };
