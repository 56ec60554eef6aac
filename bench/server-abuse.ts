// The soak: people play while strangers attack the same server, and the figures say what a
// bystander felt: a person at a table of their own, against a bot, playing a whole game at a
// person's pace (p99 of their acks, `busy` answers, how long their bot took), next to the same
// game with no attacker. Every client connects from a loopback address of its own (any 127/8
// address is a source on Linux), so the server's budgets per network see many networks, as on
// the internet; IPv6 /64 and /48 grouping is the same code and is tested as a function.
// Attacks (issue 26 and the round before it), all at once, every loop bounded by the phase:
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
import { connect } from 'node:net';
import { Agent } from 'node:http';
import WebSocket from 'ws';
import { startPostgres, tempDir } from '../test/server/helpers.ts';
import {
  closeAll,
  httpFrom,
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
const MATCHES = Number(flag('matches', '20'));
/** Longest a phase may last; it ends when the bystander's game does. */
const SECONDS = Number(flag('seconds', '120'));
const THINK_MS = Number(flag('think', '1500'));
const DB = flag('db', 'pglite');
const GAME = 'monkeys-on-the-moon';
const DAY_MS = 86_400_000;

const pg = DB === 'postgres' ? await startPostgres({ fsync: true }) : null;
const server = await startNode(
  ['--data', tempDir('moontable-soak'), '--log-level', 'warn'],
  pg ? { DATABASE_URL: pg.url } : {},
);
const url = server.url;
const wsUrl = url.replace('http', 'ws') + '/ws';
await sleep(2000);
const idleMb = rssMb(server.pid);

type Json = Record<string, unknown>;
const tally = (m: Map<string | number, number>, k: string | number) =>
  m.set(k, (m.get(k) ?? 0) + 1);
const list = (m: Map<string | number, number>) =>
  [...m].map(([k, v]) => `${v} x ${k}`).join(', ') || 'none';

/** A POST from `from`, asked again after 429/503 (as a patient client would), a bounded number of times. */
async function post(from: string, path: string, body: unknown, tries = 20): Promise<Json> {
  for (let attempt = 0; ; attempt++) {
    const res = await httpFrom(url, from, 'POST', path, body).catch(() => null);
    if (res && res.status < 300) return JSON.parse(res.body) as Json;
    if (attempt >= tries) throw new Error(`${path}: ${res?.status} ${res?.body.slice(0, 200)}`);
    await sleep(1000 + Math.random() * 500);
  }
}

/** A socket from `from` that says hello; resolves with it and its welcome (or null). */
function socketFrom(
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

/** Plays a seat: `pause(ms)` before each move; the first legal move at random. */
function playSeat(m: Json, ws: WebSocket, pauseMs: number): void {
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
  const invites = created.invites as { token: string }[];
  for (const [i, inv] of invites.entries())
    await post(`127.30.0.${i + 1}`, `/api/matches/${id}/join`, { token: inv.token, name: `f${i}` });
  await new Promise<void>((resolve) => {
    for (const [i, inv] of invites.entries())
      void socketFrom(
        `127.30.0.${i + 1}`,
        { type: 'hello', match: id, token: inv.token },
        (m, ws) => {
          if (m.result) {
            ws.close();
            resolve();
          } else playSeat(m, ws, 0);
        },
      );
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
  const token = (created.invites as { token: string }[])[0]!.token;
  await post(from, `/api/matches/${id}/join`, { token, name: 'Bystander' });
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

// ---- the attacks -----------------------------------------------------------------------------------

const stats = {
  longClocks: 0,
  records: new Map<string | number, number>(),
  spread: new Map<string | number, number>(),
  unknown: new Map<string | number, number>(),
  hellos: new Map<string | number, number>(),
  creates: new Map<string | number, number>(),
  squat: new Map<string | number, number>(),
  posers: 0,
  poserBotMoves: 0,
  closes: new Map<string | number, number>(),
  slow: { cut: 0, sent: 0, silentCut: 0, silent: 0 },
};
const held: WebSocket[] = [];

/** 17 matches with 30-day clocks (and increments) from one address, one move into each. */
async function longClocks(): Promise<void> {
  const from = '127.20.0.1';
  for (let i = 0; i < 17; i++) {
    const created = await post(from, '/api/matches', {
      game: GAME,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      timeControl: { initialMs: 30 * DAY_MS, incrementMs: 30 * DAY_MS, onTimeout: 'forfeit' },
    }).catch(() => null);
    if (!created) continue;
    const id = (created.match as { id: string }).id;
    const invites = created.invites as { token: string }[];
    for (const [s, inv] of invites.entries())
      await post(from, `/api/matches/${id}/join`, { token: inv.token, name: `c${s}` }).catch(
        () => {},
      );
    let moved = false;
    for (const inv of invites) {
      const { ws, first } = await socketFrom(from, { type: 'hello', match: id, token: inv.token });
      held.push(ws);
      if (first && !moved && ((first.legal as unknown[] | undefined) ?? []).length > 0) {
        playSeat(first, ws, 0);
        moved = true;
      }
    }
    stats.longClocks++;
  }
}

/** GET loops on one keep-alive connection each; every answer's status is counted. */
async function getLoops(
  until: () => boolean,
  loops: number,
  from: (i: number) => string,
  path: string,
  into: Map<string | number, number>,
): Promise<void> {
  await Promise.all(
    Array.from({ length: loops }, async (_, i) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: from(i) });
      while (!until()) {
        const res = await httpFrom(url, from(i), 'GET', path, undefined, agent).catch(() => null);
        tally(into, res?.status ?? 0);
        // A refused client does not stop; it only avoids spinning on a dead connection.
        if (!res) await sleep(50);
      }
      agent.destroy();
    }),
  );
}

/** Spectators' hellos in a loop: open, hello on the finished match (its whole log), close. */
async function helloStorm(until: () => boolean): Promise<void> {
  await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      while (!until()) {
        const { ws, first } = await socketFrom(`127.23.0.${i % 4}`, {
          type: 'hello',
          match: finished,
        });
        tally(
          stats.hellos,
          first ? (first.type === 'welcome' ? 'welcome' : String(first.code)) : 'closed',
        );
        ws.terminate();
        if (!first) await sleep(50);
      }
    }),
  );
}

/** Open matches from 150 addresses, each as fast as the server takes them. */
async function creationStorm(until: () => boolean): Promise<void> {
  await Promise.all(
    Array.from({ length: 150 }, async (_, i) => {
      const from = `127.24.0.${i}`;
      while (!until()) {
        const res = await httpFrom(url, from, 'POST', '/api/matches', {
          game: GAME,
          seats: [{ kind: 'human' }, { kind: 'human' }],
        }).catch(() => null);
        tally(stats.creates, res?.status ?? 0);
        await sleep(res?.status === 201 ? 20 : 1000);
      }
    }),
  );
}

/** Sockets from 40 addresses, 40 each, held as spectators of the people's matches. */
async function socketSquat(until: () => boolean, matchIds: string[]): Promise<void> {
  for (let a = 0; a < 40 && !until(); a++)
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const { ws, first } = await socketFrom(`127.25.0.${a}`, {
          type: 'hello',
          match: matchIds[i % matchIds.length] ?? finished,
        });
        tally(
          stats.squat,
          first ? (first.type === 'welcome' ? 'held' : String(first.code)) : 'refused',
        );
        if (first?.type === 'welcome') held.push(ws);
        else ws.terminate();
      }),
    );
}

/** 150 tables of an instant scripted "person" and three ismcts:hard bots, from 10 addresses. */
async function posers(until: () => boolean): Promise<void> {
  await Promise.all(
    Array.from({ length: 10 }, async (_, a) => {
      const from = `127.26.0.${a}`;
      for (let t = 0; t < 15 && !until(); t++) {
        const created = await post(
          from,
          '/api/matches',
          {
            game: GAME,
            seats: [
              { kind: 'human' },
              { kind: 'bot', bot: 'ismcts:hard' },
              { kind: 'bot', bot: 'ismcts:hard' },
              { kind: 'bot', bot: 'ismcts:hard' },
            ],
          },
          3,
        ).catch(() => null);
        if (!created) continue;
        const id = (created.match as { id: string }).id;
        const token = (created.invites as { token: string }[])[0]!.token;
        if (
          !(await post(from, `/api/matches/${id}/join`, { token, name: 'Bot?' }, 3).catch(
            () => null,
          ))
        )
          continue;
        const { ws } = await socketFrom(from, { type: 'hello', match: id, token }, (m, s) => {
          if (m.type === 'update' && (m.event as { by: string }).by === 'bot')
            stats.poserBotMoves++;
          playSeat(m, s, 0);
        });
        held.push(ws);
        stats.posers++;
      }
    }),
  );
}

/** Sockets that send pings as fast as they can and never read an answer. */
async function pingFlood(until: () => boolean): Promise<void> {
  const socks: WebSocket[] = [];
  for (let i = 0; i < 40; i++) {
    const s = new WebSocket(wsUrl, { localAddress: '127.27.0.1' });
    s.on('error', () => {});
    s.on('close', (code) => tally(stats.closes, `ping flood ${code}`));
    await new Promise((r) => (s.once('open', r), s.once('close', r)));
    if (s.readyState === WebSocket.OPEN) socks.push(s);
  }
  for (const s of socks) s.pause();
  const frame = '{"type":"ping"}';
  while (!until() && socks.some((s) => s.readyState === WebSocket.OPEN)) {
    for (const s of socks)
      if (s.readyState === WebSocket.OPEN && s.bufferedAmount < 1 << 20)
        for (let i = 0; i < 200; i++) s.send(frame);
    await sleep(10);
  }
  for (const s of socks) s.terminate();
}

/** Spectators of the people's tables that never read what they are sent. */
async function nonReaders(until: () => boolean, matchIds: string[]): Promise<void> {
  const socks: WebSocket[] = [];
  for (const id of matchIds.slice(0, 30)) {
    const { ws } = await socketFrom('127.27.0.2', { type: 'hello', match: id });
    ws.on('close', (code) => tally(stats.closes, `non-reader ${code}`));
    ws.pause();
    socks.push(ws);
  }
  while (!until()) await sleep(200);
  for (const s of socks) s.terminate();
}

/** Half-sent HTTP requests (the headers never end) and sockets that never say hello. */
async function slowClients(until: () => boolean): Promise<void> {
  const port = Number(new URL(url).port);
  for (let i = 0; i < 50; i++) {
    const c = connect({ port, host: '127.0.0.1', localAddress: '127.27.0.3' });
    stats.slow.sent++;
    c.on('error', () => {});
    c.on('close', () => stats.slow.cut++);
    c.on('connect', () => c.write(`GET /api/games HTTP/1.1\r\nHost: x\r\nX-Slow: `));
    const drip = setInterval(() => (c.writable ? c.write('a') : clearInterval(drip)), 1000);
    c.on('close', () => clearInterval(drip));
  }
  for (let i = 0; i < 30; i++) {
    const { ws } = await socketFrom(`127.27.1.${i % 20}`, null);
    stats.slow.silent++;
    ws.on('close', () => stats.slow.silentCut++);
  }
  while (!until()) await sleep(200);
}

// ---- run -----------------------------------------------------------------------------------------

/** Runs the bystander's game (and people) with `attacks` beside it; the figures. */
async function phase(
  name: string,
  attacks: (until: () => boolean) => Promise<unknown>[],
): Promise<{ name: string; people: Felt; bystander: Felt; queriesPerS: number; peakMb: number }> {
  let over = false;
  const deadline = performance.now() + SECONDS * 1000;
  const until = () => over || performance.now() > deadline;
  const running = attacks(until);
  if (running.length > 0) await sleep(8000); // the attacks get going first
  people.latencies.length = 0;
  const busyBefore = people.busy;
  people.measuring = true;
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 250);
  const q0 = await queries();
  const t0 = performance.now();
  const felt = await bystander(name === 'quiet' ? '127.9.0.1' : '127.9.0.2', 600);
  const queriesPerS = Math.round(((await queries()) - q0) / ((performance.now() - t0) / 1000));
  people.measuring = false;
  over = true;
  clearInterval(sampler);
  await Promise.all(running);
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
    peakMb: peak,
  };
}

console.log(
  `Soak on ${DB === 'postgres' ? 'PostgreSQL (fsync on)' : 'the embedded database (fsync on)'}, default limits: ` +
    `${MATCHES} matches of two people (about ${THINK_MS} ms a move), each person from an address of their own; ` +
    `a finished ${finishedMoves}-move match to read; load average ${load()}.`,
);
const quiet = await phase('quiet', () => []);
const lobby = JSON.parse(
  (await httpFrom(url, '127.30.0.9', 'GET', '/api/matches?status=running&limit=100')).body,
) as { matches: { id: string }[] };
const ids = lobby.matches.map((m) => m.id);
const attacked = await phase('under attack', (until) => [
  longClocks(),
  getLoops(until, 32, () => '127.21.0.1', `/api/matches/${finished}/record`, stats.records),
  getLoops(until, 32, (i) => `127.22.0.${i}`, `/api/matches/${finished}/record`, stats.spread),
  getLoops(until, 8, () => '127.21.0.2', '/api/matches/nosuchmatch00', stats.unknown),
  helloStorm(until),
  creationStorm(until),
  socketSquat(until, ids),
  posers(until),
  pingFlood(until),
  nonReaders(until, ids),
  slowClients(until),
]);
closeAll(people);
for (const s of held) s.terminate();
await sleep(3000);
const afterMb = rssMb(server.pid);
const refused = await refusals(url);
const overflow = (server.output().match(/TimeoutOverflowWarning/g) ?? []).length;
await server.stop('SIGKILL');
pg?.stop();

console.log(
  'phase           people: moves  p50 ms  p99 ms  busy | bystander: moves  p50 ms  p99 ms  busy  bot p50  bot p99  game s | db q/s  peak MB',
);
for (const r of [quiet, attacked])
  console.log(
    `${r.name.padEnd(16)} ${String(r.people.moves).padStart(12)} ${String(r.people.p50).padStart(7)} ${String(r.people.p99).padStart(7)} ${String(r.people.busy).padStart(5)}   ` +
      `${String(r.bystander.moves).padStart(15)} ${String(r.bystander.p50).padStart(7)} ${String(r.bystander.p99).padStart(7)} ${String(r.bystander.busy).padStart(5)} ${String(r.bystander.botP50).padStart(8)} ${String(r.bystander.botP99).padStart(8)} ${String(r.bystander.seconds).padStart(7)}   ` +
      `${String(r.queriesPerS).padStart(6)} ${String(r.peakMb).padStart(8)}`,
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
console.log(`Record of the finished match, 32 loops from one address: ${list(stats.records)}.`);
console.log(`The same from 32 addresses: ${list(stats.spread)}.`);
console.log(`Unknown-match GETs, 8 loops from one address: ${list(stats.unknown)}.`);
console.log(`Spectators' hellos on the finished match, from 4 addresses: ${list(stats.hellos)}.`);
console.log(`Open matches from 150 addresses: ${list(stats.creates)}.`);
console.log(`Sockets from 40 addresses (40 each): ${list(stats.squat)}.`);
console.log(
  `Posing as people: ${stats.posers} tables of an instant "person" and 3 ismcts:hard bots from 10 addresses; ${stats.poserBotMoves} bot moves made there.`,
);
console.log(`Closed by the server: ${list(stats.closes)}.`);
console.log(
  `Half-sent HTTP requests: ${stats.slow.cut} of ${stats.slow.sent} cut off; sockets without hello: ${stats.slow.silentCut} of ${stats.slow.silent} closed.`,
);
console.log(
  `Refused by the server (/metrics): ${Object.entries(refused)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}.`,
);
console.log(`Load average at the end: ${load()}.`);
