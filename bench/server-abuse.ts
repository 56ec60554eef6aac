// The soak: people-paced matches play while strangers attack the same server, and the figures
// say what the people felt (ack p50/p99, how long their bots took) and what the server refused.
// The server trusts 127.0.0.1 as its proxy, so every client here gets an address of its own from
// X-Forwarded-For, as behind a real proxy (which appends the true address after any forged one).
// Attacks: ping floods from sockets that never read, spectators that never read, a creation
// storm with forged addresses, a storm of all-bot matches of the strongest bots, half-sent HTTP
// requests, and sockets that never say hello. Every loop is bounded by --seconds.
// Usage: npm run bench:server -- --abuse [--matches 100 --seconds 30 --think 2000 --db pglite|postgres]
import { connect } from 'node:net';
import WebSocket from 'ws';
import { startPostgres, tempDir } from '../test/server/helpers.ts';
import {
  closeAll,
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
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const MATCHES = Number(flag('matches', '100'));
const SECONDS = Number(flag('seconds', '30'));
const THINK_MS = Number(flag('think', '2000'));
const DB = flag('db', 'pglite');
const GAME = 'monkeys-on-the-moon';

const pg = DB === 'postgres' ? await startPostgres({ fsync: true }) : null;
const server = await startNode(
  ['--data', tempDir('moontable-soak'), '--trust-proxy', '127.0.0.1'],
  pg ? { DATABASE_URL: pg.url } : {},
);
const url = server.url;
const ws = url.replace('http', 'ws') + '/ws';
await sleep(3000);
const idleMb = rssMb(server.pid);

// People: each seat from an address of its own; half the tables seat a bot instead of a second
// person, and the time from a person's ack to the bot's answer is what they wait for it.
let nextAddress = 0;
const person = () =>
  `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;
const people = players();
for (let i = 0; i < MATCHES; i += 25)
  await Promise.all(
    Array.from({ length: Math.min(25, MATCHES - i) }, () =>
      playMatch(url, people, GAME, THINK_MS, () => person()),
    ),
  );
const botWaits: number[] = [];
const botTables = await Promise.all(
  Array.from({ length: Math.max(1, Math.round(MATCHES / 10)) }, () => botTable()),
);

/** A person against a heuristic bot, measuring the bot's answer time after each of their moves. */
async function botTable(): Promise<WebSocket> {
  const address = person();
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': address };
  // A busy server (503) is asked again after a pause, as a person would, a bounded number of times.
  const post = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(url + path, { method: 'POST', headers, body: JSON.stringify(body) });
      const answer = (await res.json()) as Record<string, unknown>;
      if (res.ok) return answer;
      if (res.status !== 503 || attempt >= 30)
        throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
      people.busy++;
      await sleep(1000 + Math.random() * 1000);
    }
  };
  const created = (await post('/api/matches', {
    game: GAME,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
  })) as { match: { id: string }; invites: { token: string }[] };
  const joined = (await post(`/api/matches/${created.match.id}/join`, {
    token: created.invites[0]!.token,
    name: 'Ada',
  })) as { token: string };
  const socket = new WebSocket(ws, { headers: { 'x-forwarded-for': address } });
  let ackedAt = 0;
  let ackedVersion = -1;
  socket.on('open', () =>
    socket.send(JSON.stringify({ type: 'hello', match: created.match.id, token: joined.token })),
  );
  socket.on('error', () => {});
  socket.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (m.type === 'ack') {
      ackedAt = performance.now();
      ackedVersion = m.version;
    }
    // The bot's answer to this move (not a decision it began before the move).
    if (
      m.type === 'update' &&
      m.event.by === 'bot' &&
      m.version === ackedVersion + 1 &&
      people.measuring
    ) {
      botWaits.push(performance.now() - ackedAt);
      ackedAt = 0;
    }
    if (
      (m.type === 'welcome' || m.type === 'update') &&
      !m.result &&
      m.legal.length > 0 &&
      !people.stopped
    ) {
      const pick = m.legal[Math.floor(Math.random() * m.legal.length)];
      setTimeout(
        () => {
          if (socket.readyState === WebSocket.OPEN)
            socket.send(JSON.stringify({ type: 'move', version: m.version, move: pick.move }));
        },
        Math.random() * 2 * THINK_MS,
      );
    }
  });
  return socket;
}

/** Runs the people for `seconds`, with `during` running beside them; their figures. */
async function phase(
  seconds: number,
  during: (until: number) => Promise<unknown> = async () => {},
) {
  people.latencies.length = 0;
  botWaits.length = 0;
  const busyBefore = people.busy;
  people.measuring = true;
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 250);
  const until = performance.now() + seconds * 1000;
  await Promise.all([sleep(seconds * 1000), during(until)]);
  clearInterval(sampler);
  people.measuring = false;
  const acks = [...people.latencies].sort((a, b) => a - b);
  const bots = [...botWaits].sort((a, b) => a - b);
  return {
    moves: acks.length,
    p50: quantile(acks, 0.5),
    p99: quantile(acks, 0.99),
    busy: people.busy - busyBefore,
    botP50: quantile(bots, 0.5),
    botP99: quantile(bots, 0.99),
    peakMb: peak,
  };
}

// ---- the attacks -------------------------------------------------------------------------------

const closes = new Map<string, Map<number, number>>();
const noteClose = (attack: string, code: number) => {
  const byCode = closes.get(attack) ?? new Map<number, number>();
  byCode.set(code, (byCode.get(code) ?? 0) + 1);
  closes.set(attack, byCode);
};

/** Opens a socket from `address` (as the proxy would report it), or null if refused. */
function attackSocket(attack: string, address: string): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const s = new WebSocket(ws, {
      headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 255)}, ${address}` },
    });
    s.on('error', () => resolve(null));
    s.on('close', (code) => noteClose(attack, code));
    s.on('open', () => resolve(s));
  });
}

/** Sockets that send pings as fast as they can and never read an answer. */
async function pingFlood(until: number): Promise<void> {
  const socks = (
    await Promise.all(Array.from({ length: 40 }, () => attackSocket('ping flood', '203.0.113.1')))
  ).filter((s): s is WebSocket => s !== null);
  for (const s of socks) s.pause();
  const frame = '{"type":"ping"}';
  while (performance.now() < until && socks.some((s) => s.readyState === WebSocket.OPEN)) {
    for (const s of socks)
      if (s.readyState === WebSocket.OPEN && s.bufferedAmount < 1 << 20)
        for (let i = 0; i < 200; i++) s.send(frame);
    await sleep(10);
  }
  for (const s of socks) s.resume();
}

/** Spectators of the busiest tables that never read what they are sent. */
async function nonReaders(until: number, matchIds: string[]): Promise<void> {
  const socks: WebSocket[] = [];
  for (const id of matchIds.slice(0, 30)) {
    const s = await attackSocket('non-reading spectators', `203.0.113.2`);
    if (!s) continue;
    s.send(JSON.stringify({ type: 'hello', match: id }));
    s.pause();
    socks.push(s);
  }
  while (performance.now() < until) await sleep(200);
  for (const s of socks) s.resume();
}

/** Creation storm: new matches as fast as answers come, each with a forged address in front. */
async function creationStorm(until: number, statuses: Map<number, number>): Promise<void> {
  const one = async () => {
    const res = await fetch(`${url}/api/matches`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 255)}, 203.0.113.3`,
      },
      body: JSON.stringify({ game: GAME, seats: [{ kind: 'human' }, { kind: 'human' }] }),
    }).catch(() => null);
    const status = res?.status ?? 0;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await res?.body?.cancel();
  };
  while (performance.now() < until) await Promise.all(Array.from({ length: 8 }, one));
}

/** All-bot matches of the strongest bots, from many forged addresses behind one real one. */
async function botStorm(until: number, statuses: Map<number, number>): Promise<void> {
  while (performance.now() < until) {
    const res = await fetch(`${url}/api/matches`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 255)}, 203.0.113.4`,
      },
      body: JSON.stringify({
        game: GAME,
        seats: [
          { kind: 'bot', bot: 'ismcts:hard' },
          { kind: 'bot', bot: 'ismcts:hard' },
        ],
      }),
    }).catch(() => null);
    statuses.set(res?.status ?? 0, (statuses.get(res?.status ?? 0) ?? 0) + 1);
    await res?.body?.cancel();
    await sleep(20);
  }
}

/** Half-sent HTTP requests (the headers never end) and sockets that never say hello. */
async function slowClients(
  until: number,
  counts: { slowCut: number; slow: number; silentCut: number; silent: number },
): Promise<void> {
  const port = Number(new URL(url).port);
  for (let i = 0; i < 50; i++) {
    const c = connect(port, '127.0.0.1');
    counts.slow++;
    c.on('error', () => {});
    c.on('close', () => counts.slowCut++);
    c.on('connect', () =>
      c.write(`GET /api/games HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.5\r\nX-Slow: `),
    );
    const drip = setInterval(() => (c.writable ? c.write('a') : clearInterval(drip)), 1000);
    c.on('close', () => clearInterval(drip));
  }
  for (let i = 0; i < 30; i++) {
    const s = await attackSocket('silent sockets', `203.0.113.${10 + (i % 20)}`);
    if (!s) continue;
    counts.silent++;
    s.on('close', () => counts.silentCut++);
  }
  while (performance.now() < until) await sleep(200);
}

// ---- run -----------------------------------------------------------------------------------------

console.log(
  `Soak on ${DB === 'postgres' ? 'PostgreSQL (fsync on)' : 'the embedded database (fsync on)'}: ${MATCHES} matches of two people ` +
    `(about ${THINK_MS} ms a move) and ${botTables.length} tables of a person against a heuristic bot; load average ${load()}.`,
);
const quiet = await phase(Math.max(5, Math.round(SECONDS / 3)));
const lobby = (await (await fetch(`${url}/api/matches?status=running&limit=200`)).json()) as {
  matches: { id: string }[];
};
const creates = new Map<number, number>();
const bots = new Map<number, number>();
const slow = { slowCut: 0, slow: 0, silentCut: 0, silent: 0 };
const attacked = await phase(SECONDS, (until) =>
  Promise.all([
    pingFlood(until),
    nonReaders(
      until,
      lobby.matches.map((m) => m.id),
    ),
    creationStorm(until, creates),
    botStorm(until, bots),
    slowClients(until, slow),
  ]),
);
const summary = {
  closes: new Map([...closes].map(([k, v]) => [k, new Map(v)])),
  slow: { ...slow },
};
closeAll(people);
for (const s of botTables) s.terminate();
await sleep(5000);
const afterMb = rssMb(server.pid);
const refused = await refusals(url);
await server.stop('SIGKILL');
pg?.stop();

const row = (name: string, f: typeof quiet) =>
  console.log(
    `${name.padEnd(16)} ${String(f.moves).padStart(6)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.busy).padStart(6)} ${String(f.botP50).padStart(9)} ${String(f.botP99).padStart(9)} ${String(f.peakMb).padStart(8)}`,
  );
console.log('phase             moves  p50 ms  p99 ms   busy  bot p50 ms  bot p99 ms  peak MB');
row('quiet', quiet);
row('under attack', attacked);
console.log(
  `Server memory: ${idleMb} MB idle before, ${attacked.peakMb} MB at the peak, ${afterMb} MB 5 s after the attacks.`,
);
const list = (m: Map<number, number>) => [...m].map(([k, v]) => `${v} x ${k}`).join(', ');
console.log(`Creation storm (forged addresses, one real one): ${list(creates)}.`);
console.log(`All-bot ismcts:hard storm: ${list(bots)}.`);
for (const [attack, byCode] of summary.closes)
  console.log(`${attack}: closed by the server during the attack: ${list(byCode)}.`);
const cut = summary.slow;
console.log(
  `Half-sent HTTP requests: ${cut.slowCut} of ${cut.slow} cut off; sockets without hello: ${cut.silentCut} of ${cut.silent} closed.`,
);
console.log(
  `Refused by the server (/metrics): ${Object.entries(refused)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}.`,
);
console.log(`Load average at the end: ${load()}.`);
