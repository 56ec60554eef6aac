// `moontable tournament`, spawned as a user would run it (small game counts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli } from './run.ts';
import { availableParallelism } from 'node:os';

const run = (args: string[]) => runCli(['tournament', ...args]);

const mm = ['monkeys-on-the-moon', '--players', '3', '--seed', 'cli'];

test('tournament --json: standings per bot, the same with one thread or two', () => {
  const args = [...mm, '--bots', 'random,heuristic,ismcts:4', '--games', '6', '--json'];
  const one = run([...args, '--threads', '1']);
  assert.equal(one.code, 0, one.err);
  const report = JSON.parse(one.out);
  assert.equal(report.games, 6);
  assert.equal(report.players, 3);
  assert.deepEqual(
    report.standings.map((s: { bot: string }) => s.bot),
    ['random', 'heuristic', 'ismcts:4'],
  );
  for (const s of report.standings) {
    assert.equal(s.seats, 6, 'rotation gives every bot the same number of seats');
    assert.ok(s.winRateCi[0] <= s.winRate && s.winRate <= s.winRateCi[1]);
    for (const key of ['wins', 'meanScore', 'meanScoreCi', 'meanPlace', 'elo', 'meanThinkMs'])
      assert.equal(typeof s[key], 'number', key);
  }
  const wins = report.standings.reduce((sum: number, s: { wins: number }) => sum + s.wins, 0);
  assert.ok(Math.abs(wins - 6) < 1e-9, 'one win per game, shared firsts split');
  const two = JSON.parse(run([...args, '--threads', '2']).out);
  const strip = (r: { standings: Record<string, unknown>[] }) =>
    r.standings.map(({ meanThinkMs: _a, maxThinkMs: _b, ...rest }) => rest);
  assert.deepEqual(strip(two), strip(report));
});

test('tournament prints a table with win rates, intervals and Elo', () => {
  const r = run([...mm, '--bots', 'random,heuristic', '--games', '4']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Monkeys on the Moon, 3 players, 4 games/);
  assert.match(r.out, /bot\s+seats\s+wins\s+win rate\s+95% CI\s+mean score\s+mean place\s+Elo/);
  assert.match(r.out, /^heuristic\s+6\s/m);
  assert.match(r.out, /Fair share of wins: 33.3%/);
  assert.match(
    r.out,
    /Games with a winner: 100.0%; abandoned by a safety stop \(no winner\): 0 of 4/,
  );
});

test('tournament of Chimps on Mars prints the share of games where a chimp landed', () => {
  const args = ['chimps-on-mars', '--players', '3', '--seed', 'cli', '--bots', 'heuristic'];
  const r = run([...args, '--games', '3']);
  assert.equal(r.code, 0, r.err);
  assert.match(
    r.out,
    /Games with a winner: \d+\.\d%; abandoned by a safety stop \(no winner\): \d of 3/,
  );
  const json = JSON.parse(run([...args, '--games', '3', '--json']).out);
  assert.equal(typeof json.abandoned, 'number');
});

test('tournament of Moon solo: one seat a game, each bot against the Rival', () => {
  const r = run([
    'moon',
    '--players',
    '1',
    '--seed',
    'cli',
    '--bots',
    'random,heuristic',
    '--games',
    '2',
  ]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Moon, 1 player, 2 games/);
  assert.match(r.out, /^heuristic\s+1\s/m);
  assert.match(r.out, /Solo: a win is a game won against the game's own opponent/);
});

test('tournament refuses bad bots with a one-line error', () => {
  for (const [bots, pattern] of [
    ['random,genius', /unknown bot "genius"/],
    ['random,random', /names a bot twice/],
  ] as const) {
    const r = run([...mm, '--bots', bots, '--games', '2']);
    assert.equal(r.code, 2, r.err);
    assert.match(r.err, pattern);
  }
});

test('tournament --leaf tunes the IS-MCTS leaf evaluation, named in the report; bad settings are refused', () => {
  const lab = ['monkey-lab', '--players', '2', '--bots', 'ismcts:8,random', '--games', '2'];
  const table = run([...lab, '--leaf', 'winShare=0.5', '--leaf', 'playoutMoves=2']);
  assert.equal(table.code, 0, table.err);
  assert.match(table.out, /seed 1, 1 thread, IS-MCTS leaf winShare=0.5 playoutMoves=2/);
  const json = JSON.parse(run([...lab, '--leaf', 'mode=winner', '--json']).out);
  assert.deepEqual(json.leaf, { mode: 'winner' });
  for (const [args, pattern] of [
    [[...lab, '--leaf', 'depth=3'], /Unknown leaf setting "depth" \(settings: playoutMoves, /],
    [[...lab, '--leaf', 'winShare=1.5'], /winShare takes a number 0-1, not "1.5"/],
    [[...lab, '--leaf', 'untilSeat'], /--leaf takes key=value/],
    [[...mm, '--leaf', 'scale=2'], /Monkeys on the Moon's IS-MCTS plays every playout to the end/],
  ] as const) {
    const r = run([...args]);
    assert.equal(r.code, 2, r.err);
    assert.match(r.err, pattern);
  }
});

test('tournament --threads is capped at the cores, with a note', () => {
  const r = run([...mm, '--bots', 'random,heuristic', '--games', '4', '--threads', '512']);
  assert.equal(r.code, 0, r.err);
  const cores = availableParallelism();
  assert.match(
    r.err,
    new RegExp(`--threads 512 is more than this machine's ${cores} cores; using ${cores}`),
  );
  assert.match(r.out, new RegExp(`, ${cores} threads?\\b`));
});
