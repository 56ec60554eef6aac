// The token buckets behind the HTTP and WebSocket rate limits, on a clock we move by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RateLimiter } from '../../src/server/limits.ts';

test('a bucket allows its burst, then its rate, per key', () => {
  let now = 0;
  const limiter = new RateLimiter(2, 3, () => now);
  assert.deepEqual(
    [1, 2, 3, 4].map(() => limiter.take('a')),
    [true, true, true, false],
  );
  assert.equal(limiter.take('b'), true, 'another key has its own bucket');
  now += 500; // half a second at 2 a second: one more token
  assert.deepEqual([limiter.take('a'), limiter.take('a')], [true, false]);
  now += 10_000; // refills up to the burst, not beyond
  assert.deepEqual(
    [1, 2, 3, 4].map(() => limiter.take('a')),
    [true, true, true, false],
  );
});

test('a read may cost several tokens, a cost known afterwards leaves debt, and the level says how full', () => {
  let now = 0;
  const limiter = new RateLimiter(10, 100, () => now);
  assert.equal(limiter.level('a'), 1, 'a key never seen is full');
  assert.equal(limiter.take('a', 60), true);
  assert.equal(limiter.level('a'), 0.4);
  assert.equal(limiter.take('a', 50), false, 'not enough left: nothing is taken');
  assert.equal(limiter.level('a'), 0.4);
  limiter.charge('a', 70); // the answer turned out longer than paid for
  assert.equal(limiter.level('a'), -0.3);
  assert.equal(limiter.take('a', 1), false, 'in debt: nothing more until it is paid off');
  now += 3_100; // 31 tokens later the debt is paid and one is left
  assert.equal(limiter.take('a', 1), true);
  assert.equal(limiter.take('a', 1), false);
});
