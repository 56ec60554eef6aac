// `moontable bot <invite> --cmd`: two bot programs (Python, one of them the lookahead bot) play
// an online match against each other on a real server, to the end; everything a program
// received is checked against a replay of the finished match's record: exactly its seat's
// views and legal moves. Then a program that crashes every time gives its seat back.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { runCliAsync } from './run.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type { RunningServer } from '../../src/server/index.ts';
import { deepEqual } from '../../src/engine/conformance.ts';
import { parseRecord } from '../../src/engine/record.ts';
import { findGame } from '../../src/games/index.ts';
import { optionsOrThrow } from '../../src/engine/playout.ts';
import { api, tempDir, testServer } from '../server/helpers.ts';
import type { CreatedMatch } from '../server/helpers.ts';

let server: RunningServer;
// The seat file (seat secrets kept between runs) of the commands this file runs.
process.env.XDG_STATE_HOME = tempDir('moontable-state');
before(async () => {
  server = await testServer();
});
after(() => server.close());

const dir = tempDir('moontable-bot-online');

/** `moontable bot` in a child process; resolves with its exit code and what it printed. */
async function bot(link: string, cmd: string, extra: string[] = []) {
  const r = await runCliAsync(['bot', link, '--cmd', cmd, ...extra]);
  return { code: r.code, out: r.out + r.err };
}

/** A bot program that logs every line it receives, then lets the example bot answer. */
function logging(name: string, example: string): { cmd: string; log: string } {
  const log = join(dir, `${name}.jsonl`);
  return { cmd: `tee -a ${log} | python3 python/examples/${example}`, log };
}

test('two bot programs play an online match to the end; each received only its seat view and moves', async () => {
  const created = await api<CreatedMatch>(server.url, 'POST', '/api/matches', {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  assert.equal(created.status, 201);
  const { match, invites } = created.body;
  const a = logging('random', 'random_bot.py');
  const b = logging('lookahead', 'lookahead.py');
  // The lookahead bot thinks briefly: this test is about the relay, not its strength.
  process.env.LOOKAHEAD_ROUNDS = '1';
  const [ra, rb] = await Promise.all([
    bot(invites[0]!.url, a.cmd, ['--name', 'Randy']),
    bot(invites[1]!.url, b.cmd),
  ]);
  delete process.env.LOOKAHEAD_ROUNDS;
  assert.equal(ra.code, 0, ra.out);
  assert.equal(rb.code, 0, rb.out);
  assert.match(ra.out, /the match is over/);

  const info = await api<{ match: { status: string; seats: { name: string }[] } }>(
    server.url,
    'GET',
    `/api/matches/${match.id}`,
  );
  assert.equal(info.body.match.status, 'finished');
  assert.deepEqual(
    info.body.match.seats.map((s) => s.name),
    ['Randy', 'program lookahead.py'],
  );

  // Replay the record: before each move of a seat, its program was asked with exactly its view.
  const recordJson = await api(server.url, 'GET', `/api/matches/${match.id}/record`);
  const record = parseRecord(recordJson.body, findGame);
  assert.ok(record.ok);
  const game = findGame('monkeys-on-the-moon')!;
  const state = game.setup(optionsOrThrow(game, {}), 2, record.value.seed);
  const requests = [a.log, b.log].map((log) =>
    readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { method: string; params: Record<string, unknown> })
      .filter((m) => m.method === 'move')
      .map((m) => m.params),
  );
  const asked = [0, 0];
  for (const { seat, move } of record.value.moves) {
    // A program may have been asked again on the same position (a stale answer): take the last.
    const mine = requests[seat]!;
    const legal = game.legalMoves(state, seat).map((m) => game.encodeMove(m));
    let params = mine[asked[seat]!]!;
    while (
      asked[seat]! + 1 < mine.length &&
      deepEqual(mine[asked[seat]! + 1]!.view, game.view(state, seat))
    )
      params = mine[++asked[seat]!]!;
    assert.ok(deepEqual(params.view, game.view(state, seat)), `seat ${seat}, move "${move}"`);
    assert.deepEqual(
      (params.legal as { move: string }[]).map((l) => l.move),
      legal,
    );
    assert.equal(params.seat, seat);
    asked[seat]!++;
    const parsed = game.parseMove(move);
    assert.ok(parsed.ok);
    game.play(state, seat, parsed.value);
  }
  assert.deepEqual(asked, [requests[0]!.length, requests[1]!.length]);
  assert.ok(game.result(state));
});

test('a program that crashes every time gives its seat back after its retries; bad links are usage errors', async () => {
  const created = await api<CreatedMatch>(server.url, 'POST', '/api/matches', {
    game: 'monkey-lab',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    takeover: { bot: 'random', graceMs: 60_000 },
  });
  const crash = join(dir, 'crash.py');
  writeFileSync(
    crash,
    'import sys, json\nfor line in sys.stdin:\n    m = json.loads(line)\n    if m["method"] == "move": sys.exit(1)\n    print(json.dumps({"jsonrpc": "2.0", "id": m["id"], "result": None}), flush=True)\n',
  );
  const r = await bot(created.body.invites[0]!.url, `python3 ${crash}`, ['--retries', '1']);
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /crash/);
  assert.match(r.out, /2 in a row/);
  assert.match(r.out, /giving the seat back/);
  // The takeover bot plays the seat now (the server may take a moment to read the leave).
  let takenOver = false;
  for (let i = 0; i < 100 && !takenOver; i++) {
    const seat = await api<{ match: { seats: { takenOver: boolean }[]; status: string } }>(
      server.url,
      'GET',
      `/api/matches/${created.body.match.id}`,
    );
    takenOver = seat.body.match.seats[0]!.takenOver || seat.body.match.status === 'finished';
    if (!takenOver) await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(takenOver, 'the takeover bot has the seat');

  const spectator = await bot(created.body.spectate, 'true');
  assert.equal(spectator.code, 2);
  assert.match(spectator.out, /invite link to its seat/);
});

test('the connection drops mid-match: moontable bot reconnects and plays on to the end', async () => {
  // A TCP relay between the bot and the server, whose connections the test cuts once.
  const target = new URL(server.url);
  const open = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as { port: number }).port;
  try {
    const created = await api<CreatedMatch>(server.url, 'POST', '/api/matches', {
      game: 'moon',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const link = created.body.invites[0]!.url.replace(`:${target.port}/`, `:${port}/`);
    const playing = bot(link, 'python3 python/examples/random_bot.py');
    const version = async () =>
      (
        await api<{ match: { version: number } }>(
          server.url,
          'GET',
          `/api/matches/${created.body.match.id}`,
        )
      ).body.match.version;
    while ((await version()) < 6) await new Promise((r) => setTimeout(r, 50));
    for (const s of open) s.destroy();
    const r = await playing;
    assert.equal(r.code, 0, r.out);
    assert.match(r.out, /connection lost; reconnecting/);
    assert.match(r.out, /the match is over/);
    const after = await api<{ match: { status: string } }>(
      server.url,
      'GET',
      `/api/matches/${created.body.match.id}`,
    );
    assert.equal(after.body.match.status, 'finished');
  } finally {
    relay.close();
    for (const s of open) s.destroy();
  }
});
