// Records: parsing untrusted records into trusted ones, and replay with the first bad move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeRecord, parseRecord, replay } from '../../src/engine/record.ts';
import { randomPlayout } from '../../src/engine/playout.ts';
import { findGame } from '../../src/games/index.ts';
import { monkeysOnTheMoon as mm } from '../../src/games/monkeys-on-the-moon/index.ts';

const options = { maximumScorn: false, treachery: false };
const played = randomPlayout(mm, options, 3, 'record-test', true);
const good = makeRecord(mm.id, {}, 3, 'record-test', played.record ?? []);

const code = (input: unknown) => {
  const r = parseRecord(input, findGame);
  assert.equal(r.ok, false);
  return r.ok ? '' : r.error.code;
};

test('a good record parses and replays to the same result', () => {
  const parsed = parseRecord(JSON.stringify(good), findGame);
  assert.ok(parsed.ok);
  if (!parsed.ok) return;
  const out = replay(mm, parsed.value);
  assert.ok(out.ok);
  if (out.ok) assert.deepEqual(mm.result(out.state)?.scores, played.scores);
});

test('malformed records get specific errors', () => {
  assert.equal(code('{"format":"moontable-record/1","game":'), 'bad-record'); // truncated
  assert.equal(code('[]'), 'bad-record');
  assert.equal(code({ ...good, format: 'other/2' }), 'bad-record');
  assert.equal(code({ ...good, game: 'chess' }), 'unknown-game');
  assert.equal(code({ ...good, options: { treachery: 'maybe' } }), 'bad-option');
  assert.equal(code({ ...good, options: { nonsense: true } }), 'unknown-option');
  assert.equal(code({ ...good, players: 9 }), 'bad-player-count');
  assert.equal(code({ ...good, players: '3' }), 'bad-record');
  assert.equal(code({ ...good, seed: '' }), 'bad-record');
  assert.equal(code({ ...good, seed: { x: 1 } }), 'bad-record');
  assert.equal(code({ ...good, moves: [{ seat: 0 }] }), 'bad-record');
  assert.equal(code({ ...good, moves: [{ seat: 0.5, move: 'pass' }] }), 'bad-record');
});

test('an integer seed reads as its decimal string', () => {
  const r = parseRecord({ ...good, seed: 42, moves: [] }, findGame);
  assert.ok(r.ok && r.value.seed === '42');
});

test('replay names the first bad move: unparseable, wrong seat, illegal', () => {
  const moves = good.moves.slice(0, 10);
  const at = (i: number, move: { seat: number; move: string }) =>
    replay(mm, { ...good, moves: [...moves.slice(0, i), move, ...moves.slice(i + 1)] });
  const garbled = at(4, { seat: moves[4]!.seat, move: 'dance wildly' });
  assert.ok(!garbled.ok && garbled.moveIndex === 4 && garbled.error.code === 'bad-move-syntax');
  const wrongSeat = at(2, { seat: (moves[2]!.seat + 1) % 3, move: moves[2]!.move });
  assert.ok(!wrongSeat.ok && wrongSeat.moveIndex === 2 && wrongSeat.error.code === 'not-your-turn');
  const illegal = at(0, { seat: 0, move: 'select m1' }); // a civilization turn comes first
  assert.ok(!illegal.ok && illegal.moveIndex === 0);
  if (!illegal.ok) assert.equal(illegal.error.rule, 'MM-4');
});
