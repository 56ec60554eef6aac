// `moontable` with Moon solo: listed from 1 player, simulated, and played to the end against
// the Rival in the terminal, with the Rival in the final scores.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli } from './run.ts';

const run = runCli;

test('games --json lists Moon from 1 player (solo) to 5', () => {
  const r = run(['games', '--json']);
  assert.equal(r.code, 0, r.err);
  const moon = JSON.parse(r.out).find((g: { id: string }) => g.id === 'moon');
  assert.equal(moon.minPlayers, 1);
  assert.equal(moon.maxPlayers, 5);
});

test('simulate plays Moon solo games', () => {
  const r = run(['simulate', 'moon', '--players', '1', '--games', '5', '--json']);
  assert.equal(r.code, 0, r.err);
  assert.equal(JSON.parse(r.out).games, 5);
});

test('a bot plays Moon solo in the terminal; the board shows the Rival and the hands, the scores rank it', () => {
  const r = run(['play', 'moon', '--players', '1', '--seats', 'heuristic', '--seed', 'solo']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Solo round [AB]: the face-up hands/);
  assert.match(r.out, /The Rival reveals /);
  assert.match(r.out, /Final scores\n\s+[12]\.\s+(The Rival|Player 1)/);
  assert.match(r.out, /^\s+[12]\.\s+The Rival\s+\d+$/m);
  assert.match(
    r.out,
    /(You beat the Rival by \d+ Hearts|The Rival wins by \d+ Hearts|A tie with the Rival)/,
  );
});
