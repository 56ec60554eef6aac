// Monkey Lab move strings: every kind round-trips; bad strings get bad-move-syntax.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { game, refused, table } from './helpers.ts';

test('move strings round-trip', () => {
  for (const text of [
    'move nwo',
    'take scalpel',
    'drop',
    'reveal',
    'unlock',
    'combat green sw1',
    'item box nw1 lobby',
    'exchange nw1 nwo',
    'steal green',
    'steal',
    'twice nw1 nwo',
    'twice nw1',
    'guard se2',
    'end',
  ]) {
    const m = game.parseMove(text);
    assert.ok(m.ok, text);
    if (m.ok) assert.equal(game.encodeMove(m.value), text);
  }
});

test('bad strings are refused with bad-move-syntax', () => {
  for (const text of ['fly lobby', 'move attic', 'take banana', 'combat blue lobby', 'end now']) {
    const m = game.parseMove(text);
    assert.ok(!m.ok, text);
    if (!m.ok) assert.equal(m.error.code, 'bad-move-syntax');
  }
});

test('refusals name their ruling', () => {
  const s = table(2);
  s.hands[0] = [];
  assert.equal(refused(s, 0, 'unlock').code, 'no-cage');
  assert.equal(refused(s, 0, 'guard lobby').code, 'card-not-in-hand');
  assert.equal(refused(s, 0, 'drop').rule, 'ML-5');
  assert.equal(refused(s, 0, 'move nwo').code, 'no-doorway');
});
