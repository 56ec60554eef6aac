// The rating model (src/ratings): OpenSkill Plackett-Luce for 2 to 5 players with ties, the
// provisional mark, abandoned seats placed last, and bots that play at their anchors unchanged.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  anchorFor,
  anchoredBots,
  displayRating,
  isProvisional,
  loadRatingModel,
  NEWCOMER,
  POINTS_PER_MU,
  PROVISIONAL_GAMES,
  rateMatch,
  ratedPlaces,
  winChances,
} from '../../src/ratings/index.ts';
import type { Entrant, PersonRating } from '../../src/ratings/index.ts';
import { GAMES } from '../../src/games/index.ts';

before(loadRatingModel);

const person = (id: string, rating: PersonRating = NEWCOMER): Entrant => ({
  kind: 'person',
  id,
  rating,
});

for (const n of [2, 3, 4, 5])
  test(`${n} newcomers: the winner gains most, the last loses most, in order of place`, () => {
    const entrants = Array.from({ length: n }, (_, i) => person(`p${i}`));
    const places = entrants.map((_, i) => i + 1);
    const changes = rateMatch(entrants, places);
    assert.equal(changes.length, n);
    const mus = changes.map((c) => c.after.mu);
    for (let i = 1; i < n; i++) assert.ok(mus[i - 1]! > mus[i]!, `place ${i} above ${i + 1}`);
    assert.ok(mus[0]! > NEWCOMER.mu && mus[n - 1]! < NEWCOMER.mu);
    for (const c of changes) {
      assert.equal(c.after.games, 1);
      assert.ok(c.after.sigma < NEWCOMER.sigma, 'every game makes the rating surer');
      assert.equal(c.place, c.seat + 1);
    }
  });

test('a tie: equal places move equal ratings equally, between the seats above and below', () => {
  const entrants = ['a', 'b', 'c', 'd'].map((id) => person(id));
  const changes = rateMatch(entrants, [1, 2, 2, 4]);
  const [a, b, c, d] = changes.map((x) => x.after.mu) as [number, number, number, number];
  assert.ok(Math.abs(b - c) < 1e-9, `tied seats: ${b} and ${c}`);
  assert.ok(a > b && c > d);
  // A two-player draw between equals moves neither mean.
  const draw = rateMatch([person('x'), person('y')], [1, 1]);
  for (const x of draw) assert.ok(Math.abs(x.after.mu - NEWCOMER.mu) < 1e-9);
});

test('the seats are read by place, not by seat order', () => {
  const changes = rateMatch([person('a'), person('b'), person('c')], [3, 1, 2]);
  const mu = Object.fromEntries(changes.map((c) => [c.id, c.after.mu]));
  assert.ok(mu.b! > mu.c! && mu.c! > mu.a!);
});

test('provisional until the fifth rated game', () => {
  assert.equal(PROVISIONAL_GAMES, 5);
  let r: PersonRating = NEWCOMER;
  const seen: boolean[] = [];
  for (let g = 0; g < 6; g++) {
    seen.push(isProvisional(r));
    r = rateMatch([person('a', r), person('b')], [1, 2])[0]!.after;
  }
  assert.deepEqual(seen, [true, true, true, true, true, false]);
});

test('abandoning counts as last place: behind every seat that played on, however it stood', () => {
  // Seat 0 led the game's ranking but left; the others keep their order.
  assert.deepEqual(ratedPlaces([1, 2, 3, 4], new Set([0])), [4, 1, 2, 3]);
  // Two who left share the last place.
  assert.deepEqual(ratedPlaces([1, 2, 3, 4], new Set([0, 2])), [3, 1, 3, 2]);
  // Ties among the rest stay ties.
  assert.deepEqual(ratedPlaces([1, 1, 3], new Set([2])), [1, 1, 3]);
  assert.deepEqual(ratedPlaces([2, 1, 1], new Set()), [3, 1, 1]);
  const left = rateMatch(
    [person('leaver'), person('b'), person('c')],
    ratedPlaces([1, 2, 3], new Set([0])),
  );
  const mu = Object.fromEntries(left.map((c) => [c.id, c.after.mu]));
  assert.ok(mu.leaver! < mu.c! && mu.leaver! < NEWCOMER.mu);
});

test('bots play at their anchors and are never in the answer; stronger anchors weigh more', () => {
  const game = 'monkeys-on-the-moon';
  const weak = anchorFor(game, 'random')!;
  const strong = anchorFor(game, 'ismcts:hard')!;
  assert.ok(strong.mu > weak.mu);
  const vsWeak = rateMatch([person('a'), { kind: 'bot', anchor: weak }], [1, 2]);
  const vsStrong = rateMatch([person('a'), { kind: 'bot', anchor: strong }], [1, 2]);
  assert.equal(vsWeak.length, 1);
  assert.equal(vsWeak[0]!.id, 'a');
  assert.ok(vsStrong[0]!.after.mu > vsWeak[0]!.after.mu, 'beating the Expert is worth more');
  // The anchors themselves are data: asking again gives the same numbers.
  assert.deepEqual(anchorFor(game, 'ismcts:hard'), strong);
});

test('every game with two or more seats has an anchor for each bot level; unknown levels none', () => {
  for (const g of GAMES.filter((x) => x.maxPlayers >= 2)) {
    assert.deepEqual(anchoredBots(g.id).sort(), [
      'heuristic',
      'ismcts:hard',
      'ismcts:normal',
      'random',
    ]);
    assert.equal(anchorFor(g.id, 'heuristic')!.mu, NEWCOMER.mu);
  }
  assert.equal(anchorFor('monkeys-on-the-moon', 'ismcts:77'), null);
  assert.equal(anchorFor('no-such-game', 'random'), null);
});

test('the display scale: a newcomer shows 1000; 200 display points is about a 76% duel', () => {
  assert.equal(displayRating(NEWCOMER), 1000);
  const a = { mu: 30, sigma: 0.001 };
  const b = { mu: 30 - 200 / POINTS_PER_MU, sigma: 0.001 };
  assert.equal(displayRating(a) - displayRating(b), 200);
  const [pa] = winChances([a, b]);
  assert.ok(Math.abs(pa! - 0.76) < 0.02, `duel chance ${pa}`);
});

test('bad input to rateMatch is a broken invariant: it throws', () => {
  assert.throws(() => rateMatch([person('a')], [1]));
  assert.throws(() => rateMatch([person('a'), person('b')], [1]));
});
