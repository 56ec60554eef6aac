// The attackers of the abuse soak (bench/server-abuse.ts), in a process of their own so their
// loops do not slow the bystander's client: `node --import tsx bench/server-attacks.ts <url>
// <seconds> <finished match id> <running match ids,...>`. Every loop ends at the deadline or on
// SIGTERM; then it prints what the server answered, as one JSON line.
import { connect } from 'node:net';
import { Agent } from 'node:http';
import WebSocket from 'ws';
import { httpFrom, playSeat, postFrom, sleep, socketFrom, tally } from './server-common.ts';

const [url = '', secondsText = '60', finished = '', idsText = ''] = process.argv.slice(2);
const ids = idsText.split(',').filter(Boolean);
const wsUrl = url.replace('http', 'ws') + '/ws';
const GAME = 'monkeys-on-the-moon';
const DAY_MS = 86_400_000;
const post = (from: string, path: string, body: unknown, tries = 20) =>
  postFrom(url, from, path, body, tries);

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
  /** Spent invites and forged secrets tried on a taken seat: answers, and seats opened (must be 0). */
  thieves: new Map<string | number, number>(),
  stolen: 0,
  /** Hostile input (control characters, lone surrogates, bad JSON, huge frames): answers. */
  hostile: new Map<string | number, number>(),
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
    // A join spends the invite and hands out the seat's secret, which opens the seat.
    const invites: { token: string }[] = [];
    for (const [s, inv] of (created.invites as { token: string }[]).entries()) {
      const joined = await post(from, `/api/matches/${id}/join`, {
        token: inv.token,
        name: `c${s}`,
      }).catch(() => null);
      if (joined) invites.push({ token: joined.token as string });
    }
    let moved = false;
    for (const inv of invites) {
      const { ws, first } = await socketFrom(wsUrl, from, {
        type: 'hello',
        match: id,
        token: inv.token,
      });
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
        const { ws, first } = await socketFrom(wsUrl, `127.23.0.${i % 4}`, {
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
        const { ws, first } = await socketFrom(wsUrl, `127.25.0.${a}`, {
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
        const invite = (created.invites as { token: string }[])[0]!.token;
        const joined = await post(
          from,
          `/api/matches/${id}/join`,
          { token: invite, name: 'Bot?' },
          3,
        ).catch(() => null);
        if (!joined) continue;
        const token = joined.token as string;
        const { ws } = await socketFrom(
          wsUrl,
          from,
          { type: 'hello', match: id, token },
          (m, s) => {
            if (m.type === 'update' && (m.event as { by: string }).by === 'bot')
              stats.poserBotMoves++;
            playSeat(m, s, 0);
          },
        );
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
    const { ws } = await socketFrom(wsUrl, '127.27.0.2', { type: 'hello', match: id });
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
    const { ws } = await socketFrom(wsUrl, `127.27.1.${i % 20}`, null);
    stats.slow.silent++;
    ws.on('close', () => stats.slow.silentCut++);
  }
  while (!until()) await sleep(200);
}

/**
 * Seat thieves (issue 26, item 5): a seat taken by its player, then its spent invite joined and
 * said hello with again and again, and forged secrets tried, from 4 addresses. A welcome to the
 * seat is a stolen seat.
 */
async function seatThieves(until: () => boolean): Promise<void> {
  const owner = '127.26.0.1';
  const created = await post(owner, '/api/matches', {
    game: GAME,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  }).catch(() => null);
  if (!created) return;
  const id = (created.match as { id: string }).id;
  const invite = (created.invites as { token: string }[])[0]!.token;
  await post(owner, `/api/matches/${id}/join`, { token: invite, name: 'Owner' }).catch(() => null);
  await Promise.all(
    Array.from({ length: 4 }, async (_, i) => {
      const from = `127.26.1.${i}`;
      for (let n = 0; !until(); n++) {
        const res = await httpFrom(url, from, 'POST', `/api/matches/${id}/join`, {
          token: invite,
          name: 'Thief',
        }).catch(() => null);
        tally(stats.thieves, `join ${res?.status ?? 0}`);
        const token = n % 2 === 0 ? invite : `Forged${String(n).padStart(16, '0')}`;
        const { ws, first } = await socketFrom(wsUrl, from, { type: 'hello', match: id, token });
        ws.terminate();
        const seat = first?.type === 'welcome' ? (first.seat as number | null) : null;
        if (seat !== null) stats.stolen++;
        tally(
          stats.thieves,
          first ? `hello ${first.type === 'error' ? first.code : first.type}` : 'hello closed',
        );
        await sleep(50);
      }
    }),
  );
}

/**
 * Hostile input (issue 26, items 6 and 7): names with ESC, BEL, CR, NUL and lone surrogates,
 * bodies that are not JSON, and WebSocket frames over 1 MB, from 2 addresses. Every answer's
 * status is counted: a 5xx is a failure of the server.
 */
async function hostileInput(until: () => boolean): Promise<void> {
  const names = ['\u001b[2Jowned', 'bell\u0007', 'a\rb', 'nul\u0000', 'half\ud800'];
  const huge = 'x'.repeat(1_100_000);
  await Promise.all(
    Array.from({ length: 2 }, async (_, i) => {
      const from = `127.27.0.${i}`;
      for (let n = 0; !until(); n++) {
        const name = names[n % names.length]!;
        const res = await httpFrom(url, from, 'POST', '/api/matches', {
          game: GAME,
          seats: [{ kind: 'human' }, { kind: 'human' }],
          join: { seat: 0, name },
        }).catch(() => null);
        tally(stats.hostile, `name ${res?.status ?? 0}`);
        const bad = await httpFrom(
          url,
          from,
          'POST',
          '/api/matches',
          Buffer.from('{"game": '),
        ).catch(() => null);
        tally(stats.hostile, `bad body ${bad?.status ?? 0}`);
        if (n % 10 === 0) {
          const code = await new Promise<number>((resolve) => {
            const ws = new WebSocket(wsUrl, { localAddress: from });
            ws.on('open', () => ws.send(huge));
            ws.on('close', (c) => resolve(c));
            ws.on('error', () => resolve(0));
          });
          tally(stats.hostile, `huge frame closed ${code}`);
        }
        await sleep(100);
      }
    }),
  );
}

let over = false;
const deadline = performance.now() + Number(secondsText) * 1000;
const until = () => over || performance.now() > deadline;
process.on('SIGTERM', () => (over = true));
await Promise.all([
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
  seatThieves(until),
  hostileInput(until),
]);
for (const s of held) s.terminate();
const plain = (m: Map<string | number, number>) => Object.fromEntries(m);
console.log(
  JSON.stringify({
    ...stats,
    records: plain(stats.records),
    spread: plain(stats.spread),
    unknown: plain(stats.unknown),
    hellos: plain(stats.hellos),
    creates: plain(stats.creates),
    squat: plain(stats.squat),
    closes: plain(stats.closes),
    thieves: plain(stats.thieves),
    hostile: plain(stats.hostile),
  }),
);
process.exit(0);
