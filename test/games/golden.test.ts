// Golden records: seeded games kept as files. A rules change that alters play fails here; if the
// change is intended, regenerate them with `npm run golden:update` and review the diff.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { parseRecord, replay } from '../../src/engine/record.ts';
import { findGame, GAMES } from '../../src/games/index.ts';

const dir = 'test/golden';
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

test('every game has golden records', () => {
  for (const game of GAMES)
    assert.ok(
      files.some((f) => f.startsWith(`${game.id}-`)),
      `no golden record for ${game.id}`,
    );
});

for (const file of files) {
  test(`golden record ${file} replays to the same end`, () => {
    const golden = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
    const record = parseRecord(golden.record, findGame);
    assert.ok(record.ok, record.ok ? '' : record.error.message);
    if (!record.ok) return;
    const game = findGame(record.value.game);
    assert.ok(game);
    const out = replay(game, record.value);
    assert.ok(out.ok, out.ok ? '' : `move ${out.moveIndex}: ${out.error.message}`);
    if (!out.ok) return;
    const result = game.result(out.state);
    assert.deepEqual(result?.scores, golden.expected.scores);
    assert.deepEqual(result?.ranking, golden.expected.ranking);
    assert.equal(
      createHash('sha256').update(JSON.stringify(out.state)).digest('hex'),
      golden.expected.finalState,
    );
  });
}
