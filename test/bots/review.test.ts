// The review of a game record for one seat: the chance to win after each of its moves, each move
// graded by the chance it cost (inaccuracy 5, mistake 10, blunder 20 points), the seat's accuracy
// and counts, on real records (the golden games, seeded games of a random bot against a heuristic
// one) and on a toy game where the mistake is certain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  DECIDED_BELOW,
  GRADE_THRESHOLDS,
  GRADES,
  MISTAKE_THRESHOLD,
  gradeOf,
  moveAccuracy,
  reviewRecord,
  summarize,
  seededGame,
} from '../../src/bots/index.ts';
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
      assert.equal(m.grade, gradeOf(m.loss));
      assert.equal(m.mistake, m.grade === 'mistake' || m.grade === 'blunder');
      assert.ok(m.label.length > 0 && m.bestLabel.length > 0);
      assert.ok(m.legal >= 1);
      if (m.legal === 1) assert.equal(m.loss, 0, 'a forced move is never a mistake');
    }
    assert.deepEqual(
      r.mistakes,
      r.moves.filter((m) => m.mistake),
    );
    // The summary: every graded move counted once, the losses summed, the accuracy the mean of
    // the moves with a choice.
    const s = r.summary;
    for (const g of GRADES)
      assert.equal(s.counts[g], r.moves.filter((m) => m.grade === g).length, g);
    const choices = r.moves.filter((m) => m.legal > 1 && m.bestChance >= DECIDED_BELOW);
    assert.equal(s.choices, choices.length);
    assert.ok(
      Math.abs(s.totalLoss - r.moves.reduce((sum, m) => sum + m.loss, 0)) < 1e-9,
      'total loss',
    );
    if (choices.length === 0) assert.equal(s.accuracy, null);
    else {
      const mean = choices.reduce((sum, m) => sum + moveAccuracy(m.loss), 0) / choices.length;
      assert.ok(s.accuracy !== null && Math.abs(s.accuracy - mean) < 1e-9);
      assert.ok(s.accuracy >= 0 && s.accuracy <= 100);
    }
    assert.deepEqual(r.grades, GRADE_THRESHOLDS);
  });
}

test('grades: 5, 10 and 20 points of the chance to win make an inaccuracy, a mistake, a blunder', () => {
  assert.deepEqual(GRADE_THRESHOLDS, { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 });
  assert.equal(gradeOf(0), null);
  assert.equal(gradeOf(0.0499), null);
  assert.equal(gradeOf(0.05), 'inaccuracy');
  assert.equal(gradeOf(0.0999), 'inaccuracy');
  assert.equal(gradeOf(0.1), 'mistake');
  assert.equal(gradeOf(0.1999), 'mistake');
  assert.equal(gradeOf(0.2), 'blunder');
  assert.equal(gradeOf(1), 'blunder');
  // Lichess's accuracy curve: no loss 100, then 80, 64, 40 and 9 at 5, 10, 20 and 50 points.
  assert.equal(Math.round(moveAccuracy(0)), 100);
  assert.deepEqual(
    [0.05, 0.1, 0.2, 0.5, 1].map((l) => Math.round(moveAccuracy(l))),
    [80, 64, 40, 9, 0],
  );
  // Falling with every point lost until 0, reached at about 80 points.
  for (let l = 0; l < 0.79; l += 0.01) assert.ok(moveAccuracy(l + 0.01) < moveAccuracy(l));
  assert.equal(moveAccuracy(0.81), 0);
  // Forced moves and moves in a game already lost (best under 2 %) count in the grades and the
  // loss but not in the accuracy.
  const s = summarize([
    { legal: 1, loss: 0, bestChance: 0.4, grade: null },
    { legal: 3, loss: 0, bestChance: 0.4, grade: null },
    { legal: 3, loss: 0.1, bestChance: 0.4, grade: 'mistake' },
    { legal: 2, loss: 0.03, bestChance: 0.3, grade: null },
    { legal: 5, loss: 0.01, bestChance: 0.01, grade: null },
  ]);
  assert.equal(s.choices, 3);
  assert.deepEqual(s.counts, { inaccuracy: 0, mistake: 1, blunder: 0 });
  assert.ok(Math.abs(s.totalLoss - 0.14) < 1e-12);
  const expected = (moveAccuracy(0) + moveAccuracy(0.1) + moveAccuracy(0.03)) / 3;
  assert.ok(Math.abs(s.accuracy! - expected) < 1e-9);
  assert.equal(summarize([{ legal: 1, loss: 0, bestChance: 1, grade: null }]).accuracy, null);
});

/** A seeded game of a random bot (seat 0) against heuristic bots: its record. */
function randomAgainstHeuristic(game: AnyGame, players: number, seed: string): GameRecord {
  return seededGame(game, players, seed, (s) => (s === 0 ? 'random' : 'heuristic')).record;
}

test('a random player is graded worse than a heuristic one (Monkeys on the Moon, seeded)', () => {
  const game = findGame('monkeys-on-the-moon')!;
  const record = randomAgainstHeuristic(game, 2, 'grades');
  const [random, heuristic] = [0, 1].map((seat) => {
    const out = reviewRecord(game, record, seat, { seed: 'g', iterations: 40 });
    assert.ok(out.ok);
    return out.value.summary;
  });
  const graded = (s: typeof random) => s!.counts.inaccuracy + s!.counts.mistake + s!.counts.blunder;
  assert.ok(
    random!.accuracy! < heuristic!.accuracy!,
    `${random!.accuracy} vs ${heuristic!.accuracy}`,
  );
  assert.ok(graded(random) > graded(heuristic));
  assert.ok(random!.counts.blunder > heuristic!.counts.blunder);
  assert.ok(random!.totalLoss > heuristic!.totalLoss);
});

test('--threshold scales all three grades: a mistake at 20 points, an inaccuracy at 10, a blunder at 40', () => {
  const { game, record } = golden('monkeys-on-the-moon-2p-default');
  const out = reviewRecord(game, record, 0, { seed: 'r', iterations: 20, threshold: 0.2 });
  assert.ok(out.ok);
  assert.deepEqual(out.value.grades, { inaccuracy: 0.1, mistake: 0.2, blunder: 0.4 });
  for (const m of out.value.moves) assert.equal(m.grade, gradeOf(m.loss, out.value.grades));
});

test('the review of a seat uses only what it saw: other hands differ, its review does not', () => {
  // Two deals of the toy game where seat 0 holds the same cards and seat 1 others: seat 0's view
  // is the same in both, so its review (same search seed) must be too.
  const deals = new Map<string, { seed: string; theirs: string }>();
  for (let deal = 0; deal < 2000; deal++) {
    const seed = `hidden-${deal}`;
    const state = toy.setup({}, 2, seed);
    const mine = state.hands[0]!.join(',');
    const theirs = state.hands[1]!.join(',');
    const earlier = deals.get(mine);
    if (!earlier) {
      deals.set(mine, { seed, theirs });
      continue;
    }
    if (earlier.theirs === theirs) continue;
    const card = state.hands[0]![0]!;
    const reviews = [earlier.seed, seed].map((s) => {
      const other = Math.max(...toy.setup({}, 2, s).hands[1]!);
      const record = makeRecord(toy.id, {}, 2, s, [
        { seat: 0, move: `card ${card}` },
        { seat: 1, move: `card ${other}` },
      ]);
      const out = reviewRecord(toy, record, 0, { seed: 'same', iterations: 200 });
      assert.ok(out.ok);
      return out.value;
    });
    assert.deepEqual(reviews[0]!.moves, reviews[1]!.moves);
    assert.deepEqual(reviews[0]!.summary, reviews[1]!.summary);
    return;
  }
  assert.fail('no two deals with the same hand for seat 0');
});

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
    assert.ok(m.grade === 'mistake' || m.grade === 'blunder');
    assert.deepEqual(out.value.mistakes, [m]);
    assert.ok(out.value.summary.accuracy! < moveAccuracy(0.1) + 1e-9);
    assert.equal(out.value.result?.ranking[0], 2);
    return;
  }
  assert.fail('no deal with a 9 against a higher card than the lowest');
});
