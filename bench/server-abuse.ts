// The soak: people play while strangers attack the same server, and the figures say what a
// bystander felt: a person at a table of their own, against a bot, playing a whole game at a
// person's pace (p99 of their acks, `busy` answers, how long their bot took), next to the same
// game with no attacker. Every client connects from a loopback address of its own (any 127/8
// address is a source on Linux), so the server's budgets per network see many networks, as on
// the internet; IPv6 /64 and /48 grouping is the same code and is tested as a function.
// Attacks (issue 26 and the round before it), all at once from a process of their own
// (bench/server-attacks.ts, so their loops do not slow the bystander's client), every loop
// bounded by the phase:
// - long clocks: 17 matches with 30-day clocks and increments from one address;
// - reads: 32 keep-alive loops fetching a finished match's record from one address, 32 more
//   from 32 addresses, 8 loops of unknown-match GETs, spectators' hellos in a loop;
// - squatting: open matches from 150 addresses as fast as the server allows, and sockets from
//   40 addresses, 40 each;
// - posing as people: 150 tables of an instant scripted "person" and three ismcts:hard bots,
//   from 10 addresses;
// - ping floods from sockets that never read, spectators that never read, half-sent HTTP
//   requests and sockets that never say hello.
// Usage: npm run bench:server -- --abuse [--matches 20 --seconds 120 --think 1500 --db pglite|postgres]
//   [--profile DIR]: the server writes a CPU profile (node --cpu-prof) into DIR when it stops.
import { spawn } from 'node:child_process';
import WebSocket from 'ws';
import { startPostgres, tempDir } from '../test/server/helpers.ts';
import {
  closeAll,
  cpuMs,
  httpFrom,
  load,
  playMatch,
  players,
  playSeat,
  postFrom,
  quantile,
  refusals,
  rssMb,
  sleep,
  socketFrom as socketTo,
  startNode,
} from './server-common.ts';
import type { Json } from './server-common.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const MATCHES = Number(flag('matches', '20'));
/** Longest a phase may last; it ends when the bystander's game does. */
const SECONDS = Number(flag('seconds', '120'));
const THINK_MS = Number(flag('think', '1500'));
const DB = flag('db', 'pglite');
const GAME = 'monkeys-on-the-moon';
const PROFILE = flag('profile', '');

const pg = DB === 'postgres' ? await startPostgres({ fsync: true }) : null;
const server = await startNode(
  ['--data', tempDir('moontable-soak'), '--log-level', 'warn'],
  pg ? { DATABASE_URL: pg.url } : {},
  PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE] : [],
);
const url = server.url;
const wsUrl = url.replace('http', 'ws') + '/ws';
await sleep(2000);
const idleMb = rssMb(server.pid);
const post = (from: string, path: string, body: unknown) => postFrom(url, from, path, body);
const socketFrom = (from: string, hello: Json | null, on?: (m: Json, ws: WebSocket) => void) =>
  socketTo(wsUrl, from, hello, on);
const list = (m: Record<string, number>) =>
  Object.entries(m)
    .map(([k, v]) => `${v} x ${k}`)
    .join(', ') || 'none';

// ---- set-up: people, and a finished match whose record the attackers read ----------------------

let nextPerson = 0;
const person = () => `127.1.${(nextPerson >> 8) & 255}.${nextPerson++ & 255}`;
const people = players();
for (let i = 0; i < MATCHES; i += 10)
  await Promise.all(
    Array.from({ length: Math.min(10, MATCHES - i) }, () =>
      playMatch(url, people, GAME, THINK_MS, () => person()),
    ),
  );

/** Two scripted players who move at once, to the end: a finished match with a long record. */
async function finishedMatch(): Promise<string> {
  const created = await post('127.30.0.1', '/api/matches', {
    game: GAME,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id = (created.match as { id: string }).id;
  // Each join spends its invite and hands out the seat's secret, which opens the seat from then on.
  const invites: { token: string }[] = [];
  for (const [i, inv] of (created.invites as { token: string }[]).entries()) {
    const joined = await post(`127.30.0.${i + 1}`, `/api/matches/${id}/join`, {
      token: inv.token,
      name: `f${i}`,
    });
    invites.push({ token: joined.token as string });
  }
  await new Promise<void>((resolve) => {
    for (const [i, inv] of invites.entries()) {
      let last: Json | null = null;
      void socketFrom(
        `127.30.0.${i + 1}`,
        { type: 'hello', match: id, token: inv.token },
        (m, ws) => {
          if (m.result) {
            ws.close();
            resolve();
          } else if (m.type === 'error') {
            // A refused move (busy, or the table moved on): play the latest table again.
            setTimeout(() => last && playSeat(last, ws, 0), 200);
          } else if (m.type !== 'ack' && m.type !== 'pong') {
            last = m;
            playSeat(m, ws, 0);
          }
        },
      );
    }
  });
  return id;
}
const finished = await finishedMatch();
const finishedMoves = (
  JSON.parse(
    (await httpFrom(url, '127.30.0.9', 'GET', `/api/matches/${finished}/record`)).body,
  ) as {
    moves: unknown[];
  }
).moves.length;

// ---- the bystander -------------------------------------------------------------------------------

interface Felt {
  moves: number;
  p50: number;
  p99: number;
  busy: number;
  refused: string[];
  botP50: number;
  botP99: number;
  seconds: number;
}

/** A person at a table of their own against a heuristic bot: a whole game at `paceMs` a move. */
async function bystander(from: string, paceMs: number): Promise<Felt> {
  const t0 = performance.now();
  const created = await post(from, '/api/matches', {
    game: GAME,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
  });
  const id = (created.match as { id: string }).id;
  const invite = (created.invites as { token: string }[])[0]!.token;
  const joined = await post(from, `/api/matches/${id}/join`, { token: invite, name: 'Bystander' });
  const token = joined.token as string;
  const acks: number[] = [];
  const bots: number[] = [];
  const refused: string[] = [];
  let busy = 0;
  let sentAt = 0;
  let ackedAt = 0;
  let ackedVersion = -1;
  let last: Json | null = null;
  await new Promise<void>((resolve) => {
    const send = (ws: WebSocket) => {
      if (!last || ws.readyState !== WebSocket.OPEN) return;
      sentAt = performance.now();
      ws.send(JSON.stringify(last));
    };
    void socketFrom(from, { type: 'hello', match: id, token }, (m, ws) => {
      if (m.type === 'ack') {
        ackedAt = performance.now();
        ackedVersion = m.version as number;
        acks.push(ackedAt - sentAt);
      }
      if (m.type === 'error') {
        refused.push(m.code as string);
        if (m.code === 'busy') {
          busy++;
          setTimeout(() => send(ws), 1000);
        }
      }
      const snapshot = m.type === 'welcome' || m.type === 'update' || m.type === 'match';
      if (!snapshot) return;
      const event = m.event as { by: string } | undefined;
      if (event?.by === 'bot' && m.version === ackedVersion + 1)
        bots.push(performance.now() - ackedAt);
      if (m.result) {
        ws.close();
        return resolve();
      }
      const legal = (m.legal as { move: string }[] | undefined) ?? [];
      if (legal.length === 0) return;
      const pick = legal[Math.floor(Math.random() * legal.length)]!.move;
      last = { type: 'move', version: m.version, move: pick };
      setTimeout(() => send(ws), paceMs);
    });
  });
  const a = acks.sort((x, y) => x - y);
  const b = bots.sort((x, y) => x - y);
  return {
    moves: a.length,
    p50: quantile(a, 0.5),
    p99: quantile(a, 0.99),
    busy,
    refused,
    botP50: quantile(b, 0.5),
    botP99: quantile(b, 0.99),
    seconds: Math.round((performance.now() - t0) / 1000),
  };
}

/** Database statements the server made so far, from its /metrics. */
async function queries(): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  let n = 0;
  for (const m of text.matchAll(/^moontable_db_seconds_count\{[^}]*\} (\d+)/gm)) n += Number(m[1]);
  return n;
}

// ---- run -----------------------------------------------------------------------------------------

/** The attackers' process: every attack at once until SIGTERM or `seconds`; what they saw. */
function attackers(ids: string[]): { stop: () => Promise<Record<string, unknown>> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/server-attacks.ts', url, String(SECONDS), finished, ids.join(',')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  const exited = new Promise((r) => child.once('exit', r));
  process.once('exit', () => child.kill('SIGKILL'));
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    },
  };
}

/** Runs the bystander's game (and people), with the attackers beside it when given. */
async function phase(
  name: string,
  ids: string[] | null,
): Promise<{
  name: string;
  people: Felt;
  bystander: Felt;
  queriesPerS: number;
  cpuShare: number;
  loadAvg: string;
  peakMb: number;
  attacks: Record<string, unknown>;
}> {
  const attack = ids ? attackers(ids) : null;
  if (attack) await sleep(8000); // the attacks get going first
  people.latencies.length = 0;
  const busyBefore = people.busy;
  people.measuring = true;
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 250);
  const q0 = await queries();
  const cpu0 = cpuMs(server.pid);
  const load0 = load();
  const t0 = performance.now();
  const felt = await bystander(name === 'quiet' ? '127.9.0.1' : '127.9.0.2', 600);
  const seconds = (performance.now() - t0) / 1000;
  const queriesPerS = Math.round(((await queries()) - q0) / seconds);
  const cpuShare = Math.round((cpuMs(server.pid) - cpu0) / seconds / 10);
  const loadAvg = `${load0}-${load()}`;
  people.measuring = false;
  clearInterval(sampler);
  const attacks = (await attack?.stop()) ?? {};
  const acks = [...people.latencies].sort((a, b) => a - b);
  return {
    name,
    people: {
      moves: acks.length,
      p50: quantile(acks, 0.5),
      p99: quantile(acks, 0.99),
      busy: people.busy - busyBefore,
      refused: [],
      botP50: NaN,
      botP99: NaN,
      seconds: 0,
    },
    bystander: felt,
    queriesPerS,
    cpuShare,
    loadAvg,
    peakMb: peak,
    attacks,
  };
}

console.log(
  `Soak on ${DB === 'postgres' ? 'PostgreSQL (fsync on)' : 'the embedded database (fsync on)'}, default limits: ` +
    `${MATCHES} matches of two people (about ${THINK_MS} ms a move), each person from an address of their own; ` +
    `a finished ${finishedMoves}-move match to read; load average ${load()}.`,
);
const quiet = await phase('quiet', null);
const lobby = JSON.parse(
  (await httpFrom(url, '127.30.0.9', 'GET', '/api/matches?status=running&limit=100')).body,
) as { matches: { id: string }[] };
const ids = lobby.matches.map((m) => m.id);
const attacked = await phase('under attack', ids);
const stats = attacked.attacks as Record<string, Record<string, number>> & {
  longClocks: number;
  posers: number;
  poserBotMoves: number;
  stolen: number;
  slow: Record<string, number>;
};
closeAll(people);
await sleep(3000);
const afterMb = rssMb(server.pid);
const refused = await refusals(url);
const overflow = (server.output().match(/TimeoutOverflowWarning/g) ?? []).length;
// A profiled server stops cleanly, or it writes no profile.
await server.stop(PROFILE ? 'SIGTERM' : 'SIGKILL');
pg?.stop();

console.log(
  'phase           people: moves  p50 ms  p99 ms  busy | bystander: moves  p50 ms  p99 ms  busy  bot p50  bot p99  game s | db q/s  server CPU %  peak MB  load avg',
);
for (const r of [quiet, attacked])
  console.log(
    `${r.name.padEnd(16)} ${String(r.people.moves).padStart(12)} ${String(r.people.p50).padStart(7)} ${String(r.people.p99).padStart(7)} ${String(r.people.busy).padStart(5)}   ` +
      `${String(r.bystander.moves).padStart(15)} ${String(r.bystander.p50).padStart(7)} ${String(r.bystander.p99).padStart(7)} ${String(r.bystander.busy).padStart(5)} ${String(r.bystander.botP50).padStart(8)} ${String(r.bystander.botP99).padStart(8)} ${String(r.bystander.seconds).padStart(7)}   ` +
      `${String(r.queriesPerS).padStart(6)} ${String(r.cpuShare).padStart(13)} ${String(r.peakMb).padStart(8)}  ${r.loadAvg}`,
  );
console.log(
  `Bystander's refusals under attack: ${attacked.bystander.refused.join(', ') || 'none'}.`,
);
console.log(
  `Server memory: ${idleMb} MB idle before, ${attacked.peakMb} MB at the peak, ${afterMb} MB 3 s after. ` +
    `TimeoutOverflowWarning lines: ${overflow}.`,
);
console.log(
  `Long clocks: ${stats.longClocks} matches of 30 days (+30 days a move) from one address.`,
);
console.log(`Record of the finished match, 32 loops from one address: ${list(stats.records!)}.`);
console.log(`The same from 32 addresses: ${list(stats.spread!)}.`);
console.log(`Unknown-match GETs, 8 loops from one address: ${list(stats.unknown!)}.`);
console.log(`Spectators' hellos on the finished match, from 4 addresses: ${list(stats.hellos!)}.`);
console.log(`Open matches from 150 addresses: ${list(stats.creates!)}.`);
console.log(`Sockets from 40 addresses (40 each): ${list(stats.squat!)}.`);
console.log(
  `Posing as people: ${stats.posers} tables of an instant "person" and 3 ismcts:hard bots from 10 addresses; ${stats.poserBotMoves} bot moves made there.`,
);
console.log(`Closed by the server: ${list(stats.closes!)}.`);
console.log(
  `Seat thieves (a spent invite and forged secrets on a taken seat, 4 addresses): ${list(stats.thieves!)}; seats opened: ${stats.stolen}.`,
);
console.log(
  `Hostile input (control characters, bad JSON, 1.1 MB frames): ${list(stats.hostile!)}.`,
);
console.log(
  `Half-sent HTTP requests: ${stats.slow.cut} of ${stats.slow.sent} cut off; sockets without hello: ${stats.slow.silentCut} of ${stats.slow.silent} closed.`,
);
console.log(
  `Refused by the server (/metrics): ${Object.entries(refused)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}.`,
);
console.log(`Load average at the end: ${load()}.`);
