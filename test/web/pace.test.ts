// The pace of other players' moves (web/src/table/pace.ts) without a browser: one update per
// pause, the viewer's own move at once with everything before it, a cleared queue forgotten.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Pacer, PAUSE_MS } from '../../web/src/table/pace.ts';

/** A clock and timers that move only when the test says so. */
function fakeTime() {
  let now = 1_000;
  const timers: { at: number; f: () => void }[] = [];
  return {
    clock: () => now,
    timer: (f: () => void, ms: number) => {
      timers.push({ at: now + ms, f });
      return 0 as unknown as ReturnType<typeof setTimeout>;
    },
    advance(ms: number) {
      now += ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
        if (!due) return;
        timers.splice(timers.indexOf(due), 1);
        due.f();
      }
    },
  };
}

test('others’ moves show one per pause; the first at once', () => {
  const time = fakeTime();
  const shown: string[] = [];
  const pacer = new Pacer<string>(
    (x) => shown.push(x),
    () => 500,
    time.clock,
    time.timer,
  );
  pacer.push('bot 1');
  pacer.push('bot 2');
  pacer.push('bot 3');
  assert.deepEqual(shown, ['bot 1']);
  assert.equal(pacer.waiting, 2);
  time.advance(499);
  assert.deepEqual(shown, ['bot 1']);
  time.advance(1);
  assert.deepEqual(shown, ['bot 1', 'bot 2']);
  time.advance(500);
  assert.deepEqual(shown, ['bot 1', 'bot 2', 'bot 3']);
  assert.equal(pacer.waiting, 0);
});

test('the viewer’s own move shows at once, with what waited before it; clear forgets', () => {
  const time = fakeTime();
  const shown: string[] = [];
  const pacer = new Pacer<string>(
    (x) => shown.push(x),
    () => 500,
    time.clock,
    time.timer,
  );
  pacer.push('bot 1');
  pacer.push('bot 2');
  pacer.push('mine', true);
  assert.deepEqual(shown, ['bot 1', 'bot 2', 'mine']);
  pacer.push('bot 3');
  assert.deepEqual(shown, ['bot 1', 'bot 2', 'mine'], 'a pause after my move too');
  pacer.clear();
  time.advance(5_000);
  assert.deepEqual(shown, ['bot 1', 'bot 2', 'mine']);
});

test('speeds: slow, normal, fast and instant, slower to faster', () => {
  assert.ok(PAUSE_MS.slow > PAUSE_MS.normal && PAUSE_MS.normal > PAUSE_MS.fast);
  assert.equal(PAUSE_MS.instant, 0);
  const shown: number[] = [];
  const pacer = new Pacer<number>(
    (x) => shown.push(x),
    () => 0,
  );
  for (let i = 0; i < 5; i++) pacer.push(i);
  assert.deepEqual(shown, [0, 1, 2, 3, 4]);
});
