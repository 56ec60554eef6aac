// The real `moontable` command, spawned as a user would run it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli } from './run.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../temp.ts';

const dir = tempDir('moontable-cli');
const run = runCli;

test('games --json lists Monkeys on the Moon with its player counts and options', () => {
  const r = run(['games', '--json']);
  assert.equal(r.code, 0);
  const games = JSON.parse(r.out);
  const mm = games.find((g: { id: string }) => g.id === 'monkeys-on-the-moon');
  assert.equal(mm.minPlayers, 2);
  assert.equal(mm.maxPlayers, 4);
  assert.deepEqual(mm.options.map((o: { key: string }) => o.key).sort(), [
    'maximumScorn',
    'treachery',
  ]);
});

test('simulate --json prints one object with the documented fields', () => {
  const r = run([
    'simulate',
    'monkeys-on-the-moon',
    '--players',
    '3',
    '--games',
    '40',
    '--seed',
    '9',
    '--json',
    '--option',
    'treachery=true',
  ]);
  assert.equal(r.code, 0, r.err);
  const s = JSON.parse(r.out);
  for (const key of [
    'game',
    'players',
    'games',
    'moves',
    'seconds',
    'gamesPerSecond',
    'movesPerSecond',
    'meanMoves',
    'winsBySeat',
    'meanScoreBySeat',
  ]) {
    assert.ok(key in s, `missing ${key}`);
  }
  assert.equal(s.games, 40);
  assert.equal(s.players, 3);
  assert.equal(s.winsBySeat.length, 3);
  assert.ok(s.winsBySeat.reduce((a: number, b: number) => a + b, 0) >= 40);
  // The same seed gives the same games.
  assert.deepEqual(
    JSON.parse(
      run([
        'simulate',
        'monkeys-on-the-moon',
        '--players',
        '3',
        '--games',
        '40',
        '--seed',
        '9',
        '--json',
        '--option',
        'treachery=true',
      ]).out,
    ).meanScoreBySeat,
    s.meanScoreBySeat,
  );
});

test('record writes a record that replay accepts; bad records are refused with the first bad move', () => {
  const file = join(dir, 'game.json');
  const rec = run([
    'record',
    'monkeys-on-the-moon',
    '--players',
    '4',
    '--seed',
    'cli',
    '--out',
    file,
  ]);
  assert.equal(rec.code, 0, rec.err);
  const ok = run(['replay', file, '--json']);
  assert.equal(ok.code, 0);
  const good = JSON.parse(ok.out);
  assert.equal(good.ok, true);
  assert.equal(good.result.ranking.length, 4);
  const text = run(['replay', file]);
  assert.equal(text.code, 0);
  assert.match(text.out, /Final scores/);
  assert.match(text.out, /Final tribe order/);

  const record = JSON.parse(readFileSync(file, 'utf8'));
  const truncated = join(dir, 'truncated.json');
  writeFileSync(truncated, JSON.stringify(record).slice(0, 200));
  const t = run(['replay', truncated, '--json']);
  assert.notEqual(t.code, 0);
  assert.deepEqual(JSON.parse(t.out).error.code, 'bad-record');

  const illegal = join(dir, 'illegal.json');
  record.moves[5] = { seat: record.moves[5].seat, move: 'bid red:9' };
  writeFileSync(illegal, JSON.stringify(record));
  const i = run(['replay', illegal, '--json']);
  assert.notEqual(i.code, 0);
  const err = JSON.parse(i.out).error;
  assert.equal(err.moveIndex, 5);
  assert.ok(err.rule?.startsWith('MM-'));
  assert.ok(err.words?.de && err.words.de !== err.message, 'the refusal in German as well');
  const words = run(['replay', illegal]);
  assert.notEqual(words.code, 0);
  assert.match(words.err, /move 5 .* is refused: \[MM-\d+\]/);

  const short = join(dir, 'short.json');
  writeFileSync(short, JSON.stringify({ ...record, moves: record.moves.slice(0, 5) }));
  const u = JSON.parse(run(['replay', short, '--json']).out).error;
  assert.deepEqual([u.code, u.moveIndex], ['unfinished', 5]);
  assert.match(u.words.de, /endet vor dem Spiel/);
  assert.match(run(['replay', short, '--lang', 'de']).err, /endet vor dem Spiel\. \(5 Züge\)/);
});

test('a bot-only game plays to the score table', () => {
  const r = run([
    'play',
    'monkeys-on-the-moon',
    '--players',
    '4',
    '--seats',
    'bot,bot,bot,bot',
    '--seed',
    'bots',
  ]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Final scores/);
  assert.match(r.out, /Player 4 \(Beginner bot\)/);
});

test('a human at the terminal gets rule errors and the game goes on to the end', () => {
  const file = join(dir, 'human.json');
  const input = [
    'dance',
    'select m1',
    '77',
    'help',
    ...Array.from({ length: 600 }, () => '1'),
  ].join('\n');
  const r = run(
    [
      'play',
      'monkeys-on-the-moon',
      '--players',
      '2',
      '--seats',
      'human,bot',
      '--seed',
      'h',
      '--save',
      file,
    ],
    input,
  );
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Cannot read the move "dance"/);
  assert.match(r.out, /Not allowed: \[MM-4\]/);
  assert.match(r.out, /There is no move 77/);
  assert.match(r.out, /Final scores/);
  assert.match(r.out, /Your hand:/);
  assert.equal(run(['replay', file, '--json']).code, 0, 'the saved record replays');
});

test('input that ends early stops the game cleanly with a non-zero exit', () => {
  const r = run(
    ['play', 'monkeys-on-the-moon', '--players', '2', '--seats', 'human,bot', '--seed', 'h'],
    '1\n',
  );
  assert.equal(r.code, 1);
  assert.match(r.out, /Input ended before the game did/);
});

test('hot-seat hands the screen over between humans', () => {
  const input = Array.from({ length: 1200 }, () => '1').join('\n');
  const r = run(
    ['play', 'monkeys-on-the-moon', '--players', '2', '--seats', 'human,human', '--seed', 'hot'],
    input,
  );
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Pass to Player 1/);
  assert.match(r.out, /Pass to Player 2/);
  // After each hand-over, only the player it was handed to is asked to move (and sees a hand).
  const parts = r.out.split(/Pass to Player (\d)/);
  for (let i = 1; i < parts.length; i += 2) {
    const movers = new Set([...parts[i + 1]!.matchAll(/Player (\d), your move/g)].map((m) => m[1]));
    assert.deepEqual([...movers], [parts[i]]);
  }
});

test('bad usage gets a one-line error and exit code 2', () => {
  const cases: [string[], RegExp][] = [
    [['play', 'chess'], /unknown game "chess" \(games: monkeys-on-the-moon/],
    [['simulate', 'monkeys-on-the-moon', '--players', '7'], /takes 2 to 4 players/],
    [['simulate', 'monkeys-on-the-moon', '--games', 'many'], /--games must be a whole number/],
    [['simulate', 'monkeys-on-the-moon', '--option', 'treachery=maybe'], /must be true or false/],
    [['simulate', 'monkeys-on-the-moon', '--option', 'colour=red'], /Unknown option "colour"/],
    [
      ['play', 'monkeys-on-the-moon', '--players', '2', '--seats', 'human,genius'],
      /a seat is "human" or "bot/,
    ],
    [['play', 'monkeys-on-the-moon', '--players', '2', '--bot', 'genius'], /unknown bot "genius"/],
    [['replay', join(dir, 'missing.json')], /cannot read .*missing.json: ENOENT/],
  ];
  for (const [args, pattern] of cases) {
    const r = run(args);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
    assert.match(r.err, pattern);
    assert.doesNotMatch(r.err, /\n\s+at /, 'no stack trace');
  }
});

test('record --out into a missing folder: one line and exit 2', () => {
  const r = run([
    'record',
    'monkeys-on-the-moon',
    '--out',
    join(dir, 'no', 'such', 'folder', 'r.json'),
  ]);
  assert.equal(r.code, 2);
  assert.match(r.err, /^moontable: cannot write .*r\.json: the folder .* does not exist\n$/);
});

test('--version prints the package version; an unknown command is exit 2 even with --help', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const v = run(['--version']);
  assert.equal(v.code, 0, v.err);
  assert.equal(v.out.trim(), pkg.version);
  const bad = run(['nosuch', '--help']);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /unknown command 'nosuch'/);
});
