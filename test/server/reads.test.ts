// Reads have budgets (issue 26, item 2), on real servers with clients on several loopback
// addresses (any 127/8 address is a source of its own on Linux): a finished match's record is
// immutable and served from memory with a strong ETag; one network's flood of reads or
// spectators' hellos is cut off while another network is served; and when the server's read
// budget runs low the heaviest network gives way first, while a player's move still goes in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import type { RunningServer } from '../../src/server/index.ts';
import { api, Client, createAndJoin, httpFrom, withServer } from './helpers.ts';
import type { Message } from './helpers.ts';

const MM = 'monkeys-on-the-moon';

/** An all-bot match played to its end (bots move at once here); its id. */
async function finishedMatch(server: RunningServer): Promise<string> {
  const created = await api<{ match: { id: string } }>(server.url, 'POST', '/api/matches', {
    game: MM,
    seats: [{ kind: 'bot' }, { kind: 'bot' }],
  });
  const id = created.body.match.id;
  for (let i = 0; i < 600; i++) {
    const info = await api<{ match: { status: string } }>(server.url, 'GET', `/api/matches/${id}`);
    if (info.body.match.status === 'finished') return id;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the bots did not finish');
}

test('a finished record: strong ETag, a year of Cache-Control, 304 for a client that has it', async () => {
  await withServer({}, async (server) => {
    const id = await finishedMatch(server);
    const path = `/api/matches/${id}/record`;
    const first = await httpFrom(server.url, '127.0.0.1', 'GET', path);
    assert.equal(first.status, 200);
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[A-Za-z0-9_-]{22}"$/, 'a strong ETag (no W/)');
    assert.equal(first.headers['cache-control'], 'public, max-age=31536000, immutable');
    const record = JSON.parse(first.body) as { format: string; moves: unknown[] };
    assert.equal(record.format, 'moontable-record/1');
    const again = await httpFrom(server.url, '127.0.0.1', 'GET', path, {
      headers: { 'if-none-match': etag },
    });
    assert.equal(again.status, 304);
    assert.equal(again.body, '');
    // Compressed, with an ETag of its own that a 304 answers too; the same record inside.
    const zipped = await httpFrom(server.url, '127.0.0.1', 'GET', path, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.notEqual(zipped.headers.etag, etag);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      // httpFrom decodes as text; ask again for the bytes.
      import('node:http').then(({ get }) =>
        get(new URL(path, server.url), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    assert.deepEqual(JSON.parse(gunzipSync(raw).toString('utf8')), record);
    const zipped304 = await httpFrom(server.url, '127.0.0.1', 'GET', path, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string },
    });
    assert.equal(zipped304.status, 304);
    // A running match's record may still change: no ETag, not cached as immutable.
    const running = await createAndJoin(server.url, {
      game: MM,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const live = await httpFrom(
      server.url,
      '127.0.0.1',
      'GET',
      `/api/matches/${running.match.id}/record`,
    );
    assert.equal(live.status, 200);
    assert.equal(live.headers.etag, undefined);
    assert.notEqual(live.headers['cache-control'], 'public, max-age=31536000, immutable');
  });
});

test("one network's flood of reads and spectators' hellos is cut off; another network is served", async () => {
  await withServer({ readRate: [0.001, 40], globalReadRate: [1e6, 1e6] }, async (server) => {
    const created = await createAndJoin(server.url, {
      game: MM,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id = created.match.id;
    const statuses: number[] = [];
    for (let i = 0; i < 100 && !statuses.includes(429); i++)
      statuses.push(
        (await httpFrom(server.url, '127.0.0.1', 'GET', `/api/matches/${id}/record`)).status,
      );
    assert.equal(statuses.at(-1), 429, `answers: ${statuses.join(',')}`);
    assert.ok(statuses.length <= 21, `${statuses.length - 1} records before the cut`);
    const refused = await httpFrom(server.url, '127.0.0.1', 'GET', `/api/matches/${id}`);
    assert.equal(refused.status, 429);
    assert.equal(
      (JSON.parse(refused.body) as { error: { code: string } }).error.code,
      'rate-limited',
    );
    // Another network reads on.
    assert.equal(
      (await httpFrom(server.url, '127.0.0.2', 'GET', `/api/matches/${id}`)).status,
      200,
    );
    // Spectators' hellos from a third network: each costs, and past the budget they are refused.
    const answers: Message[] = [];
    const sockets: Client[] = [];
    for (let i = 0; i < 40 && !answers.some((m) => m.type === 'error'); i++) {
      const c = await Client.open(server.url, '127.0.0.3');
      sockets.push(c);
      answers.push(await c.hello(id, null));
    }
    const last = answers.at(-1)!;
    assert.equal(last.type, 'error');
    assert.equal(last.code, 'rate-limited');
    assert.ok(answers.length <= 21, `${answers.length - 1} spectators before the cut`);
    // A seat's own hello from that network is never refused.
    const seat = await Client.open(server.url, '127.0.0.3');
    assert.equal((await seat.hello(id, created.seats[0]!.token)).type, 'welcome');
    for (const c of [...sockets, seat]) c.close();
  });
});

test("short of read budget, the heaviest network gives way first; a light one and a player's move go on", async () => {
  // The server's reads: 200 units (no refill to speak of); each network's: 200.
  await withServer({ readRate: [0.001, 200], globalReadRate: [0.001, 200] }, async (server) => {
    const created = await createAndJoin(server.url, {
      game: MM,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const players = await Promise.all(
      created.seats.map(async (seat) => {
        const c = await Client.open(server.url, '127.0.0.9');
        await c.hello(created.match.id, seat.token);
        return c;
      }),
    );
    // A stranger reads an unknown match (2 units a time) until the server says no.
    let answer = { status: 404, body: '' };
    let reads = 0;
    for (; reads < 150 && answer.status === 404; reads++)
      answer = await httpFrom(server.url, '127.0.0.1', 'GET', '/api/matches/nosuchmatch');
    assert.equal(answer.status, 503, answer.body);
    assert.equal((JSON.parse(answer.body) as { error: { code: string } }).error.code, 'busy');
    assert.ok(reads < 100, `refused after ${reads} reads: before its own budget ran out`);
    // Someone else reads, and is served from what is left.
    assert.equal(
      (await httpFrom(server.url, '127.0.0.2', 'GET', `/api/matches/${created.match.id}`)).status,
      200,
    );
    // The players' move is never a read: it goes in.
    let acked = false;
    for (const c of players) {
      const welcome = c.messages.find((m) => m.type === 'welcome')!;
      const legal = welcome.legal as { move: string }[];
      if (acked || legal.length === 0) continue;
      c.send({ type: 'move', version: welcome.version, move: legal[0]!.move, id: 'p' });
      acked = (await c.next((m) => m.id === 'p')).type === 'ack';
    }
    assert.ok(acked);
    for (const c of players) c.close();
  });
});
