import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlayers, parseOptionValues } from '../../src/engine/game.ts';
import type { OptionDef } from '../../src/engine/game.ts';
import { optionCombinations } from '../../src/engine/playout.ts';

const defs: OptionDef[] = [
  { key: 'fast', kind: 'boolean', label: 'Fast', description: '', default: false },
  {
    key: 'deck',
    kind: 'choice',
    label: 'Deck',
    description: '',
    values: ['a', 'b', 'c'],
    default: 'b',
  },
];

test('options take defaults and are checked by kind', () => {
  const ok = parseOptionValues(defs, { fast: true });
  assert.deepEqual(ok.ok && ok.value, { fast: true, deck: 'b' });
  const bad = parseOptionValues(defs, { deck: 'z' });
  assert.ok(!bad.ok && bad.error.code === 'bad-option');
  const unknown = parseOptionValues(defs, { slow: true });
  assert.ok(!unknown.ok && unknown.error.code === 'unknown-option');
  const wrongKind = parseOptionValues(defs, { fast: 'yes' });
  assert.ok(!wrongKind.ok && wrongKind.error.code === 'bad-option');
});

test('option combinations cover every value, defaults first', () => {
  const combos = optionCombinations({ options: defs });
  assert.equal(combos.length, 6);
  assert.deepEqual(combos[0], { fast: false, deck: 'b' });
  assert.equal(new Set(combos.map((c) => JSON.stringify(c))).size, 6);
});

test('player counts outside a game range are refused', () => {
  const game = { name: 'Test', minPlayers: 2, maxPlayers: 4 };
  assert.equal(checkPlayers(game, 3), null);
  assert.equal(checkPlayers(game, 1)?.code, 'bad-player-count');
  assert.equal(checkPlayers(game, 2.5)?.code, 'bad-player-count');
});
