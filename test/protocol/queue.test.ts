// The queue's messages at the protocol's boundary (issue 28, Play online now): the shape of a
// request the server reads, and every answer a client reads, each refused with a sentence that
// says where it is wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseQueueRequest, readQueueAnswer } from '../../src/protocol/queue.ts';

test('a request: a game id, a whole number of seats, and a bot wait from the list or null', () => {
  assert.deepEqual(parseQueueRequest({ game: 'moon', players: 3 }), {
    ok: true,
    value: { game: 'moon', players: 3, botsAfterMs: null },
  });
  assert.deepEqual(parseQueueRequest({ game: 'moon', players: 3, botsAfterMs: 60_000 }), {
    ok: true,
    value: { game: 'moon', players: 3, botsAfterMs: 60_000 },
  });
  for (const bad of [
    null,
    [],
    'moon',
    { players: 2 },
    { game: '', players: 2 },
    { game: 'm'.repeat(65), players: 2 },
    { game: 'moon', players: 2.5 },
    { game: 'moon', players: '2' },
    { game: 'moon', players: 2, botsAfterMs: 1000 },
    { game: 'moon', players: 2, botsAfterMs: '60000' },
  ]) {
    const r = parseQueueRequest(bad);
    assert.equal(r.ok, false, JSON.stringify(bad));
    assert.ok(!r.ok && r.error.code === 'bad-request' && r.error.words?.de, JSON.stringify(bad));
  }
});

test('an answer reads as waiting, paired or none; a defect names where it is', () => {
  const waiting = {
    state: 'waiting',
    id: 'q_1',
    game: 'moon',
    players: 2,
    botsAfterMs: null,
    since: 1,
    now: 2,
    window: 100,
    others: 0,
  };
  assert.deepEqual(readQueueAnswer({ queue: waiting }), { ok: true, value: { queue: waiting } });
  const paired = {
    state: 'paired',
    id: 'q_1',
    game: 'moon',
    players: 2,
    match: 'm1',
    seat: 1,
    rated: false,
    bots: 0,
  };
  assert.deepEqual(readQueueAnswer({ queue: paired }), { ok: true, value: { queue: paired } });
  assert.deepEqual(readQueueAnswer({ queue: null }), { ok: true, value: { queue: null } });
  const broken = readQueueAnswer({ queue: { ...paired, seat: -1 } });
  assert.ok(!broken.ok && /queue\.seat/.test(broken.error.message), JSON.stringify(broken));
  const unknown = readQueueAnswer({ queue: { ...waiting, state: 'maybe' } });
  assert.ok(!unknown.ok && /queue\.state/.test(unknown.error.message));
  assert.equal(readQueueAnswer([]).ok, false);
});
