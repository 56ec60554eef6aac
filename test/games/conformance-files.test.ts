// Every registered game has its conformance file (test/games/<id>/conformance.test.ts calling
// ../conformance.ts), so none is left out of the kit when the kit runs one file per game.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { GAMES } from '../../src/games/index.ts';

test('every registered game runs the conformance kit in a file of its own', () => {
  assert.ok(GAMES.length >= 4);
  for (const game of GAMES) {
    const file = join(import.meta.dirname, game.id, 'conformance.test.ts');
    assert.ok(existsSync(file), `${game.id}: ${file} is missing`);
    assert.match(
      readFileSync(file, 'utf8'),
      new RegExp(`conformanceTests\\('${game.id}'\\)`),
      `${game.id}: its conformance file runs the kit over it`,
    );
  }
});
