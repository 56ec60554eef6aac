// Server load: N concurrent matches of scripted players over real WebSockets, driven from this
// process against a server in a child process, on the embedded database and on PostgreSQL.
// Prints moves/s, acknowledgement latency (p50/p99) and server memory per match.
// Usage: npm run bench:server [-- --matches 1000 --seconds 20 --db pglite|postgres|both]
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { api, spawnServer, startPostgres, tempDir } from '../test/server/helpers.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const MATCHES = Number(flag('matches', '200'));
const SECONDS = Number(flag('seconds', '15'));
const DB = flag('db', 'both');
const GAME = flag('game', 'monkeys-on-the-moon');
const json = args.includes('--json');
/** Mean pause of a scripted player before each move (0: move at once, to find the ceiling). */
const THINK_MS = Number(flag('think', '0'));
/** `--profile <dir>`: the server writes a CPU profile (.cpuprofile) there. */
const PROFILE = args.includes('--profile')
  ? ['--cpu-prof', `--cpu-prof-dir=${flag('profile', '.')}`]
  : [];

/** CPU time (user + system) a process has used so far, in ms (Linux clock ticks of 10 ms). */
const cpuMs = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const rssKb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

interface Figures {
  database: string;
  matches: number;
  seconds: number;
  moves: number;
  movesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  serverMbPerMatch: number;
  serverPeakMb: number;
  /** CPU of the server process per acknowledged move (not the PostgreSQL server's). */
  serverCpuMsPerMove: number;
  /** The 1-minute load average at the end: the machine is shared, so figures need it. */
  load: number;
}

async function run(database: 'pglite' | 'postgres', env: Record<string, string>): Promise<Figures> {
  const serverArgs = ['--port', '0', '--data', tempDir('moontable-bench'), '--http-rate', '100000'];
  const server = await spawnServer(serverArgs, env, PROFILE);
  // Never leave a server behind, even when this process dies of an error (the machine is shared).
  process.once('exit', () => server.child.kill('SIGKILL'));
  const pid = server.child.pid!;
  // The server's memory before any match (database and code loaded); per-match memory is the
  // peak under load above it, divided by the number of matches.
  await new Promise((r) => setTimeout(r, 3000)); // let start-up garbage be collected
  const baseRss = rssKb(pid);
  const latencies: number[] = [];
  let errors = 0;
  let measuring = false;
  let stopped = false;
  const sockets: WebSocket[] = [];

  // One scripted player per human seat: on every message with legal moves, send a random one.
  const seat = (matchId: string, token: string, onEnd: () => void) =>
    new Promise<void>((ready, fail) => {
      const ws = new WebSocket(server.url.replace('http', 'ws') + '/ws');
      sockets.push(ws);
      let sentAt = 0;
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', match: matchId, token })));
      ws.on('error', fail);
      ws.on('message', (data) => {
        const m = JSON.parse(String(data));
        if (m.type === 'welcome') ready();
        if (m.type === 'ack' && measuring) latencies.push(performance.now() - sentAt);
        if (m.type === 'error' && m.code !== 'stale-version') {
          errors++;
          if (!json && errors <= 3)
            console.error(`  error from the server: ${m.code}: ${m.message}`);
        }
        if ((m.type === 'welcome' || m.type === 'update') && !stopped) {
          if (m.result) {
            ws.close();
            return onEnd();
          }
          if (m.legal.length > 0) {
            const pick = m.legal[Math.floor(Math.random() * m.legal.length)];
            const move = () => {
              if (stopped || ws.readyState !== WebSocket.OPEN) return;
              sentAt = performance.now();
              ws.send(JSON.stringify({ type: 'move', version: m.version, move: pick.move }));
            };
            if (THINK_MS > 0) setTimeout(move, Math.random() * 2 * THINK_MS);
            else move();
          }
        }
      });
    });

  const startMatch = async (): Promise<void> => {
    const created = await api<{ match: { id: string }; invites: { token: string }[] }>(
      server.url,
      'POST',
      '/api/matches',
      { game: GAME, seats: [{ kind: 'human' }, { kind: 'human' }] },
    );
    const id = created.body.match.id;
    for (const [i, inv] of created.body.invites.entries())
      await api(server.url, 'POST', `/api/matches/${id}/join`, { token: inv.token, name: `p${i}` });
    let ended = 0;
    const onEnd = () => {
      if (++ended === 1 && !stopped) startMatch().catch(() => errors++); // keep N matches going
    };
    await Promise.all(created.body.invites.map((inv) => seat(id, inv.token, onEnd)));
  };

  for (let i = 0; i < MATCHES; i += 50)
    await Promise.all(Array.from({ length: Math.min(50, MATCHES - i) }, () => startMatch()));
  await new Promise((r) => setTimeout(r, 1000));
  measuring = true;
  const start = performance.now();
  const cpuStart = cpuMs(pid);
  let rss = rssKb(pid);
  const sampler = setInterval(() => (rss = Math.max(rss, rssKb(pid))), 500);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  clearInterval(sampler);
  measuring = false;
  const cpu = cpuMs(pid) - cpuStart;
  const load = Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  const seconds = (performance.now() - start) / 1000;
  stopped = true;
  for (const ws of sockets) {
    ws.removeAllListeners();
    ws.on('error', () => {});
    if (ws.readyState === WebSocket.OPEN) ws.terminate();
  }
  // SIGINT lets a profiled server write its profile; otherwise stop it hard.
  server.child.kill(PROFILE.length ? 'SIGINT' : 'SIGKILL');
  if (PROFILE.length) await new Promise((r) => server.child.once('exit', r));

  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return {
    database,
    matches: MATCHES,
    seconds: Math.round(seconds),
    moves: latencies.length,
    movesPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(q(0.5) * 10) / 10,
    p99Ms: Math.round(q(0.99) * 10) / 10,
    errors,
    serverMbPerMatch: Math.round(((rss - baseRss) / 1024 / MATCHES) * 100) / 100,
    serverPeakMb: Math.round(rss / 1024),
    serverCpuMsPerMove: Math.round((cpu / Math.max(1, latencies.length)) * 100) / 100,
    load,
  };
}

const rows: Figures[] = [];
if (DB === 'pglite' || DB === 'both') rows.push(await run('pglite', {}));
if (DB === 'postgres' || DB === 'both') {
  const pg = await startPostgres();
  try {
    rows.push(await run('postgres', { DATABASE_URL: pg.url }));
  } finally {
    pg.stop();
  }
}
if (json) console.log(JSON.stringify(rows));
else {
  console.log(
    `${GAME}, ${MATCHES} concurrent matches of two scripted players ` +
      `(${THINK_MS ? `about ${THINK_MS} ms thought per move` : 'moving at once'}), ${SECONDS} s each:`,
  );
  console.log(
    'database   moves/s   p50 ms   p99 ms   errors   server MB/match   server peak MB   CPU ms/move   load',
  );
  for (const r of rows)
    console.log(
      `${r.database.padEnd(10)} ${String(r.movesPerSecond).padStart(7)} ${String(r.p50Ms).padStart(8)} ${String(r.p99Ms).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.serverMbPerMatch).padStart(17)} ${String(r.serverPeakMb).padStart(16)} ${String(r.serverCpuMsPerMove).padStart(13)} ${String(r.load).padStart(6)}`,
    );
}
process.exit(0);
