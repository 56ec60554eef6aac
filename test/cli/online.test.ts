// `moontable create` and `moontable join` against a real server: two terminals (processes)
// play one match to the end through their invite links, typing move numbers.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import type { RunningServer } from '../../src/server/index.ts';
import { api, dataDir, freePort, spawnServer, tempDir, testServer } from '../server/helpers.ts';
import { runCliAsync } from './run.ts';
import type { CliRun } from './run.ts';

let server: RunningServer;
// The seat file (seat secrets kept between runs) of the commands this file runs.
process.env.XDG_STATE_HOME = tempDir('moontable-state');
before(async () => {
  server = await testServer();
});
after(() => server.close());

const cli = (args: string[]) => runCliAsync(args);

/** Runs `moontable join` with a stream of answers ("1" = the first legal move). */
async function join(link: string, name: string, extra: string[] = []) {
  const r = await runCliAsync(['join', link, '--name', name, ...extra], {
    input: '1\n'.repeat(2000),
    holdStdin: true,
  });
  return { code: r.code, out: r.out + r.err };
}

test('create prints invite links; two players join from two terminals and finish the match (one in German)', async () => {
  const created = await cli([
    'create',
    'monkeys-on-the-moon',
    '--server',
    server.url,
    '--seats',
    'human,bot:random,human',
    '--json',
  ]);
  assert.equal(created.code, 0, created.err);
  const body = JSON.parse(created.out) as { invites: { seat: number; url: string }[] };
  assert.deepEqual(
    body.invites.map((i) => i.seat),
    [0, 2],
  );
  const [ada, bo] = await Promise.all([
    join(body.invites[0]!.url, 'Ada'),
    join(body.invites[1]!.url, 'Bo', ['--lang', 'de']),
  ]);
  for (const r of [ada, bo]) {
    assert.equal(r.code, 0, r.out.slice(-2000));
    assert.match(r.out, r === bo ? /Endstand/ : /Final scores/);
    assert.match(r.out, /Ada/);
    assert.match(r.out, /Bo/);
  }
  // Bo asked for German: the server words Bo's log lines and move labels in German.
  assert.match(bo.out, /Du hast .* gezogen\./);
  assert.match(bo.out, /Spieler 1 hat /);
  assert.doesNotMatch(bo.out, /You drew|Player 1 played/);
  // Bo's terminal board speaks German with the glossary's words too.
  assert.match(bo.out, /Sippenleiste \(Start 0/);
  assert.match(bo.out, /Deine Münzen: /);
  assert.doesNotMatch(bo.out, /Tribe track|Your coins/);
  assert.match(ada.out, /You drew /);
  assert.doesNotMatch(ada.out, /Spieler /);
});

test('join refuses a link that is not a match link, and a bad token, with exit 2', async () => {
  const notLink = await cli(['join', 'hello']);
  assert.equal(notLink.code, 2);
  assert.match(notLink.err, /not a link/);
  const forged = await cli(['join', `${server.url}/m/abcdefabcdef#token=AAAAAAAAAAAAAAAAAAAAAA`]);
  assert.equal(forged.code, 2);
  assert.match(forged.err, /no match|bad-token|unknown-match/);
});

test('join never hangs: an unknown match or an unreachable server is one line and exit 2', async () => {
  const oneLine = (r: CliRun) => {
    assert.equal(r.code, 2, r.out + r.err);
    assert.equal(r.err.trim().split('\n').length, 1, r.err);
    assert.doesNotMatch(r.err, /\n\s+at /, 'no stack');
  };
  // A spectator link (no token) to a match that does not exist.
  const unknown = await cli(['join', `${server.url}/m/abcdefabcdef`]);
  oneLine(unknown);
  assert.match(unknown.err, /no match abcdefabcdef.*\(unknown-match\)/i);
  // A server that is not there, with and without a token.
  const port = await freePort();
  for (const link of [
    `http://127.0.0.1:${port}/m/abcdefabcdef`,
    `http://127.0.0.1:${port}/m/abcdefabcdef#token=AAAAAAAAAAAAAAAAAAAAAA`,
  ]) {
    const gone = await cli(['join', link]);
    oneLine(gone);
    assert.match(gone.err, /cannot reach the server at http:\/\/127\.0\.0\.1:\d+/);
  }
});

test('serve on a busy port or an unreachable database: one line and exit 2', async () => {
  const port = new URL(server.url).port;
  const busy = await cli(['serve', '--port', port, '--data', dataDir('moontable-busy')]);
  assert.equal(busy.code, 2);
  assert.match(
    busy.err,
    /^moontable: port \d+ on 127\.0\.0\.1 is in use by another program; pick another --port\n$/,
  );
  const free = await freePort();
  const nodb = await cli([
    'serve',
    '--port',
    '0',
    '--database-url',
    `postgres://nobody@127.0.0.1:${free}/none`,
  ]);
  assert.equal(nodb.code, 2);
  assert.match(nodb.err, /^moontable: cannot reach PostgreSQL at 127\.0\.0\.1:\d+: .+\n$/);
});

test('serve --server-create-rate: the whole server refuses new matches past its budget', async () => {
  const bad = await cli(['serve', '--port', '0', '--server-create-rate', '0']);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /^moontable: --server-create-rate must be a positive number, not "0"\n$/);
  // 0.1 a second allows a burst of one: the second match is refused although this address
  // has budget of its own to spare.
  const { url, child } = await spawnServer([
    '--port',
    '0',
    '--data',
    dataDir('moontable-server-rate'),
    '--server-create-rate',
    '0.1',
    '--create-rate',
    '1000',
  ]);
  try {
    const request = { game: 'monkeys-on-the-moon', seats: [{ kind: 'human' }, { kind: 'human' }] };
    const first = await api(url, 'POST', '/api/matches', request);
    assert.equal(first.status, 201);
    const second = await api<{ error: { code: string; message: string } }>(
      url,
      'POST',
      '/api/matches',
      request,
    );
    assert.equal(second.status, 503);
    assert.equal(second.body.error.code, 'busy');
    assert.match(second.body.error.message, /Too many new matches on this server/);
  } finally {
    child.kill('SIGKILL');
  }
});

test('serve --busy-heap: past that share of its heap, the server takes no new match or socket', async () => {
  const bad = await cli(['serve', '--port', '0', '--busy-heap', '1.5']);
  assert.equal(bad.code, 2);
  assert.match(
    bad.err,
    /^moontable: --busy-heap must be a share above 0 and at most 1, not "1\.5"\n$/,
  );
  // A share below what any server holds: full from the start.
  const { url, child } = await spawnServer([
    '--port',
    '0',
    '--data',
    dataDir('moontable-busy-heap'),
    '--busy-heap',
    '0.0001',
  ]);
  try {
    const request = { game: 'monkeys-on-the-moon', seats: [{ kind: 'human' }, { kind: 'human' }] };
    const full = await api<{ error: { code: string; message: string } }>(
      url,
      'POST',
      '/api/matches',
      request,
    );
    assert.equal(full.status, 503);
    assert.equal(full.body.error.code, 'busy');
    assert.match(full.body.error.message, /full/);
    const socket = new WebSocket(url.replace('http', 'ws') + '/ws');
    const code = await new Promise((resolve) => socket.on('close', resolve));
    assert.equal(code, 1013);
  } finally {
    child.kill('SIGKILL');
  }
});
