// The table's optional sounds (web/src/table/sounds.ts): off until turned on, remembered, and
// which moment calls for which sound.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setSounds, soundFor, soundsOn } from '../../web/src/table/sounds.ts';

test('sounds are off by default, and the choice is remembered in localStorage', () => {
  const kept = new Map<string, string>();
  const g = globalThis as { localStorage?: unknown };
  g.localStorage = {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
  };
  try {
    assert.equal(soundsOn(), false);
    setSounds(true);
    assert.equal(kept.get('moontable.sounds'), 'on');
    assert.equal(soundsOn(), true);
    setSounds(false);
    assert.equal(soundsOn(), false);
  } finally {
    delete g.localStorage;
  }
});

test("a chime when the viewer's turn starts, a fanfare when the game ends, nothing otherwise", () => {
  const waiting = { mine: false, over: false };
  const mine = { mine: true, over: false };
  const over = { mine: false, over: true };
  assert.equal(soundFor(waiting, mine), 'turn');
  assert.equal(soundFor(mine, mine), null, 'a step inside the same turn');
  assert.equal(soundFor(mine, waiting), null);
  assert.equal(soundFor(mine, over), 'end');
  assert.equal(soundFor(waiting, over), 'end');
  assert.equal(soundFor(over, over), null);
});
