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
