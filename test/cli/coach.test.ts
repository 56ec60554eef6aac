// `moontable coach`, spawned as a user would run it: advice at a point of a record, the review of
// a seat's game, as text and JSON, and one-line errors (exit 2) for every kind of bad input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRecord, replay } from '../../src/engine/index.ts';
import { findGame } from '../../src/games/index.ts';
import { runCli } from './run.ts';
import { tempDir } from '../temp.ts';

const dir = tempDir('moontable-coach');
const run = runCli;

/** A golden game's record as a plain record file. */
function goldenFile(name: string): string {
  const { record } = JSON.parse(readFileSync(`test/golden/${name}.json`, 'utf8'));
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(record));
  return file;
}

const mm = goldenFile('monkeys-on-the-moon-3p-default');
const mmRecord = (() => {
  const parsed = parseRecord(readFileSync(mm, 'utf8'), findGame);
  assert.ok(parsed.ok);
  return parsed.value;
})();
/** The first position after which `seat` is to move with a choice of moves. */
const firstChoice = (seat: number): number => {
  const game = findGame(mmRecord.game)!;
  for (let at = 0; at < mmRecord.moves.length; at++) {
    const out = replay(game, { ...mmRecord, moves: mmRecord.moves.slice(0, at) });
    assert.ok(out.ok);
    if (game.toAct(out.state).includes(seat) && game.legalMoves(out.state, seat).length > 2)
      return at;
  }
  throw new Error('no choice');
};

test('coach --json: the best moves at a point of the record, legal there, repeatable', () => {
  const at = firstChoice(1);
  const args = ['coach', mm, '--seat', '1', '--at', String(at), '--json', '--iterations', '150'];
  const r = run(args);
  assert.equal(r.code, 0, r.err);
  const advice = JSON.parse(r.out);
  assert.equal(advice.game, 'monkeys-on-the-moon');
  assert.equal(advice.seat, 1);
  assert.equal(advice.at, at);
  assert.equal(advice.iterations, 150);
  assert.equal(advice.moves.length, 3);
  const game = findGame('monkeys-on-the-moon')!;
  const state = replay(game, { ...mmRecord, moves: mmRecord.moves.slice(0, at) });
  assert.ok(state.ok);
  const legal = game.legalMoves(state.state, 1).map((m) => game.encodeMove(m));
  assert.equal(advice.legal, legal.length);
  for (const m of advice.moves) {
    assert.ok(legal.includes(m.move), m.move);
    assert.ok(m.winChance >= 0 && m.winChance <= 1);
    assert.equal(typeof m.label, 'string');
    assert.equal(typeof m.reason, 'string');
  }
  assert.deepEqual(JSON.parse(run(args).out), advice, 'the same seed gives the same advice');
});

test('coach prints the advice as text, in German with --lang de', () => {
  const at = firstChoice(0);
  const r = run(['coach', mm, '--seat', '0', '--at', String(at), '--iterations', '80']);
  assert.equal(r.code, 0, r.err);
  assert.match(
    r.out,
    /Monkeys on the Moon, 3 players, after move \d+ of \d+: Player 1 \(seat 0\) to move/,
  );
  assert.match(r.out, /^ {2}1\. .+\n {5}win \d+% · expected score 0\.\d\d · \d+ visits {2}\S+/m);
  const de = run([
    'coach',
    mm,
    '--seat',
    '0',
    '--at',
    String(at),
    '--iterations',
    '80',
    '--lang',
    'de',
  ]);
  assert.equal(de.code, 0, de.err);
  assert.match(de.out, /Siegchance \d+\u00a0% · erwartete Wertung 0,\d\d/);
});

test('coach --review: the chance after each move of the seat, and its mistakes', () => {
  const r = run(['coach', mm, '--seat', '2', '--review', '--iterations', '40', '--json']);
  assert.equal(r.code, 0, r.err);
  const review = JSON.parse(r.out);
  assert.equal(review.seat, 2);
  assert.equal(review.finished, true);
  assert.equal(review.threshold, 0.1);
  assert.deepEqual(review.grades, { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 });
  assert.ok(review.summary.accuracy >= 0 && review.summary.accuracy <= 100);
  assert.equal(review.moves.length, mmRecord.moves.filter((m) => m.seat === 2).length);
  for (const m of review.moves) assert.ok(m.chance >= 0 && m.chance <= 1 && m.loss >= 0);
  assert.deepEqual(
    review.mistakes.map((m: { index: number }) => m.index),
    review.moves
      .filter((m: { loss: number }) => m.loss >= 0.1)
      .map((m: { index: number }) => m.index),
  );
  const text = run([
    'coach',
    mm,
    '--seat',
    '2',
    '--review',
    '--iterations',
    '40',
    '--threshold',
    '5',
  ]);
  assert.equal(text.code, 0, text.err);
  assert.match(text.out, /Review of Player 3 \(seat 2\): Monkeys on the Moon, 3 players/);
  assert.match(text.out, /Result: \d(st|nd|rd) place with -?\d+ points\./);
  assert.match(text.out, /Chance to win after each move:\n {2}[▁▂▃▄▅▆▇█]+\n/);
  // --threshold 5 sets the mistake's; the inaccuracy's and the blunder's follow (half, double).
  assert.match(
    text.out,
    /Accuracy \d+%: \d+ inaccuracies \(\?!\), \d+ mistakes \(\?\), \d+ blunders/,
  );
  assert.match(text.out, /cost 3, 5 or 10 points/);
  assert.match(
    text.out,
    /(Mistakes \(moves that cost 5 points|No mistakes: no move cost 5 points)/,
  );
});

test('coach refuses bad input with a one-line error and exit code 2', () => {
  const illegal = join(dir, 'illegal.json');
  writeFileSync(
    illegal,
    JSON.stringify({
      ...mmRecord,
      moves: [...mmRecord.moves.slice(0, 3), { seat: 0, move: 'pass' }],
    }),
  );
  const notJson = join(dir, 'broken.json');
  writeFileSync(notJson, '{"format": "moontable-record/1", "game":');
  const cases: [string[], RegExp][] = [
    [['coach', mm], /--seat <n> is required/],
    [['coach', mm, '--seat', '3'], /--seat 3 is not at this table: seats are 0 to 2/],
    [['coach', mm, '--seat', 'one'], /--seat must be a whole number/],
    [['coach', mm, '--seat', '0'], /the game is over after move \d+/],
    [['coach', mm, '--seat', '0', '--at', '99999'], /--at 99999 is past the end of the record/],
    [['coach', mm, '--seat', '1', '--at', '0'], /after move 0 seat 1 is not to move \(seat 0 is\)/],
    [
      ['coach', mm, '--seat', '0', '--at', '0', '--level', 'genius'],
      /--level must be one of easy, normal, hard/,
    ],
    [
      ['coach', mm, '--seat', '0', '--level', 'easy', '--iterations', '5'],
      /--level or --iterations, not both/,
    ],
    [['coach', mm, '--seat', '0', '--review', '--at', '4'], /--review takes the whole game/],
    [
      ['coach', mm, '--seat', '0', '--review', '--threshold', '200'],
      /--threshold is in points of 100/,
    ],
    [['coach', join(dir, 'missing.json'), '--seat', '0'], /cannot read .*missing\.json: ENOENT/],
    [['coach', notJson, '--seat', '0'], /is not a valid record: The record is not valid JSON/],
    [['coach', illegal, '--seat', '0', '--at', '4'], /move 3 is refused: \[MM-\d+\]/],
    [['coach', illegal, '--seat', '0', '--review'], /does not replay at move 3/],
    [['coach', mm, '--seat', '0', '--at', '0', '--lang', 'fr'], /--lang must be one of en, de/],
  ];
  for (const [args, pattern] of cases) {
    const r = run(args);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
    assert.match(r.err, pattern, args.join(' '));
    assert.equal(r.err.trim().split('\n').length, 1, `one line: ${r.err}`);
    assert.equal(r.out, '');
  }
});
