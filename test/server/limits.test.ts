// The token buckets behind the HTTP and WebSocket rate limits, on a clock we move by hand, and
// the order in which reads and moves give way under strain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RateLimiter } from '../../src/server/limits.ts';
import { Load } from '../../src/server/load.ts';
import { ReadBudgets } from '../../src/server/reads.ts';

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

test('under strain reads give way before moves: heavy networks from half of it, all reads at it', () => {
  let dbWaitMs = 0;
  const load = new Load({ busyLagMs: 40, busyDbMs: 50, busyHeap: 0.8 }, () => dbWaitMs);
  const reads = new ReadBudgets(
    { readRate: [0.001, 100], globalReadRate: [1e6, 1e6], ipv4Prefix: 32 },
    load,
    null,
  );
  assert.equal(reads.admit('heavy', 60), null, 'the heavy network spends 60 of its 100');
  dbWaitMs = 30; // moves wait 30 ms for the database: over half of 50, under it
  assert.equal(load.busy(), null, 'moves are still taken');
  assert.equal(reads.admit('heavy', 2)?.status, 503, 'the heavy network gives way');
  assert.equal(reads.admit('light', 2), null, 'a light one is served');
  assert.equal(reads.admit('seat', 2, false), null, "a seat's own hello is never refused");
  dbWaitMs = 60; // past what makes moves busy: every read is refused too
  assert.equal(load.busy(), 'database');
  assert.equal(reads.admit('light', 2)?.status, 503);
});
