// `moontable play --seats` takes bot specs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli } from './run.ts';

test('play seats bots by spec: bare or after "bot:"', () => {
  const r = runCli([
    'play',
    'monkeys-on-the-moon',
    '--players',
    '3',
    '--seats',
    'heuristic,bot:ismcts:5,bot',
    '--seed',
    'specs',
  ]);
  assert.equal(r.code, 0, r.err);
  assert.match(
    r.out,
    /Player 1 \(Casual bot\), Player 2 \(Search 5 bot\), Player 3 \(Beginner bot\)/,
  );
  assert.match(r.out, /Final scores/);
});
