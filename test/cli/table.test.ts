// The terminal table's commands through piped input, as a user types them: rules, hint,
// save <file> and play --resume <file>; and the hot-seat hand-over on a real terminal (a
// pseudo-terminal from util-linux `script`), which must wipe the scrollback too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRecord } from '../../src/engine/index.ts';
import { findGame } from '../../src/games/index.ts';
import { runCli } from './run.ts';
import { tempDir } from '../temp.ts';

const dir = tempDir('moontable-table');
const run = runCli;
const lines = (...xs: string[]) => xs.join('\n') + '\n';
const mm2 = ['play', 'monkeys-on-the-moon', '--players', '2', '--seats', 'human,heuristic'];

test('rules prints our summary of the game, in English or German', () => {
  const en = run([...mm2, '--seed', 'r'], lines('rules', 'quit'));
  assert.equal(en.code, 1, en.err);
  assert.match(en.out, /\nGoal\n {2}- Score the most points/);
  assert.match(en.out, /\nA round\n/);
  assert.match(en.out, /\(MM-4\)/);
  const de = run([...mm2, '--seed', 'r', '--lang', 'de'], lines('rules', 'quit'));
  assert.equal(de.code, 1, de.err);
  assert.match(de.out, /\nZiel\n {2}- Die meisten Punkte/);
  assert.match(de.out, /\nEine Runde\n/);
  for (const line of de.out.split('\n').filter((l) => l.startsWith('  - ')))
    assert.ok(line.length <= 80, `wrapped to 80 columns: ${line}`);
});

test('hint shows the coach: the best moves with their chance to win and a reason', () => {
  const r = run([...mm2, '--seed', 'h'], lines('hint', 'quit'));
  assert.equal(r.code, 1, r.err);
  assert.match(r.out, /The coach, from what you see.*:\n/);
  assert.match(
    r.out,
    / {2}1\. Play .+\n {5}win \d+% · expected score \d\.\d\d · \d+ visits {2}play c\d+ \w+\n {5}\S/,
  );
  assert.match(r.out, / {2}3\. /);
  const de = run([...mm2, '--seed', 'h', '--lang', 'de'], lines('hint', 'quit'));
  assert.match(de.out, /Der Coach, aus deiner Sicht.*:\n/);
  assert.match(de.out, /Siegchance \d+\u00a0%/);
});

test('save <file> keeps the game and its seats; play --resume plays on to the end', () => {
  const file = join(dir, 'saved.json');
  const first = run([...mm2, '--seed', 's'], lines('1', '1', 'save ' + file, 'quit'));
  assert.equal(first.code, 1, first.err);
  assert.match(
    first.out,
    new RegExp(`Record saved to ${file} \\(play on with: moontable play --resume`),
  );
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual(saved.seats, ['human', 'heuristic']);
  const parsed = parseRecord(saved, findGame);
  assert.ok(parsed.ok);
  const before = parsed.value.moves.length;
  assert.ok(before >= 2);

  const resumed = run(['play', '--resume', file], lines(...Array.from({ length: 400 }, () => '1')));
  assert.equal(resumed.code, 0, resumed.err);
  assert.match(resumed.out, new RegExp(`Resumed from ${file} after ${before} moves`));
  assert.match(resumed.out, /Player 2 \(Casual bot\)/);
  assert.match(resumed.out, /Final scores/);
  // The finished game went back into the file it came from, and replays.
  const done = JSON.parse(readFileSync(file, 'utf8'));
  assert.ok(done.moves.length > before);
  assert.deepEqual(done.moves.slice(0, before), saved.moves);
  assert.equal(run(['replay', file, '--json']).code, 0);
  // A finished game is not resumed.
  const over = run(['play', '--resume', file]);
  assert.equal(over.code, 2);
  assert.match(over.err, /that game is over/);
});

test('resume takes other seats with --seats; save without a file or to a bad place says so', () => {
  const file = join(dir, 'seats.json');
  assert.equal(run([...mm2, '--seed', 't', '--save', file], lines('1', 'quit')).code, 1);
  const r = run(
    ['play', '--resume', file, '--seats', 'human,human'],
    lines('', 'log', 'save', 'save ' + join(dir, 'no-such-folder', 'x.json'), 'quit'),
  );
  assert.equal(r.code, 1, r.err);
  assert.match(r.out, /Player 1, Player 2\. Seed t\./);
  assert.match(r.out, /Pass to Player 1, then press Enter/);
  assert.match(r.out, /Record saved to .*seats\.json/);
  assert.match(r.out, /Could not save to .*x\.json: ENOENT/);
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')).seats, ['human', 'human']);

  const unnamed = run([...mm2, '--seed', 'u'], lines('save', 'quit'));
  assert.match(unnamed.out, /Give a file to save to: save <file>/);
});

test('play refuses a bad resume with a one-line error and exit code 2', () => {
  const file = join(dir, 'any.json');
  run([...mm2, '--seed', 'v', '--save', file], lines('quit'));
  const cases: [string[], RegExp][] = [
    [['play'], /name a game to play, or --resume <file>/],
    [['play', 'moon', '--resume', file], /is a game of monkeys-on-the-moon, not moon/],
    [['play', '--resume', file, '--players', '3'], /come from the record when resuming/],
    [['play', '--resume', join(dir, 'missing.json')], /cannot read .*missing\.json: ENOENT/],
    [['play', '--resume', file, '--seats', 'human'], /--seats lists 1 seats for 2 players/],
  ];
  for (const [args, pattern] of cases) {
    const r = run(args, '');
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
    assert.match(r.err, pattern);
    assert.equal(r.err.trim().split('\n').length, 1);
  }
});

test('on a terminal, the hot-seat pass screen wipes the screen and the scrollback', () => {
  const command = `${process.execPath} bin/moontable.js play monkeys-on-the-moon --players 2 --seats human,human --seed pty`;
  const r = spawnSync('script', ['-qec', command, '/dev/null'], {
    input: lines('', '1', '', '1', 'quit'),
    encoding: 'utf8',
  });
  assert.equal(r.status, 1, r.stderr);
  const passes = r.stdout.split('Pass to Player').length - 1;
  assert.ok(passes >= 2, 'handed over twice');
  // Screen, then scrollback: every hand-over is preceded by the clearing sequence.
  const parts = r.stdout.split('\x1b[H\x1b[2J\x1b[3J');
  assert.equal(parts.length - 1, passes);
  for (const part of parts.slice(1))
    assert.ok(part.replace(/^\r?\n/, '').startsWith('\x1b[1mPass to Player '), part.slice(0, 40));
});
