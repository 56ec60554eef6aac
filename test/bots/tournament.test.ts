// Tournament seating and statistics.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eloRatings, tournamentJobs, tournamentReport, wilson } from '../../src/bots/tournament.ts';
import { playBotGame } from '../../src/bots/match.ts';
import type { BotGameSummary } from '../../src/bots/match.ts';
import { findGame } from '../../src/games/index.ts';

const settings = {
  game: 'monkeys-on-the-moon',
  options: {},
  players: 4,
  bots: ['random', 'heuristic', 'ismcts:normal'],
  games: 6,
  seed: 't',
};

test('seats rotate: every K games each bot sits once in each seat, on one shared deal', () => {
  const jobs = tournamentJobs(settings);
  assert.deepEqual(
    jobs.slice(0, 3).map((j) => j.seats),
    [
      ['random', 'heuristic', 'ismcts:normal', 'random'],
      ['heuristic', 'ismcts:normal', 'random', 'heuristic'],
      ['ismcts:normal', 'random', 'heuristic', 'ismcts:normal'],
    ],
  );
  for (let seat = 0; seat < 4; seat++)
    assert.deepEqual(new Set(jobs.slice(0, 3).map((j) => j.seats[seat])).size, 3);
  assert.equal(new Set(jobs.slice(0, 3).map((j) => j.seed)).size, 1);
  assert.notEqual(jobs[3]!.seed, jobs[0]!.seed);
  // The next block seats the bots in reverse order, so neighbours change sides.
  assert.deepEqual(jobs[3]!.seats, ['ismcts:normal', 'heuristic', 'random', 'ismcts:normal']);
  const two = tournamentJobs({ ...settings, players: 2, games: 6 }).map((j) => j.seats.join(' v '));
  assert.equal(new Set(two).size, 6, 'with 2 seats and 3 bots, all 6 ordered pairings in 6 games');
});

test('Wilson interval: known values', () => {
  const [lo, hi] = wilson(5, 10);
  assert.ok(Math.abs(lo - 0.2366) < 1e-3 && Math.abs(hi - 0.7634) < 1e-3);
  assert.deepEqual(wilson(0, 0), [0, 1]);
  assert.equal(wilson(0, 20)[0], 0);
});

test('Elo: equal records rate equal; a 3-to-1 record is about 190 points apart', () => {
  const even = eloRatings(2, [
    { a: 0, b: 1, scoreA: 1 },
    { a: 0, b: 1, scoreA: 0 },
  ]);
  assert.ok(Math.abs(even[0]! - even[1]!) < 1e-6);
  const pairs = [];
  for (let i = 0; i < 300; i++) pairs.push({ a: 0, b: 1, scoreA: i % 4 === 0 ? 0 : 1 });
  const [a, b] = eloRatings(2, pairs);
  assert.ok(Math.abs(a! - b! - 191) < 5, `${a} - ${b}`);
  assert.ok(Math.abs((a! + b!) / 2 - 1500) < 1e-6);
});

test('report: wins per seat played, a shared first place split, pairings only across bots', () => {
  const jobs = tournamentJobs({ ...settings, games: 3 });
  const summary = (ranking: number[]): BotGameSummary => ({
    scores: ranking.map((r) => 10 - r),
    ranking,
    abandoned: false,
    moves: 100,
    decisions: [1, 1, 1, 1],
    thinkMs: [2, 2, 2, 2],
    maxThinkMs: [2, 2, 2, 2],
  });
  const report = tournamentReport({ ...settings, games: 3 }, jobs, [
    summary([1, 2, 3, 4]), // random first
    summary([1, 1, 3, 4]), // heuristic and ismcts share first
    summary([2, 1, 3, 4]), // random first
  ]);
  const [random, heuristic, ismcts] = report.standings;
  assert.equal(random!.seats + heuristic!.seats + ismcts!.seats, 12);
  assert.equal(random!.wins, 2);
  assert.equal(heuristic!.wins, 0.5);
  assert.equal(ismcts!.wins, 0.5);
  assert.equal(report.fairShare, 0.25);
  assert.ok(random!.elo > heuristic!.elo);
});

test('a job with leaf settings plays IS-MCTS with them; a bad setting fails the job', () => {
  const job = {
    game: 'monkey-lab',
    options: {},
    players: 2,
    seats: ['ismcts:30', 'heuristic'],
    seed: 'a',
    botSeed: 'a',
  };
  const own = playBotGame(job, findGame);
  assert.deepEqual(playBotGame(job, findGame), own, 'repeatable');
  // Scoring right after the tree walk, with no playout moves, plays another game.
  const tuned = playBotGame({ ...job, leaf: { playoutMoves: '0' } }, findGame);
  assert.notEqual(tuned.moves, own.moves);
  assert.deepEqual(playBotGame({ ...job, leaf: { playoutMoves: '0' } }, findGame), tuned);
  assert.throws(
    () => playBotGame({ ...job, leaf: { policyDepth: '-1' } }, findGame),
    /Leaf setting policyDepth takes a whole number 0-1000, not "-1"/,
  );
});
