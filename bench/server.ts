// Server load: N concurrent matches of scripted players over real WebSockets, driven from this
// process against a server in a child process, on the embedded database and on PostgreSQL
// (fsync on, as in production). Prints the server's footprint (start time and memory, fresh
// and warm), moves/s, acknowledgement latency (p50/p99), what was answered `busy`, and memory
// and CPU per move. `--abuse` runs the soak of bench/server-abuse.ts instead.
// Usage: npm run bench:server [-- --matches 1000 --seconds 20 --think 2000
//   --warmup S --db pglite|postgres|both --no-fsync --footprint --warm-runs N --profile DIR
//   --heap MB --json]
//   | [-- --abuse ...] | [-- --held ...]
import { readFileSync } from 'node:fs';
import { startPostgres, tempDir } from '../test/server/helpers.ts';
import {
  buckets,
  bucketQuantile,
  closeAll,
  cpuMs,
  cpuSplitMs,
  load,
  playMatch,
  players,
  quantile,
  refusals,
  rssMb,
  sleep,
  startNode,
} from './server-common.ts';

const args = process.argv.slice(2);
if (args.includes('--abuse')) {
  await import('./server-abuse.ts');
  process.exit(0);
}
if (args.includes('--held')) {
  await import('./server-held.ts');
  process.exit(0);
}
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const MATCHES = Number(flag('matches', '200'));
const SECONDS = Number(flag('seconds', '15'));
/** Mean pause of a scripted player before each move (0: move at once, to find the ceiling). */
const THINK_MS = Number(flag('think', '0'));
/**
 * Seconds of play after the matches are set up and before the measured window: until V8 has
 * compiled the hot code. At full speed 10 s do; at people's pace (150 moves a second) V8 was
 * still optimizing 10 to 25 functions a second 20 s into play (`--trace-opt`), so 60.
 */
const WARMUP_SECONDS = Number(flag('warmup', THINK_MS > 0 ? '60' : '10'));
const DB = flag('db', 'both');
const GAME = flag('game', 'monkeys-on-the-moon');
const FSYNC = !args.includes('--no-fsync');
const json = args.includes('--json');
/** `--warm-runs N`: how many times the footprint restarts the embedded server (default 5). */
const WARM_RUNS = Math.max(1, Number(flag('warm-runs', '5')));
/** `--profile <dir>`: the server writes a CPU profile (.cpuprofile) there. */
const PROFILE = args.includes('--profile')
  ? ['--cpu-prof', `--cpu-prof-dir=${flag('profile', '.')}`]
  : [];
/** `--heap <MB>`: caps the server's V8 old space (`--max-old-space-size`), as a small host would. */
const HEAP = args.includes('--heap') ? [`--max-old-space-size=${Number(flag('heap', '512'))}`] : [];
/** The bench's players all come from 127.0.0.1: lift the per-address budgets for them. */
const OPEN_DOORS = [
  '--http-rate',
  '1000000',
  '--create-rate',
  '100000000',
  // Thousands of tables set up at once, and each finished one replaced: more than the 20 new
  // matches a second a public server allows from everyone together.
  '--server-create-rate',
  '100000',
  '--sockets-per-address',
  '1000000',
  // ...and every one of them waits for its second player for a moment, from one address.
  '--open-per-network',
  '1000000',
  '--read-rate',
  '1000000',
];

interface Footprint {
  freshStartMs: number;
  freshIdleMb: number;
  /** Warm starts (restarted on the same folder), each its own process: median and fastest. */
  warmRuns: number;
  warmStartMs: number;
  warmStartMinMs: number;
  /** CPU time (user + system) the server had used when it printed its address, median. */
  warmStartCpuMs: number;
  warmIdleMb: number;
  load: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Start time and idle memory of the embedded server on a new data folder, then restarted
 * `WARM_RUNS` times: on a shared machine one start says little, the median and the fastest more.
 */
async function footprint(): Promise<Footprint> {
  const data = tempDir('moontable-footprint');
  const fresh = await startNode(['--data', data]);
  await sleep(5000); // let start-up garbage be collected
  const freshIdleMb = rssMb(fresh.pid);
  await fresh.stop('SIGTERM');
  const starts: number[] = [];
  const cpus: number[] = [];
  const idle: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    const warm = await startNode(['--data', data]);
    cpus.push(cpuMs(warm.pid));
    starts.push(warm.startMs);
    await sleep(5000);
    idle.push(rssMb(warm.pid));
    await warm.stop('SIGTERM');
  }
  return {
    freshStartMs: fresh.startMs,
    freshIdleMb,
    warmRuns: WARM_RUNS,
    warmStartMs: median(starts),
    warmStartMinMs: Math.min(...starts),
    warmStartCpuMs: median(cpus),
    warmIdleMb: median(idle),
    load: load(),
  };
}

interface Figures {
  database: string;
  fsync: boolean;
  matches: number;
  seconds: number;
  moves: number;
  movesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The same as the server measured it (read to ack), as histogram bucket bounds. */
  serverP50Ms: number;
  serverP99Ms: number;
  /** Database statements (queueing in the client included), p50/p99 as bucket bounds. */
  dbP50Ms: number;
  dbP99Ms: number;
  /** Moves answered `busy` (and sent again about a second later). */
  busy: number;
  /** What the server refused during the whole run, by reason (its /metrics). */
  refused: Record<string, number>;
  errors: number;
  serverIdleMb: number;
  serverPeakMb: number;
  /**
   * CPU of the server process per acknowledged move (not the PostgreSQL server's), measured
   * over the steady window only (start-up and setting up the matches excluded).
   */
  serverCpuMsPerMove: number;
  /** The same split into user and system (kernel: sockets, the network stack) time. */
  serverUserMsPerMove: number;
  serverSystemMsPerMove: number;
  /** The part of it on the main thread (the rest: V8's garbage collector and compiler threads, libuv's pool). */
  serverMainThreadMsPerMove: number;
  /** Database statements and transactions the server ran per acknowledged move. */
  statementsPerMove: number;
  load: number;
}

async function run(database: 'pglite' | 'postgres', env: Record<string, string>): Promise<Figures> {
  const serverArgs = ['--data', tempDir('moontable-bench'), ...OPEN_DOORS];
  if (database === 'pglite' && !FSYNC) serverArgs.push('--no-fsync');
  const server = await startNode(serverArgs, env, [...PROFILE, ...HEAP]);
  const pid = server.pid;
  await sleep(3000); // let start-up garbage be collected
  const idle = rssMb(pid);
  const p = players();
  for (let i = 0; i < MATCHES; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, MATCHES - i) }, () =>
        playMatch(server.url, p, GAME, THINK_MS),
      ),
    );
  // Play on for a while before measuring: the code the moves run is compiled by then (V8 compiles
  // hot functions on its own threads during the first seconds of play), so the window measures
  // the steady cost of a move, not the start.
  await sleep(WARMUP_SECONDS * 1000);
  p.measuring = true;
  const bucketsBefore = await buckets(server.url);
  const dbBefore = await buckets(server.url, 'moontable_db_seconds', 'op="query"');
  const txBefore = await buckets(server.url, 'moontable_db_seconds', 'op="transaction"');
  const busyBefore = p.busy;
  const start = performance.now();
  const cpuStart = cpuSplitMs(pid);
  const mainStart = cpuSplitMs(pid, pid);
  let rss = rssMb(pid);
  const sampler = setInterval(() => (rss = Math.max(rss, rssMb(pid))), 500);
  await sleep(SECONDS * 1000);
  clearInterval(sampler);
  p.measuring = false;
  const cpuEnd = cpuSplitMs(pid);
  const mainEnd = cpuSplitMs(pid, pid);
  const seconds = (performance.now() - start) / 1000;
  const bucketsAfter = await buckets(server.url);
  const dbAfter = await buckets(server.url, 'moontable_db_seconds', 'op="query"');
  const txAfter = await buckets(server.url, 'moontable_db_seconds', 'op="transaction"');
  const refused = await refusals(server.url);
  closeAll(p);
  // SIGINT lets a profiled server write its profile; otherwise stop it hard.
  await server.stop(PROFILE.length ? 'SIGINT' : 'SIGKILL');
  const latencies = p.latencies.sort((a, b) => a - b);
  const moves = Math.max(1, latencies.length);
  const perMove = (ms: number) => Math.round((ms / moves) * 100) / 100;
  const count = (before: Map<number, number>, after: Map<number, number>) =>
    (after.get(Infinity) ?? 0) - (before.get(Infinity) ?? 0);
  const user = cpuEnd.user - cpuStart.user;
  const system = cpuEnd.system - cpuStart.system;
  const main = mainEnd.user + mainEnd.system - mainStart.user - mainStart.system;
  return {
    database,
    fsync: FSYNC,
    matches: MATCHES,
    seconds: Math.round(seconds),
    moves: latencies.length,
    movesPerSecond: Math.round(latencies.length / seconds),
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    serverP50Ms: bucketQuantile(bucketsBefore, bucketsAfter, 0.5),
    serverP99Ms: bucketQuantile(bucketsBefore, bucketsAfter, 0.99),
    dbP50Ms: bucketQuantile(dbBefore, dbAfter, 0.5),
    dbP99Ms: bucketQuantile(dbBefore, dbAfter, 0.99),
    busy: p.busy - busyBefore,
    refused,
    errors: p.errors,
    serverIdleMb: idle,
    serverPeakMb: rss,
    serverCpuMsPerMove: perMove(user + system),
    serverUserMsPerMove: perMove(user),
    serverSystemMsPerMove: perMove(system),
    serverMainThreadMsPerMove: perMove(main),
    statementsPerMove:
      Math.round(((count(dbBefore, dbAfter) + count(txBefore, txAfter)) / moves) * 100) / 100,
    load: load(),
  };
}

const cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? '?';
if (!json) console.log(`Machine: ${cpuModel}, load average ${load()} at the start.`);

let foot: Footprint | null = null;
if (args.includes('--footprint') || DB !== 'postgres') {
  foot = await footprint();
  if (!json)
    console.log(
      `Embedded server footprint: fresh folder ${foot.freshStartMs} ms to start, ${foot.freshIdleMb} MB idle; ` +
        `warm (median of ${foot.warmRuns}) ${foot.warmStartMs} ms to start (fastest ${foot.warmStartMinMs} ms, ` +
        `${foot.warmStartCpuMs} ms of CPU), ${foot.warmIdleMb} MB idle (load ${foot.load}).`,
    );
  if (args.includes('--footprint')) {
    if (json) console.log(JSON.stringify(foot));
    process.exit(0);
  }
}

const rows: Figures[] = [];
if (DB === 'pglite' || DB === 'both') rows.push(await run('pglite', {}));
if (DB === 'postgres' || DB === 'both') {
  const pg = await startPostgres({ fsync: FSYNC });
  try {
    rows.push(await run('postgres', { DATABASE_URL: pg.url }));
  } finally {
    pg.stop();
  }
}
if (json) console.log(JSON.stringify({ footprint: foot, runs: rows }));
else {
  console.log(
    `${GAME}, ${MATCHES} concurrent matches of two scripted players ` +
      `(${THINK_MS ? `about ${THINK_MS} ms thought per move` : 'moving at once'}), ${SECONDS} s each after ${WARMUP_SECONDS} s of play, fsync ${FSYNC ? 'on' : 'off'}:`,
  );
  console.log(
    'database   moves/s   p50 ms   p99 ms   server p50/p99 <=   busy   errors   idle MB   peak MB   CPU ms/move   load',
  );
  for (const r of rows)
    console.log(
      `${r.database.padEnd(10)} ${String(r.movesPerSecond).padStart(7)} ${String(r.p50Ms).padStart(8)} ${String(r.p99Ms).padStart(8)} ${`${r.serverP50Ms}/${r.serverP99Ms}`.padStart(19)} ${String(r.busy).padStart(6)} ${String(r.errors).padStart(8)} ${String(r.serverIdleMb).padStart(9)} ${String(r.serverPeakMb).padStart(9)} ${String(r.serverCpuMsPerMove).padStart(13)} ${String(r.load).padStart(6)}`,
    );
}
/** Issue 32's target for the server's CPU per move at people's pace. */
const TARGET_CPU_MS = 0.5;
if (!json)
  for (const r of rows)
    console.log(
      `${r.database}: server CPU per move over the steady ${r.seconds} s (start-up excluded) ` +
        `${r.serverCpuMsPerMove} ms (user ${r.serverUserMsPerMove}, system ${r.serverSystemMsPerMove}; ` +
        `main thread ${r.serverMainThreadMsPerMove}, other threads ${Math.round((r.serverCpuMsPerMove - r.serverMainThreadMsPerMove) * 100) / 100}; ` +
        `target at most ${TARGET_CPU_MS} ms at people's pace), ${r.statementsPerMove} database statements a move.`,
    );
if (!json)
  for (const r of rows)
    console.log(
      `${r.database}: statements p50 <= ${r.dbP50Ms} ms, p99 <= ${r.dbP99Ms} ms; refused by the server: ${
        Object.entries(r.refused)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || 'nothing'
      }.`,
    );
process.exit(0);
