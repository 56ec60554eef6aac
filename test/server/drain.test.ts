// Draining that load balancers can see (issue 26, item 9), on a real server process: on
// SIGTERM /readyz answers 503 for the drain grace while the server still serves, and only then
// does the listener close; bot decisions the stop cancels are one info line, never errors.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { api, NEVER_BUSY, spawnServer, tempDir } from './helpers.ts';

const children: ChildProcess[] = [];
after(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

test('SIGTERM: /readyz says 503 through the grace while requests are still served; no error lines', async () => {
  const node = await spawnServer([
    '--port',
    '0',
    ...NEVER_BUSY,
    '--data',
    tempDir('moontable-drain'),
    '--bot-threads',
    '1',
    '--drain-grace',
    '1.5',
  ]);
  children.push(node.child);
  // All-bot tables of the strongest bots on one thread: decisions are queued and running.
  for (let i = 0; i < 4; i++) {
    const created = await api(node.url, 'POST', '/api/matches', {
      game: 'monkeys-on-the-moon',
      seats: [
        { kind: 'bot', bot: 'ismcts:hard' },
        { kind: 'bot', bot: 'ismcts:hard' },
      ],
    });
    assert.equal(created.status, 201);
  }
  assert.equal((await api(node.url, 'GET', '/readyz')).status, 200);
  const exited = new Promise<number | null>((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  // Poll until the listener is gone (bounded): readiness 503, and the API still answering.
  const ready: number[] = [];
  const games: number[] = [];
  for (let i = 0; i < 400; i++) {
    try {
      ready.push((await api(node.url, 'GET', '/readyz')).status);
      games.push((await api(node.url, 'GET', '/api/games')).status);
    } catch {
      break; // connection refused: the listener closed
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  assert.equal(await exited, 0);
  const notReady = ready.filter((s) => s === 503).length;
  assert.ok(notReady >= 3, `readyz answered ${ready.join(',')} before closing`);
  assert.ok(ready.every((s) => s === 503 || s === 200));
  assert.ok(games.includes(200), 'served during the grace');
  const lines = node
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string });
  const errors = lines.filter((l) => l.level >= 50);
  assert.deepEqual(errors, [], 'no error lines on a normal stop');
  const cancelled = lines.filter((l) => /cancelled/.test(l.msg));
  assert.ok(cancelled.length <= 1);
  assert.ok(cancelled.every((l) => l.level === 30));
});
