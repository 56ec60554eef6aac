// The database's lanes in isolation, over statements that record when they start and can be
// held: a person's moves go first, then other moves, then the rest; each lane keeps its order;
// with PGlite's slicing the event loop gets a turn after a person's move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Lanes } from '../../src/store/lanes.ts';
import type { Lane } from '../../src/store/lanes.ts';

/** Statements that record their start and finish when released (or at once). */
function recorder() {
  const started: string[] = [];
  const holds = new Map<string, () => void>();
  const statement = (name: string, held = false) => {
    started.push(name);
    return held
      ? new Promise<string>((r) => holds.set(name, () => r(name)))
      : Promise.resolve(name);
  };
  return { started, holds, statement };
}

for (const sliceMs of [5, 0])
  test(`a person's move runs before the moves and reads queued ahead of it (slice ${sliceMs} ms)`, async () => {
    const lanes = new Lanes({ concurrency: 1, sliceMs });
    const db = recorder();
    const first = lanes.run('rest', () => db.statement('long read', true));
    const queued: [Lane, string][] = [
      ['rest', 'read 1'],
      ['rest', 'new match'],
      ['moves', 'bot move 1'],
      ['rest', 'read 2'],
      ['moves', 'bot move 2'],
      ['person', 'person move'],
    ];
    const done = queued.map(([lane, name]) => lanes.run(lane, () => db.statement(name)));
    assert.deepEqual(db.started, ['long read'], 'one statement at a time');
    assert.equal(lanes.waiting(), 6);
    assert.equal(lanes.waiting('person'), 1);
    db.holds.get('long read')!();
    assert.deepEqual(await Promise.all([first, ...done]), [
      'long read',
      ...queued.map((q) => q[1]),
    ]);
    assert.deepEqual(db.started, [
      'long read',
      'person move',
      'bot move 1',
      'bot move 2',
      'read 1',
      'new match',
      'read 2',
    ]);
  });

test('a failed statement fails alone, and the next one still runs', async () => {
  const lanes = new Lanes({ concurrency: 1, sliceMs: 5 });
  const bad = lanes.run('moves', () => Promise.reject(new Error('constraint')));
  const thrown = lanes.run('moves', () => {
    throw new Error('at once');
  });
  const good = lanes.run('rest', () => Promise.resolve('fine'));
  await assert.rejects(bad, /constraint/);
  await assert.rejects(thrown, /at once/);
  assert.equal(await good, 'fine');
  assert.equal(lanes.waiting(), 0);
});

test("with slicing, the event loop runs between a person's move and the next statement", async () => {
  const lanes = new Lanes({ concurrency: 1, sliceMs: 1000 });
  const db = recorder();
  const hold = lanes.run('rest', () => db.statement('long read', true));
  const person = lanes.run('person', () => db.statement('person move'));
  const read = lanes.run('rest', () => db.statement('read'));
  // The ack's way out of the server takes many steps (the hub, the socket) after the commit.
  const after: string[] = [];
  void person.then(async () => {
    for (let step = 0; step < 50; step++) await null;
    after.push(`ack, before: ${db.started.at(-1)}`);
  });
  db.holds.get('long read')!();
  await Promise.all([hold, person, read]);
  assert.deepEqual(db.started, ['long read', 'person move', 'read']);
  assert.equal(after[0], 'ack, before: person move', 'the ack goes before the next statement');
});

test('without slicing (PostgreSQL) statements run side by side up to the pool, by lane', async () => {
  const lanes = new Lanes({ concurrency: 2, sliceMs: 0 });
  const db = recorder();
  const a = lanes.run('rest', () => db.statement('a', true));
  const b = lanes.run('rest', () => db.statement('b', true));
  const c = lanes.run('rest', () => db.statement('c'));
  const p = lanes.run('person', () => db.statement('person'));
  assert.deepEqual(db.started, ['a', 'b']);
  db.holds.get('b')!();
  await b;
  await p;
  assert.deepEqual(db.started, ['a', 'b', 'person']);
  db.holds.get('a')!();
  await Promise.all([a, c]);
  assert.deepEqual(db.started, ['a', 'b', 'person', 'c']);
  assert.equal(lanes.oldestWaitMs('rest'), 0);
});
