// `moontable create` and `moontable join` against a real server: two terminals (processes)
// play one match to the end through their invite links, typing move numbers.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { RunningServer } from '../../src/server/index.ts';
import { testServer } from '../server/helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer();
});
after(() => server.close());

/** The command in a child process; asynchronous, since the server runs in this process. */
function cli(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['bin/moontable.js', ...args], {
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += String(d)));
  child.stderr.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve) =>
    child.on('exit', (status) => resolve({ status, stdout, stderr })),
  );
}

/** Runs `moontable join` with a stream of answers ("1" = the first legal move). */
function join(
  link: string,
  name: string,
  extra: string[] = [],
): Promise<{ code: number | null; out: string }> {
  const child = spawn(
    process.execPath,
    ['bin/moontable.js', 'join', link, '--name', name, ...extra],
    {
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  child.stdin.write('1\n'.repeat(2000));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
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
  assert.equal(created.status, 0, created.stderr);
  const body = JSON.parse(created.stdout) as { invites: { seat: number; url: string }[] };
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
  assert.equal(notLink.status, 2);
  assert.match(notLink.stderr, /not a link/);
  const forged = await cli(['join', `${server.url}/m/abcdefabcdef#token=AAAAAAAAAAAAAAAAAAAAAA`]);
  assert.equal(forged.status, 2);
  assert.match(forged.stderr, /no match|bad-token|unknown-match/);
});
