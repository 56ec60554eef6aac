// `moontable play --seats` takes bot specs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

test('play seats bots by spec: bare or after "bot:"', () => {
  const r = spawnSync(
    process.execPath,
    [
      'bin/moontable.js',
      'play',
      'monkeys-on-the-moon',
      '--players',
      '3',
      '--seats',
      'heuristic,bot:ismcts:5,bot',
      '--seed',
      'specs',
    ],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  assert.equal(r.status, 0, r.stderr);
  assert.match(
    r.stdout,
    /Player 1 \(Casual bot\), Player 2 \(Search 5 bot\), Player 3 \(Beginner bot\)/,
  );
  assert.match(r.stdout, /Final scores/);
});
