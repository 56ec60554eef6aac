// `--lang de` on play and replay: move labels and log lines in German; English stays the default.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli } from './run.ts';
import { join } from 'node:path';
import { tempDir } from '../temp.ts';

const dir = tempDir('moontable-cli-lang');
const run = runCli;

test('replay --lang de prints the log in German; without it, in English', () => {
  const file = join(dir, 'game.json');
  const rec = run([
    'record',
    'monkeys-on-the-moon',
    '--players',
    '3',
    '--seed',
    'de',
    '--out',
    file,
  ]);
  assert.equal(rec.code, 0, rec.err);
  const de = run(['replay', file, '--lang', 'de']);
  assert.equal(de.code, 0, de.err);
  assert.match(de.out, /Spieler 2 hat eine Zivilisationskarte gezogen\./);
  assert.match(de.out, /Das Spiel ist vorbei\./);
  assert.doesNotMatch(de.out, /Player \d (drew|played|bid|passed)/);
  const en = run(['replay', file]);
  assert.equal(en.code, 0, en.err);
  assert.match(en.out, /Player 2 drew a civilization card\./);
  assert.doesNotMatch(en.out, /Spieler/);
});

test('play --lang de lists the moves and the log in German', () => {
  const input = Array.from({ length: 600 }, () => '1').join('\n');
  const r = run(
    [
      'play',
      'chimps-on-mars',
      '--players',
      '3',
      '--seats',
      'human,bot,bot',
      '--seed',
      'de',
      '--lang',
      'de',
    ],
    input,
  );
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Eine Karte ziehen/);
  assert.match(r.out, /Du hast .* gezogen\./);
  assert.match(r.out, /Spieler 2 hat eine Karte gezogen\./);
  assert.doesNotMatch(r.out, /Draw a card|You drew/);
  // The table's own words: seat names, bot levels, the prompt, the results.
  assert.match(
    r.out,
    /Spieler 1 \(du\), Spieler 2 \(Bot: Einsteiger\), Spieler 3 \(Bot: Einsteiger\)\./,
  );
  assert.match(r.out, /Spieler 1 \(du\), dein Zug:/);
  assert.match(r.out, /Endstand/);
  assert.doesNotMatch(r.out, /\(you\)|your move|Player \d|random bot|Seed |Final scores/);
});

test('play --lang de: the help, a move number out of range and the end of input in German', () => {
  const r = run(
    ['play', 'moon', '--players', '2', '--seats', 'human,random', '--seed', 'x', '--lang', 'de'],
    'help\n999\n',
  );
  assert.equal(r.code, 1, r.err);
  assert.match(r.out, /Weitere Befehle: board/);
  assert.match(r.out, /Es gibt keinen Zug 999: wähle 1 bis \d+\./);
  assert.match(r.out, /Die Eingabe endete vor der Partie\./);
  assert.match(r.out, /Spieler 2 \(Bot: Einsteiger\)/);
  assert.doesNotMatch(r.out, /Other commands|There is no move|Input ended/);
});

test('an unknown --lang is a usage error', () => {
  for (const args of [
    ['replay', join(dir, 'game.json'), '--lang', 'fr'],
    ['play', 'moon', '--lang', 'EN'],
  ]) {
    const r = run(args);
    assert.equal(r.code, 2, r.err);
    assert.match(r.err, /--lang must be one of en, de/);
  }
});
