// The review of a game record for one seat: the chance to win after each of its moves, and the
// moves that cost 10 points or more of it, on real records (the golden games) and on a toy game
// where the mistake is certain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { MISTAKE_THRESHOLD, reviewRecord } from '../../src/bots/index.ts';
import { makeRecord, parseRecord } from '../../src/engine/index.ts';
import type { AnyGame, GameRecord } from '../../src/engine/index.ts';
import { findGame } from '../../src/games/index.ts';
import { toy } from './toy-game.ts';

function golden(name: string): { game: AnyGame; record: GameRecord } {
  // A golden file holds a seeded game's record beside what it must replay to.
  const file = JSON.parse(readFileSync(`test/golden/${name}.json`, 'utf8')) as { record: unknown };
  const parsed = parseRecord(file.record, findGame);
  assert.ok(parsed.ok);
  return { game: findGame(parsed.value.game)!, record: parsed.value };
}

for (const name of [
  'monkeys-on-the-moon-3p-default',
  'moon-2p-default',
  'chimps-on-mars-3p-default',
]) {
  test(`review of a real record (${name}): a point per move of the seat, losses and mistakes`, () => {
    const { game, record } = golden(name);
    const seat = 1;
    // Few iterations: the figures are rough, the shape of the review is what is checked.
    const iterations = game.id === 'moon' ? 10 : 40;
    const out = reviewRecord(game, record, seat, { seed: 'r', iterations });
    assert.ok(out.ok, out.ok ? '' : out.error.message);
    const r = out.value;
    const mine = record.moves.flatMap((m, i) => (m.seat === seat ? [i] : []));
    assert.deepEqual(
      r.moves.map((m) => m.index),
      mine,
    );
    assert.equal(r.finished, true);
    assert.ok(r.result);
    for (const m of r.moves) {
      assert.equal(m.move, record.moves[m.index]!.move);
      assert.ok(m.chance >= 0 && m.chance <= 1 && m.bestChance >= m.chance);
      assert.ok(Math.abs(m.loss - (m.bestChance - m.chance)) < 1e-12);
      assert.equal(m.mistake, m.loss >= MISTAKE_THRESHOLD);
      assert.ok(m.label.length > 0 && m.bestLabel.length > 0);
      assert.ok(m.legal >= 1);
      if (m.legal === 1) assert.equal(m.loss, 0, 'a forced move is never a mistake');
    }
    assert.deepEqual(
      r.mistakes,
      r.moves.filter((m) => m.mistake),
    );
  });
}

test('review of an unfinished record goes as far as it goes; bad seats and moves are refused', () => {
  const { game, record } = golden('monkeys-on-the-moon-2p-default');
  const part = { ...record, moves: record.moves.slice(0, 20) };
  const out = reviewRecord(game, part, 0, { seed: 'r', iterations: 20 });
  assert.ok(out.ok);
  assert.equal(out.value.finished, false);
  assert.equal(out.value.result, null);
  assert.equal(out.value.moves.length, part.moves.filter((m) => m.seat === 0).length);

  const seat = reviewRecord(game, record, 2, { seed: 'r', iterations: 20 });
  assert.ok(!seat.ok && seat.error.code === 'bad-seat');
  const broken = { ...record, moves: [...record.moves.slice(0, 5), { seat: 0, move: 'dance' }] };
  const bad = reviewRecord(game, broken, 0, { seed: 'r', iterations: 20 });
  assert.ok(!bad.ok);
  assert.match(bad.error.message, /does not replay at move 5/);
});

test('toy game: throwing away a sure win is a mistake that costs its whole chance', () => {
  for (let deal = 0; deal < 40; deal++) {
    const state = toy.setup({}, 2, `deal-${deal}`);
    const hand = state.hands[0]!;
    if (!hand.includes(9)) continue;
    const low = Math.min(...hand);
    const theirs = Math.max(...state.hands[1]!);
    if (theirs < low) continue; // the low card must lose
    const record = makeRecord(toy.id, {}, 2, `deal-${deal}`, [
      { seat: 0, move: `card ${low}` },
      { seat: 1, move: `card ${theirs}` },
    ]);
    const out = reviewRecord(toy, record, 0, { seed: 'toy', iterations: 300, lang: 'de' });
    assert.ok(out.ok);
    const [m] = out.value.moves;
    assert.ok(m);
    assert.equal(m.best, 'card 9');
    assert.equal(m.bestChance, 1);
    assert.ok(m.chance < 0.9, `the low card's chance: ${m.chance}`);
    assert.equal(m.mistake, true);
    assert.deepEqual(out.value.mistakes, [m]);
    assert.equal(out.value.result?.ranking[0], 2);
    return;
  }
  assert.fail('no deal with a 9 against a higher card than the lowest');
});
