// The answers to a Moon decision as typed choices: every string form parses to the choice it
// names and back, and a string that names no choice is refused as a malformed move (in English
// and German), before any rule runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeChoice, parseChoice } from '../../../src/games/moon/choices.ts';
import type { Choice } from '../../../src/games/moon/choices.ts';
import { moon } from '../../../src/games/moon/index.ts';

const EXAMPLES: readonly [string, Choice][] = [
  ['none', { type: 'none' }],
  ['0', { type: 'amount', n: 0 }],
  ['12', { type: 'amount', n: 12 }],
  ['M', { type: 'resource', resource: 'M' }],
  ['E>W', { type: 'exchange', give: 'E', get: 'W' }],
  ['c1', { type: 'card', card: 0 }],
  ['c140', { type: 'card', card: 139 }],
  ['p2:B', { type: 'gift', to: 1, resource: 'B' }],
  ['Sci', { type: 'flag', flag: 'Sci' }],
  ['W:3', { type: 'convert', resource: 'W', n: 3 }],
  ['h4', { type: 'hand', hand: 3 }],
];

test('every form of a choice parses to what it names and encodes back to the same string', () => {
  for (const [text, choice] of EXAMPLES) {
    assert.deepEqual(parseChoice(text), choice, text);
    assert.equal(encodeChoice(choice), text);
  }
});

test('strings that name no choice are none: no second form of one choice, no 0th card or seat', () => {
  for (const text of ['', 'x', 'c0', 'c01', '01', 'p0:E', 'p2:X', 'E>', 'W:0', 'h0', 'Science'])
    assert.equal(parseChoice(text), null, text);
});

test('MN-1: `choose` with no choice named is a malformed move, in English and German', () => {
  const parsed = moon.parseMove('choose c0');
  assert.equal(parsed.ok, false);
  if (parsed.ok) return;
  assert.equal(parsed.error.code, 'bad-move-syntax');
  assert.match(parsed.error.message, /choose <value>/);
  assert.match(parsed.error.words?.de ?? '', /choose <Wert>/);
  const good = moon.parseMove('choose E>W');
  assert.deepEqual(good.ok && good.value, {
    type: 'choose',
    choice: { type: 'exchange', give: 'E', get: 'W' },
  });
});
