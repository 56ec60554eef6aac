// The end: final launches, the tribes' final order, titles and score (MM-9 .. MM-12, Maximum Scorn).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { awardTitles } from '../../../src/games/monkeys-on-the-moon/ending.ts';
import type { MMState } from '../../../src/games/monkeys-on-the-moon/index.ts';
import { T, game, id, monkey, playAll, setShip, ship, table } from './helpers.ts';

/** Makes the next bid turn the game's last: no cards anywhere, seat 0 bids last in the round. */
function lastBidTurn(s: MMState): void {
  s.civBoxed.push(...s.civDeck.splice(0), ...s.hands.flatMap((h) => h.splice(0)));
  Object.assign(s, {
    phase: 'select',
    moonstone: 1,
    turnIndex: s.players - 1,
    pending: [],
    resume: null,
    auction: null,
  });
}

/** Ends the game: seat 0 selects the first pool monkey and everyone passes. */
function finish(s: MMState): MMState {
  lastBidTurn(s);
  const passes: [number, string][] = Array.from({ length: s.players }, (_, i) => [i, 'pass']);
  const end = playAll(s, [[0, `select ${id.m(s.monkeyPool[0]!)}`], ...passes]);
  assert.equal(end.phase, 'over');
  assert.deepEqual(game.toAct(end), []);
  return end;
}

const launch = (s: MMState, seat: number, names: string[]) => {
  for (const name of names) {
    const m = monkey(name);
    s.monkeyDeck.splice(s.monkeyDeck.indexOf(m), 1);
    s.launchedMonkeys[seat]!.push(m);
  }
};

test('MM-11: tied Leaders split Leader + Undersecretary VP, rounded down, with no Undersecretary (rulebook example)', () => {
  // Two players at 9 status for the 1st-place tribe split 7 + 4 = 11: 5 each.
  assert.deepEqual(awardTitles([9, 9, 4, 0], 1, 4), {
    vp: [5, 5, 0, 0],
    leaders: [0, 1],
    undersecretaries: [],
  });
});

test('MM-11: three tied Undersecretaries split its VP, rounded down (rulebook example)', () => {
  // One Leader takes 7; three players at 4 status split 4: 1 each, 1 point unawarded.
  assert.deepEqual(awardTitles([10, 4, 4, 4], 1, 4), {
    vp: [7, 1, 1, 1],
    leaders: [0],
    undersecretaries: [1, 2, 3],
  });
});

test('MM-11: ties at 0 status count; the VP table follows the finish place', () => {
  assert.deepEqual(awardTitles([5, 0, 0], 2, 3), {
    vp: [6, 1, 1],
    leaders: [0],
    undersecretaries: [1, 2],
  });
  assert.deepEqual(awardTitles([0, 0, 0], 1, 3).vp, [3, 3, 3], 'all tied for Leader: 11 / 3');
  assert.deepEqual(awardTitles([3, 2, 1], 6, 3).vp, [2, 0, 0], '6th place: 2 / 0');
});

test('MM-11: with two players only the Leader scores, and a tie scores nothing', () => {
  assert.deepEqual(awardTitles([8, 5], 1, 2).vp, [7, 0]);
  assert.deepEqual(awardTitles([4, 4], 1, 2).vp, [0, 0]);
});

test('MM-10: ships still held launch unfilled: monkeys score, the ship does not, no coin, scorn returned', () => {
  let s = table(3);
  setShip(s, 0, ship('red', 4), [monkey('Coco'), monkey('Bingo')]);
  setShip(s, 1, ship('blue', 3), []);
  s.scorn[T('red')] = 0;
  s.scorn[T('blue')] = 1;
  const redCoins = s.coins[0]![T('red')];
  s = finish(s);
  assert.deepEqual(s.launchedMonkeys[0], [monkey('Coco'), monkey('Bingo')]);
  assert.deepEqual(s.launchedShips[0], []);
  assert.equal(s.coins[0]![T('red')], redCoins, 'no bonus coin at the end');
  assert.equal(s.scorn[T('red')], -1, 'but the scorn of its colour is returned');
  assert.equal(s.scorn[T('blue')], -1, 'even by an empty ship');
  assert.ok(s.shipDiscard.includes(ship('red', 4)));
});

test('MM-9: the holding area launches at the end as an unfilled ship', () => {
  let s = table(2);
  s.holding[1]!.push(monkey('Kiwi'));
  s.monkeyDeck.splice(s.monkeyDeck.indexOf(monkey('Kiwi')), 1);
  s = finish(s);
  assert.ok(s.launchedMonkeys[1]!.includes(monkey('Kiwi')));
  assert.deepEqual(s.holding[1], []);
});

test('MM-10: unfinished stones rank by position; ties are drawn by the seeded generator, Start included', () => {
  const orders = new Set<string>();
  for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
    let s = table(2, {}, seed);
    s.track = [18, 5, 5, 0, 0, 0];
    s.finished = [T('brown')];
    s.track[T('brown')] = 18;
    s = finish(s);
    const order = s.result!.tribeOrder;
    assert.equal(order[0], T('brown'));
    assert.deepEqual(order.slice(1, 3).sort(), [T('black'), T('green')].sort());
    assert.deepEqual(order.slice(3).sort(), [T('blue'), T('red'), T('purple')].sort());
    orders.add(order.join());
    // The same seed gives the same order.
    let again = table(2, {}, seed);
    again.track = [18, 5, 5, 0, 0, 0];
    again.finished = [T('brown')];
    again = finish(again);
    assert.deepEqual(again.result!.tribeOrder, order);
  }
  assert.ok(orders.size > 1, 'ties are not always broken the same way');
});

test('MM-12: score = titles + full ships - 2 per scorn; ties go to monkeys launched, then status', () => {
  let s = table(3);
  for (let seat = 0; seat < 3; seat++)
    setShip(s, seat, ship(['green', 'black', 'purple'][seat] as 'green', 2), []);
  s.track = [0, 0, 0, 0, 0, 0];
  // Brown finishes 1st, Black 2nd; the others tie at Start.
  s.finished = [T('brown'), T('black')];
  s.track[T('brown')] = 18;
  s.track[T('black')] = 18;
  launch(s, 0, ['Coco']); // Brown 5
  launch(s, 1, ['Licorice', 'Midnight']); // Black 5 + 3
  launch(s, 2, ['Mortimer', 'Peanut']); // Brown 4 + 4 = 8
  s.launchedShips[0]!.push(ship('red', 4)); // 4 VP
  s.shipDeck.splice(s.shipDeck.indexOf(ship('red', 4)), 1);
  s.scorn[T('blue')] = 2;
  s = finish(s);
  const r = s.result!;
  // Brown (1st, 7/4): Leader seat 2 (8), Undersecretary seat 0 (5). Black (2nd, 6/3): Leader seat 1 (8),
  // Undersecretary seats 0 and 2 tied at 0: 3 / 2 = 1 each. The other tribes: all at 0, tied Leaders.
  assert.deepEqual(r.titles[0]!.vp, [4, 0, 7]);
  assert.deepEqual(r.titles[1]!.vp, [1, 6, 1]);
  const rest = [5 + 2, 4 + 1, 3 + 0, 2 + 0].reduce((a, v) => a + Math.floor(v / 3), 0);
  assert.deepEqual(r.titleVp, [5 + rest, 6 + rest, 8 + rest]);
  assert.deepEqual(r.shipVp, [4, 0, 0]);
  assert.deepEqual(r.scornPenalty, [0, 0, 2]);
  assert.deepEqual(r.scores, [9 + rest, 6 + rest, 6 + rest]);
  // Seats 1 and 2 tie on score and on monkeys (2 each); seat 1 has 8 status, seat 2 also 8: shared.
  assert.deepEqual(r.ranking, [1, 2, 2]);
  assert.match(r.tieBreaks.join(' '), /Player 2 and Player 3 share their place/);
});

test('MM-12: equal scores go to the seat with more monkeys launched', () => {
  let s = table(2);
  s.track = [18, 0, 0, 0, 18, 0];
  s.finished = [T('brown'), T('red')]; // Brown 1st (Leader 7), Red 2nd (Leader 6)
  launch(s, 0, ['Tater', 'Biscuit']); // seat 0 leads Brown: 2 monkeys, 6 status
  launch(s, 1, ['Chili']); // seat 1 leads Red: 1 monkey, 5 status
  s.launchedShips[1]!.push(ship('red', 2)); // and launched a full 1-VP ship: 7 all
  s.shipDeck.splice(s.shipDeck.indexOf(ship('red', 2)), 1);
  s.ship = [-1, -1].map(() => s.shipDeck.pop()!);
  s = finish(s);
  const r = s.result!;
  assert.deepEqual(r.scores, [7, 7]);
  assert.deepEqual(r.ranking, [1, 2]);
  assert.match(r.tieBreaks[0]!, /Player 1 ranks above Player 2 on monkeys launched \(2 to 1\)/);
});

test('Maximum Scorn: a scorn held at the end discards your launched monkeys of that tribe', () => {
  const setup = (maximumScorn: boolean) => {
    const s = table(2, { maximumScorn });
    setShip(s, 0, ship('blue', 3)); // a ship whose final launch does not return the Brown scorn
    launch(s, 0, ['Coco', 'Kiwi']);
    s.scorn[T('brown')] = 0;
    return finish(s);
  };
  const on = setup(true);
  assert.deepEqual(on.launchedMonkeys[0], [monkey('Kiwi')]);
  assert.ok(on.monkeyDiscard.includes(monkey('Coco')));
  const off = setup(false);
  assert.deepEqual(off.launchedMonkeys[0], [monkey('Coco'), monkey('Kiwi')]);
});
