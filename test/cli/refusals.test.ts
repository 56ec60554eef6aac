// Refusals in the terminal in the reader's language (issue 16): under --lang de a refused move
// prints its German words with the ruling id and code; without it, the English as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from './run.ts';
import { tempDir } from '../temp.ts';

const dir = tempDir('moontable-cli-refusals');
// MM-4: a bid where a civilization card must be played.
const GERMAN =
  '[MM-4] Es ist ein Zivilisationszug: Spiele eine Zivilisationskarte. (civilization-turn)';
const ENGLISH = '[MM-4] It is a civilization turn: play a civilization card. (civilization-turn)';

/** A seeded Monkeys on the Moon record whose second move is a bid in a civilization turn. */
function badRecord(): string {
  const file = join(dir, 'game.json');
  const rec = runCli([
    'record',
    'monkeys-on-the-moon',
    '--players',
    '2',
    '--seed',
    'de',
    '--out',
    file,
  ]);
  assert.equal(rec.code, 0, rec.err);
  const record = JSON.parse(readFileSync(file, 'utf8')) as {
    moves: { seat: number; move: string }[];
  };
  const bad = join(dir, 'bad.json');
  const second = record.moves[1]!;
  writeFileSync(
    bad,
    JSON.stringify({
      ...record,
      moves: [record.moves[0], { ...second, move: 'bid purple:1,brown:1' }],
    }),
  );
  return bad;
}

test('replay --lang de names the refused move in German with its ruling; without it, in English', () => {
  const file = badRecord();
  const de = runCli(['replay', file, '--lang', 'de']);
  assert.equal(de.code, 1, de.err);
  assert.match(de.err, /Zug 1 \(Platz 1: "bid purple:1,brown:1"\) wird abgelehnt/);
  assert.ok(de.err.includes(GERMAN), de.err);
  assert.doesNotMatch(de.err, /civilization turn/);
  const en = runCli(['replay', file]);
  assert.equal(en.code, 1, en.err);
  assert.ok(en.err.includes(ENGLISH), en.err);
  assert.match(en.err, /move 1 \(seat 1: "bid purple:1,brown:1"\) is refused/);
});

test('coach --lang de names the refused move of a record in German with its ruling', () => {
  const file = badRecord();
  const at = runCli(['coach', file, '--seat', '0', '--at', '2', '--lang', 'de']);
  assert.equal(at.code, 2, at.err);
  assert.ok(at.err.includes(`Zug 1 wird abgelehnt: ${GERMAN}`), at.err);
  const review = runCli(['coach', file, '--seat', '0', '--review', '--lang', 'de']);
  assert.equal(review.code, 2, review.err);
  assert.ok(
    review.err.includes(
      '[MM-4] Die Aufzeichnung lässt sich bei Zug 1 nicht nachspielen: Es ist ein Zivilisationszug',
    ),
    review.err,
  );
});

// The prompt of `play` prints refusals through formatRuleError in the table's language.
test('play --lang de: a typed illegal move prints its German with the ruling id', () => {
  const r = runCli(
    [
      'play',
      'monkeys-on-the-moon',
      '--players',
      '2',
      '--seats',
      'human,bot',
      '--seed',
      'de',
      '--lang',
      'de',
    ],
    'bid purple:1,brown:1\nquit\n',
  );
  assert.ok(r.out.includes(GERMAN), r.out);
  assert.doesNotMatch(r.out, /It is a civilization turn/);
});

test('a file that is no record: replay, coach and play --resume say why in German under --lang de', () => {
  const notJson = join(dir, 'cut.json');
  writeFileSync(notJson, '{"format": "moontable-record');
  const replayDe = runCli(['replay', notJson, '--lang', 'de']);
  assert.equal(replayDe.code, 1, replayDe.err);
  assert.match(
    replayDe.err,
    /cut\.json ist keine gültige Aufzeichnung: .*abgeschnitten\. \(bad-record\)/,
  );
  const json = JSON.parse(runCli(['replay', notJson, '--json']).out).error;
  assert.equal(json.code, 'bad-record');
  assert.match(json.words.de, /kein gültiges JSON/);
  const noMoves = join(dir, 'no-moves.json');
  const record = JSON.parse(readFileSync(badRecord(), 'utf8')) as Record<string, unknown>;
  writeFileSync(noMoves, JSON.stringify({ ...record, moves: 'none' }));
  const coach = runCli(['coach', noMoves, '--seat', '0', '--lang', 'de']);
  assert.equal(coach.code, 2, coach.err);
  assert.match(coach.err, /ist keine gültige Aufzeichnung: "moves" muss eine Liste sein/);
  const resume = runCli(['play', '--resume', noMoves, '--lang', 'de']);
  assert.equal(resume.code, 2, resume.err);
  assert.match(resume.err, /ist keine gültige Aufzeichnung/);
  const en = runCli(['replay', noMoves]);
  assert.match(en.err, /is not a valid record: "moves" must be an array\. \(bad-record\)/);
});
