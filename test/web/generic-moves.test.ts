// The generic board's choices, apart from the DOM: moves grouped by their first word, and what the
// action bar offers for its number keys (every move when nine or fewer, else the groups first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  barChoices,
  changedKeys,
  groupMoves,
  keyWords,
} from '../../web/src/boards/generic/moves.ts';

const moves = (...list: string[]) => list.map((move) => ({ move, label: move.toUpperCase() }));

test('moves are grouped by the first word of their string form, in the order offered', () => {
  const groups = groupMoves(moves('play 1', 'draw', 'play 4', 'pass'));
  assert.deepEqual(
    groups.map((g) => [g.verb, g.moves.map((m) => m.move)]),
    [
      ['play', ['play 1', 'play 4']],
      ['draw', ['draw']],
      ['pass', ['pass']],
    ],
  );
});

test('the bar offers nine moves at once; more are asked for by kind first', () => {
  const few = barChoices(moves('play 1', 'play 2', 'draw'), null);
  assert.equal(few.kind, 'moves');
  const many = moves(...Array.from({ length: 10 }, (_, i) => `play ${i}`), 'draw');
  const first = barChoices(many, null);
  assert.equal(first.kind, 'groups');
  assert.deepEqual(first.kind === 'groups' && first.groups.map((g) => [g.verb, g.moves.length]), [
    ['play', 10],
    ['draw', 1],
  ]);
  const chosen = barChoices(many, 'draw');
  assert.deepEqual(chosen.kind === 'moves' && chosen.moves.map((m) => m.move), ['draw']);
  // Many moves of one kind: nothing to ask first.
  const one = barChoices(moves(...Array.from({ length: 12 }, (_, i) => `bid ${i}`)), null);
  assert.equal(one.kind, 'moves');
});

test("a view's names read as words", () => {
  assert.equal(keyWords('handSizes'), 'hand sizes');
  assert.equal(keyWords('p2_score'), 'p2 score');
  assert.equal(keyWords('deck-size'), 'deck size');
});

test('what a move touched: the top-level names whose values changed', () => {
  const before = { yourHand: [2, 5], deckSize: 2, played: [[], []], turn: 0 };
  const after = { yourHand: [5], deckSize: 2, played: [[2], []], turn: 1 };
  assert.deepEqual(changedKeys(before, after), ['yourHand', 'played', 'turn']);
  assert.deepEqual(changedKeys(null, after), []);
});
