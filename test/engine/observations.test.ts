// docs/observations.md is generated from the games' action spaces and tensor layouts
// (scripts/observations-doc.ts): it must be what the code says today, slice by slice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DOC, formattedObservationsDoc } from '../../scripts/observations-doc.ts';
import { viewTensor } from '../../src/engine/tensor.ts';
import { GAMES } from '../../src/games/index.ts';

test('docs/observations.md names every slice of every game’s tensor as the code lays it out (run scripts/observations-doc.ts after a change)', async () => {
  const doc = readFileSync(DOC, 'utf8');
  assert.equal(doc, await formattedObservationsDoc());
  for (const game of GAMES) {
    const options = game.parseOptions({});
    assert.ok(options.ok);
    for (const s of viewTensor(game, game.maxPlayers, options.value).slices)
      assert.ok(doc.includes(`\`${s.name}\``), `${game.id}: ${s.name}`);
  }
});
