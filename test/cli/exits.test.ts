// The command line ends as it should: `serve` on a busy port says so before it makes a database
// (and leaves no folder), `record` into a place that takes no files says the true reason,
// `play` ends at `quit` although its input stays open, `bot` answers `busy` by sending the same
// move again after a pause (its program is not asked again), and a program that gives up
// leaves its seat to the server's bot, so the match still ends. Real processes throughout.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import type { RunningServer } from '../../src/server/index.ts';
import { api, tempDir, testServer } from '../server/helpers.ts';
import { fakeMatch } from './fake-match.ts';
import { runCliAsync as runCli } from './run.ts';
import type { CreatedMatch } from '../server/helpers.ts';

let server: RunningServer;
process.env.XDG_STATE_HOME = tempDir('moontable-state');
before(async () => {
  server = await testServer();
});
after(() => server.close());
const dir = tempDir('moontable-exits');

test('serve on a busy port says so before making a database, and leaves no folder', async () => {
  const holder = createTcpServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const port = (holder.address() as { port: number }).port;
  const data = join(dir, 'never-made');
  try {
    const r = await runCli(['serve', '--port', String(port), '--data', data]);
    assert.equal(r.code, 2, r.out + r.err);
    assert.match(r.err, /^moontable: port \d+ on 127\.0\.0\.1 is in use by another program/);
    assert.equal(existsSync(data), false, 'no data folder was made');
  } finally {
    holder.close();
  }
});

test('record into a place that takes no files says so truly', async () => {
  const r = await runCli(['record', 'moon', '--players', '2', '--out', '/proc/x.json']);
  assert.equal(r.code, 2);
  assert.doesNotMatch(r.err, /does not exist/);
  assert.match(r.err, /cannot write \/proc\/x\.json: \/proc takes no new files/);
  const missing = await runCli([
    'record',
    'moon',
    '--players',
    '2',
    '--out',
    join(dir, 'no/x.json'),
  ]);
  assert.match(missing.err, /the folder .*no does not exist/);
});

test('play ends at quit although its input stays open', async () => {
  // `quit`, and the pipe stays open, as a terminal's would.
  const { code, out } = await runCli(['play', 'moon', '--players', '1'], {
    input: 'quit\n',
    holdStdin: true,
  });
  assert.equal(code, 1, out);
});

test('bot: busy is answered by the same move after a pause, without asking the program again', async () => {
  // A server that is busy for the first three moves, then ends the match.
  let moves = 0;
  const http = createServer((req, res) => {
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        seat: 0,
        token: 'SeatSecret000000000001',
        match: fakeMatch(),
      }),
    );
  });
  const wss = new WebSocketServer({ server: http });
  const snapshot = (version: number, result: unknown = null) => ({
    version,
    view: {},
    toAct: result ? [] : [0],
    legal: result ? [] : [{ move: 'pass', label: 'Pass' }],
    result,
    clocks: null,
  });
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string };
      if (m.type === 'hello')
        ws.send(
          JSON.stringify({
            type: 'welcome',
            protocol: 1,
            match: fakeMatch(),
            seat: 0,
            events: [],
            ...snapshot(0),
          }),
        );
      if (m.type !== 'move') return;
      moves++;
      if (moves <= 3)
        ws.send(
          JSON.stringify({ type: 'error', code: 'busy', rule: null, message: 'busy', id: null }),
        );
      else
        ws.send(
          JSON.stringify({
            type: 'update',
            event: { version: 1, seat: 0, by: 'player', at: 0, lines: [] },
            ...snapshot(1, { scores: [1, 0], ranking: [1, 2], tieBreaks: [] }),
          }),
        );
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as { port: number }).port;
  const asked = join(dir, 'asked.jsonl');
  writeFileSync(asked, '');
  try {
    const r = await runCli([
      'bot',
      `http://127.0.0.1:${port}/m/fakematch001#invite=Invite0000000000000001`,
      '--cmd',
      `tee -a ${asked} | python3 python/examples/random_bot.py`,
    ]);
    assert.equal(r.code, 0, r.err);
    assert.equal(moves, 4, 'three busy answers, then the move went in');
    assert.equal((r.err.match(/the server is busy; sending the move again/g) ?? []).length, 3);
    const requests = readFileSync(asked, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"method":"move"'));
    assert.equal(requests.length, 1, 'the program was asked once');
  } finally {
    wss.close();
    http.close();
  }
});

test('a program that gives up at a table without a takeover bot: the server bot plays on and the match ends', async () => {
  const created = await api<CreatedMatch>(server.url, 'POST', '/api/matches', {
    game: 'monkey-lab',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  });
  const crash = join(dir, 'crash.py');
  writeFileSync(
    crash,
    'import sys, json\nfor line in sys.stdin:\n    m = json.loads(line)\n    if m["method"] == "move": sys.exit(1)\n    print(json.dumps({"jsonrpc": "2.0", "id": m["id"], "result": None}), flush=True)\n',
  );
  const r = await runCli([
    'bot',
    created.body.invites[0]!.url,
    '--cmd',
    `python3 ${crash}`,
    '--retries',
    '0',
  ]);
  assert.equal(r.code, 1, r.err);
  assert.match(r.err, /giving the seat back/);
  let status = '';
  for (let i = 0; i < 600 && status !== 'finished'; i++) {
    const info = await api<{ match: { status: string } }>(
      server.url,
      'GET',
      `/api/matches/${created.body.match.id}`,
    );
    status = info.body.match.status;
    if (status !== 'finished') await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(status, 'finished', 'the match did not stay running');
});
