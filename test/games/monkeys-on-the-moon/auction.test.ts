// Bid turns: selecting, bidding in coin combinations, passing, paying (MM-1, MM-2, MM-6).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  T,
  bidTurnOf,
  id,
  legal,
  monkey,
  play,
  playAll,
  refused,
  setCoins,
  setPool,
  table,
} from './helpers.ts';

test('rulebook example: Joshua, Logan and Mitchell bid for a Purple monkey (MM-1, MM-2)', () => {
  // Circle Green - Red - Black - Blue - Brown - Purple: Purple's allies are Brown and Green.
  let s = table(3);
  const violet = monkey('Violet'); // Purple, status 5
  setPool(s, [violet, monkey('Coco'), monkey('Kiwi'), monkey('Chili')]);
  setCoins(s, 0, { purple: 2 }); // Joshua
  setCoins(s, 1, { purple: 1, brown: 1 }); // Logan
  setCoins(s, 2, { green: 1 }); // Mitchell
  bidTurnOf(s, 0);
  const supplyBefore = s.supply.slice();
  s = playAll(s, [
    [0, `select ${id.m(violet)}`], // Joshua selects the Purple monkey
    [0, 'bid purple:1'], // and opens at 3 with one Purple coin
    [1, 'bid brown:1,purple:1'], // Logan bids 5: Purple 3 + Brown (an ally) 2
    [2, 'pass'], // Mitchell drops out for good
  ]);
  assert.equal(s.auction?.value, 5);
  assert.deepEqual(s.auction?.passed, [false, false, true]);
  s = play(s, 0, 'bid purple:2'); // Joshua raises to 6 with a second Purple coin
  s = play(s, 1, 'pass'); // Logan passes: Joshua wins
  assert.equal(s.auction, null);
  assert.ok(s.aboard[0]!.includes(violet), 'Violet boards Joshua’s ship');
  assert.equal(s.coins[0]![T('purple')], 0, 'Joshua pays his 2 Purple coins');
  assert.equal(s.supply[T('purple')], supplyBefore[T('purple')]! + 2, 'back to the Purple supply');
  assert.deepEqual(s.coins[1], [1, 0, 0, 0, 0, 1], 'Logan, who lost, pays nothing');
});

test('MM-1: the bid turn starts with a selection; the selector bids first; a pass is final', () => {
  let s = table(3);
  setPool(s, [monkey('Coco'), monkey('Kiwi'), monkey('Chili'), monkey('Ruby')]);
  bidTurnOf(s, 1);
  assert.deepEqual(
    legal(s, 1).sort(),
    [monkey('Coco'), monkey('Kiwi'), monkey('Chili'), monkey('Ruby')]
      .map((m) => `select ${id.m(m)}`)
      .sort(),
  );
  const e = refused(s, 1, 'pass');
  assert.equal(e.code, 'select-first');
  assert.equal(e.rule, 'MM-1');
  assert.equal(refused(s, 1, `select ${id.m(monkey('Bingo'))}`).code, 'monkey-not-in-pool');
  s = play(s, 1, `select ${id.m(monkey('Coco'))}`);
  assert.deepEqual(s.pending, []);
  assert.equal(s.auction?.bidder, 1, 'the selector opens');
  s = play(s, 1, 'pass');
  s = play(s, 2, 'bid brown:1');
  s = play(s, 0, 'pass');
  // Seat 1 passed before: it never re-enters, so seat 2 wins at once.
  assert.equal(s.auction, null);
  assert.ok(s.aboard[2]!.includes(monkey('Coco')));
});

test('MM-1: a monkey nobody bids on is discarded, and the next bid turn begins', () => {
  let s = table(3);
  setPool(s, [monkey('Coco'), monkey('Kiwi'), monkey('Chili'), monkey('Ruby')]);
  bidTurnOf(s, 0);
  s = playAll(s, [
    [0, `select ${id.m(monkey('Coco'))}`],
    [0, 'pass'],
    [1, 'pass'],
    [2, 'pass'],
  ]);
  assert.deepEqual(s.monkeyDiscard, [monkey('Coco')]);
  assert.equal(s.phase, 'select');
  assert.equal(s.turnIndex, 1, "now seat 1's bid turn");
});

test('MM-1, MM-2: minimum bid 2; only the monkey’s tribe (3) and its allies (2) count; a raise must beat the bid', () => {
  let s = table(3);
  const coco = monkey('Coco'); // Brown: allies Blue and Purple, rival Red
  setPool(s, [coco, monkey('Kiwi'), monkey('Chili'), monkey('Ruby')]);
  setCoins(s, 0, { brown: 1, blue: 2, red: 2, green: 1 });
  setCoins(s, 1, { purple: 3 });
  bidTurnOf(s, 0);
  s = play(s, 0, `select ${id.m(coco)}`);
  const rival = refused(s, 0, 'bid red:1');
  assert.deepEqual([rival.code, rival.rule], ['coin-not-allowed', 'MM-2']);
  assert.equal(refused(s, 0, 'bid green:1').code, 'coin-not-allowed');
  const short = refused(s, 0, 'bid brown:2');
  assert.deepEqual([short.code, short.rule], ['not-enough-coins', 'MM-2']);
  // Every listed bid uses Brown, Blue or Purple coins only, is at least 2, cheapest first.
  const bids = legal(s, 0).filter((m) => m.startsWith('bid'));
  assert.deepEqual(bids, [
    'bid blue:1',
    'bid brown:1',
    'bid blue:2',
    'bid brown:1,blue:1',
    'bid brown:1,blue:2',
  ]);
  s = play(s, 0, 'bid brown:1,blue:1'); // 5
  const low = refused(s, 1, 'bid purple:2'); // 4
  assert.deepEqual([low.code, low.rule], ['bid-too-low', 'MM-2']);
  s = play(s, 1, 'bid purple:3'); // 6 beats 5
  assert.equal(s.auction?.value, 6);
});

test('MM-6: winning a monkey of a tribe whose scorn you hold returns that scorn', () => {
  let s = table(2);
  const kiwi = monkey('Kiwi'); // Green
  setPool(s, [kiwi, monkey('Coco'), monkey('Chili')]);
  setCoins(s, 0, { green: 1 });
  s.scorn[T('green')] = 0;
  bidTurnOf(s, 0);
  s = playAll(s, [
    [0, `select ${id.m(kiwi)}`],
    [0, 'bid green:1'],
    [1, 'pass'],
  ]);
  assert.equal(s.scorn[T('green')], -1);
});

test('a seat without usable coins may only pass', () => {
  let s = table(2);
  const kiwi = monkey('Kiwi'); // Green: allies Red and Purple
  setPool(s, [kiwi, monkey('Coco'), monkey('Chili')]);
  setCoins(s, 1, { blue: 3 });
  bidTurnOf(s, 0);
  s = play(s, 0, `select ${id.m(kiwi)}`);
  s = play(s, 0, 'bid green:1');
  assert.deepEqual(legal(s, 1), ['pass']);
});
