// The coach's worker-side code (web/src/coach/work.ts) in Node: given the view and the legal
// moves as the table holds them (JSON, moves in notation), it gives the same advice as the
// library's `advise` for the same seed, in every game; and the review it sends the page is the
// library's `reviewRecord` for every seat, with each seat's share of first place at the end.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { advise, anyViewGame, reviewRecord, seededGame } from '../../src/bots/index.ts';
import type { AnyGame } from '../../src/engine/index.ts';
import { GAMES } from '../../src/games/index.ts';
import { hintFor, REVIEW_BUDGET_MS, REVIEW_DEPTHS, reviewFor } from '../../web/src/coach/work.ts';

/** A seeded game between heuristic bots, stopped after `upTo` moves (or at its end). */
function played(game: AnyGame, players: number, upTo: number) {
  return seededGame(game, players, `coach-work/${game.id}`, () => 'heuristic', upTo);
}

for (const game of GAMES) {
  test(`${game.id}: the worker's hint is advise's, from the view as the page holds it`, () => {
    const players = Math.max(game.minPlayers, 3);
    const { state } = played(game, players, 9);
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    // What the page has: the view and the legal moves after a trip through JSON.
    const view = JSON.parse(JSON.stringify(game.view(state, seat))) as unknown;
    const hint = hintFor({
      kind: 'hint',
      game: game.id,
      seat,
      view,
      legal: legal.map((m) => game.encodeMove(m)),
      seed: 'hint/9',
      lang: 'de',
      iterations: 150,
    });
    const library = advise(anyViewGame(game), game.view(state, seat), legal, seat, {
      seed: 'hint/9',
      lang: 'de',
      iterations: 150,
    });
    assert.ok(hint.moves.length >= 1 && hint.moves.length <= 3);
    assert.deepEqual(
      hint.moves,
      library.moves.map((m) => ({
        move: m.text,
        winChance: m.winChance,
        expectedScore: m.expectedScore,
        visits: m.visits,
        reason: m.reason,
      })),
    );
    assert.equal(hint.iterations, library.iterations);
  });
}

test('the worker refuses a move the game does not know, and an unknown game', () => {
  assert.throws(
    () =>
      hintFor({ kind: 'hint', game: 'chess', seat: 0, view: {}, legal: [], seed: 's', lang: 'en' }),
    /no game "chess"/,
  );
  const game = GAMES[0]!;
  const { state } = played(game, game.minPlayers, 0);
  assert.throws(() =>
    hintFor({
      kind: 'hint',
      game: game.id,
      seat: 0,
      view: game.view(state, 0),
      legal: ['fly to the moon'],
      seed: 's',
      lang: 'en',
    }),
  );
});

test("the review the page gets is reviewRecord's for every seat, ending at the result", () => {
  const game = GAMES.find((g) => g.id === 'monkeys-on-the-moon')!;
  const { record } = played(game, 2, Infinity);
  const progress: number[] = [];
  const review = reviewFor(
    { kind: 'review', record, lang: 'en', iterations: 20 },
    (done, total) => {
      assert.equal(total, record.moves.length);
      progress.push(done);
    },
  );
  assert.equal(review.moves, record.moves.length);
  assert.equal(review.points.length, record.moves.length);
  assert.deepEqual(
    progress,
    [...progress].sort((a, b) => a - b),
  );
  assert.equal(progress.at(-1), record.moves.length);
  for (const seat of [0, 1]) {
    const library = reviewRecord(game, record, seat, { seed: 'review', iterations: 20 });
    assert.ok(library.ok);
    const mine = review.points.filter((p) => p.seat === seat);
    assert.deepEqual(
      mine.map((p) => [p.index, p.chance, p.grade, p.mistake]),
      library.value.moves.map((m) => [m.index, m.chance, m.grade, m.mistake]),
    );
    assert.deepEqual(review.summaries[seat], library.value.summary);
  }
  const final = review.final!;
  assert.equal(final.length, 2);
  assert.equal(
    final.reduce((a, b) => a + b, 0),
    1,
  );
});

test('a long game with a time cap keeps to the whole review budget on its own clock', () => {
  // Monkeys on the Moon at four players: 267 moves, many forced. Each search's cut once had a
  // floor of 20 ms, so a game this long took about twice the budget (issue 31). The clock is
  // the review's own, two milliseconds a reading: the same every run, whatever the machine.
  const game = GAMES.find((g) => g.id === 'monkeys-on-the-moon')!;
  const { record } = played(game, 4, Infinity);
  assert.ok(record.moves.length > 200);
  let t = 0;
  const now = () => (t += 2);
  const review = reviewFor(
    { kind: 'review', record, lang: 'en', ...REVIEW_DEPTHS.normal },
    () => undefined,
    now,
  );
  assert.equal(review.points.length, record.moves.length);
  // Within 15% over: a search reads the clock every 4th iteration and stops only then, which
  // this coarse clock makes costly (a fixed share of the budget per move took 7.3 s of it here).
  assert.ok(t <= REVIEW_BUDGET_MS * 1.15, `the review took ${t} ms of its clock`);
  // Every decision was still searched: each point has a chance from the search.
  assert.ok(review.points.every((p) => p.chance >= 0 && p.chance <= 1));
});
