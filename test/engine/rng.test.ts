import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, nextU32, randomInt, seedRng, shuffleInPlace } from '../../src/engine/rng.ts';

test('the same seed gives the same stream; another seed another stream', () => {
  const a = seedRng('moon');
  const b = seedRng('moon');
  const c = seedRng('moon2');
  const take = (s: ReturnType<typeof seedRng>) => Array.from({ length: 8 }, () => nextU32(s));
  const sa = take(a);
  assert.deepEqual(sa, take(b));
  assert.notDeepEqual(sa, take(c));
});

test('the generator state survives JSON and continues the same stream', () => {
  const s = seedRng('json');
  nextU32(s);
  const copy = JSON.parse(JSON.stringify(s));
  assert.deepEqual(
    Array.from({ length: 5 }, () => nextU32(s)),
    Array.from({ length: 5 }, () => nextU32(copy)),
  );
  assert.ok(s.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32));
});

test('randomInt stays in range and hits every value', () => {
  const s = seedRng('range');
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) {
    const x = randomInt(s, 7);
    assert.ok(x >= 0 && x < 7 && Number.isInteger(x));
    seen.add(x);
  }
  assert.equal(seen.size, 7);
});

test('shuffle is a permutation, and depends on the seed', () => {
  const items = Array.from({ length: 42 }, (_, i) => i);
  const one = shuffleInPlace(seedRng('a'), items.slice());
  const two = shuffleInPlace(seedRng('b'), items.slice());
  assert.deepEqual(
    one.slice().sort((x, y) => x - y),
    items,
  );
  assert.notDeepEqual(one, two);
});

test('Rng.fork gives reproducible child seeds', () => {
  const a = new Rng('parent');
  const b = new Rng('parent');
  assert.equal(a.fork(), b.fork());
  assert.throws(() => a.pick([]));
});
