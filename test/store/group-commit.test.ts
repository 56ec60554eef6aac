// Group commit in isolation, over a fake database that records each batch it was given: what
// shares a batch, what waits, and what happens when a batch fails.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GroupCommit } from '../../src/store/group-commit.ts';

interface Item {
  match: string;
  n: number;
}

/** A writer that answers `n * 10` per item, fails any batch holding `bad`, and can be held. */
function fakeDb(bad = -1) {
  const batches: number[][] = [];
  let release: (() => void) | null = null;
  let held: Promise<void> | null = null;
  const write = async (items: readonly Item[]) => {
    batches.push(items.map((i) => i.n));
    if (held) await held;
    if (items.some((i) => i.n === bad)) throw new Error(`item ${bad} is bad`);
    return items.map((i) => i.n * 10);
  };
  return {
    batches,
    write,
    hold() {
      held = new Promise((r) => (release = r));
    },
    release() {
      held = null;
      release?.();
    },
  };
}

const item = (n: number, match = `m${n}`): Item => ({ match, n });
const keyOf = (i: Item) => i.match;

for (const waitForTurn of [true, false])
  describe(waitForTurn ? 'waiting for the turn (PGlite)' : 'starting at once (PostgreSQL)', () => {
    test('writes that arrive together share one batch, and each gets its own result', async () => {
      const db = fakeDb();
      const gc = new GroupCommit(db.write, { keyOf, maxBatch: 100, waitForTurn, maxInFlight: 1 });
      const results = await Promise.all([1, 2, 3, 4, 5].map((n) => gc.submit(item(n))));
      assert.deepEqual(results, [10, 20, 30, 40, 50]);
      assert.deepEqual(db.batches, [[1, 2, 3, 4, 5]]);
    });

    test('writes arriving while a batch is in flight wait and then go together', async () => {
      const db = fakeDb();
      const gc = new GroupCommit(db.write, { keyOf, maxBatch: 100, waitForTurn, maxInFlight: 1 });
      db.hold();
      const first = gc.submit(item(1));
      await new Promise((r) => setImmediate(r)); // the first batch is now in flight, held
      assert.deepEqual(db.batches, [[1]]);
      const later = [2, 3, 4].map((n) => gc.submit(item(n)));
      await new Promise((r) => setTimeout(r, 5));
      assert.deepEqual(db.batches, [[1]], 'nothing else goes while the first batch is in flight');
      db.release();
      assert.deepEqual(await Promise.all([first, ...later]), [10, 20, 30, 40]);
      assert.deepEqual(db.batches, [[1], [2, 3, 4]]);
    });

    test('two writes for one match never share a batch, and keep their order', async () => {
      const db = fakeDb();
      const gc = new GroupCommit(db.write, { keyOf, maxBatch: 100, waitForTurn, maxInFlight: 1 });
      const results = await Promise.all([
        gc.submit(item(1, 'a')),
        gc.submit(item(2, 'b')),
        gc.submit(item(3, 'a')),
        gc.submit(item(4, 'c')),
        gc.submit(item(5, 'a')),
      ]);
      assert.deepEqual(results, [10, 20, 30, 40, 50]);
      assert.deepEqual(db.batches, [[1, 2, 4], [3], [5]]);
    });

    test('a batch holds at most maxBatch writes', async () => {
      const db = fakeDb();
      const gc = new GroupCommit(db.write, { keyOf, maxBatch: 2, waitForTurn, maxInFlight: 1 });
      await Promise.all([1, 2, 3, 4, 5].map((n) => gc.submit(item(n))));
      assert.deepEqual(db.batches, [[1, 2], [3, 4], [5]]);
    });

    test('a failing batch is retried one by one: only the bad write fails, the others succeed', async () => {
      const db = fakeDb(3);
      const gc = new GroupCommit(db.write, { keyOf, maxBatch: 100, waitForTurn, maxInFlight: 1 });
      const settled = await Promise.allSettled([1, 2, 3, 4].map((n) => gc.submit(item(n))));
      assert.deepEqual(
        settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message)),
        [10, 20, 'item 3 is bad', 40],
      );
      assert.deepEqual(db.batches, [[1, 2, 3, 4], [1], [2], [3], [4]]);
      // The queue keeps working after a failure.
      assert.equal(await gc.submit(item(6)), 60);
    });

    test('a writer that answers the wrong number of results fails the whole batch', async () => {
      const gc = new GroupCommit(async (items: readonly Item[]) => items.slice(1).map(() => 0), {
        keyOf,
        maxBatch: 100,
        waitForTurn,
        maxInFlight: 1,
      });
      const settled = await Promise.allSettled([1, 2].map((n) => gc.submit(item(n))));
      assert.deepEqual(
        settled.map((s) => s.status),
        ['rejected', 'rejected'],
      );
    });
  });

test('waiting for the turn lets writes from later callbacks of the same turn join the batch', async () => {
  for (const waitForTurn of [true, false]) {
    const db = fakeDb();
    const gc = new GroupCommit(db.write, { keyOf, maxBatch: 100, waitForTurn, maxInFlight: 1 });
    // Two callbacks of one turn of the event loop, like two messages read from two sockets.
    const second = new Promise((r) => setImmediate(() => r(gc.submit(item(2)))));
    const first = gc.submit(item(1));
    await Promise.all([first, second]);
    assert.deepEqual(db.batches, waitForTurn ? [[1, 2]] : [[1], [2]], `waitForTurn ${waitForTurn}`);
  }
});

test('with several batches in flight, a write need not wait for the one before it; one match still waits', async () => {
  const db = fakeDb();
  const gc = new GroupCommit(db.write, {
    keyOf,
    maxBatch: 100,
    waitForTurn: false,
    maxInFlight: 2,
  });
  db.hold();
  const first = gc.submit(item(1, 'a'));
  await new Promise((r) => setImmediate(r)); // batch [1] is in flight, held
  const second = gc.submit(item(2, 'b'));
  const sameMatch = gc.submit(item(3, 'a'));
  await new Promise((r) => setImmediate(r));
  // [2] went at once beside [1]; 3 waits, since its match has a write in flight.
  assert.deepEqual(db.batches, [[1], [2]]);
  db.release();
  assert.deepEqual(await Promise.all([first, second, sameMatch]), [10, 20, 30]);
  assert.deepEqual(db.batches, [[1], [2], [3]]);
});
