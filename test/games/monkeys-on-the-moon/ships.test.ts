// Boarding and launching ships (MM-6, MM-8, MM-9).
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
  setCoins,
  setPool,
  setShip,
  setShipPool,
  ship,
  table,
} from './helpers.ts';
import type { MMState } from '../../../src/games/monkeys-on-the-moon/index.ts';

/** Seat 0 selects `name`, bids one coin of its tribe and everyone else passes. */
function win(s: MMState, name: string, coin: string): MMState {
  bidTurnOf(s, 0);
  const others: [number, string][] = Array.from({ length: s.players - 1 }, (_, i) => [
    i + 1,
    'pass',
  ]);
  return playAll(s, [[0, `select ${id.m(monkey(name))}`], [0, `bid ${coin}:1`], ...others]);
}

test('a full ship launches: monkeys and ship to the score pile, bonus coin, then a new ship from the pool (MM-6)', () => {
  let s = table(2);
  const redShip = ship('red', 2);
  setShip(s, 0, redShip, [monkey('Coco')]);
  setShipPool(s, [ship('blue', 3), ship('green', 4)]);
  setPool(s, [monkey('Bingo'), monkey('Kiwi'), monkey('Chili')]);
  setCoins(s, 0, { brown: 1 });
  const redSupply = s.supply[T('red')]!;
  const deck = s.shipDeck.length;
  s = win(s, 'Bingo', 'brown');
  assert.deepEqual(s.launchedMonkeys[0], [monkey('Coco'), monkey('Bingo')]);
  assert.deepEqual(s.launchedShips[0], [redShip]);
  assert.equal(s.coins[0]![T('red')], 1, 'one bonus coin of the border colour');
  assert.equal(s.supply[T('red')], redSupply - 1);
  // Seat 0 now picks a new ship: the pool holds two, and refills to two afterwards.
  assert.deepEqual(s.pending, [{ kind: 'ship', seat: 0, board: [] }]);
  assert.deepEqual(
    legal(s, 0).sort(),
    [`ship ${id.s(ship('blue', 3))}`, `ship ${id.s(ship('green', 4))}`].sort(),
  );
  s = play(s, 0, `ship ${id.s(ship('green', 4))}`);
  assert.equal(s.ship[0], ship('green', 4));
  assert.equal(s.shipPool.length, 2);
  assert.equal(s.shipDeck.length, deck - 1);
  assert.equal(s.turnIndex, 1, 'then the next bid turn');
});

test('MM-6: launching a ship whose colour you are scorned by gives no coin but returns the scorn', () => {
  let s = table(2);
  setShip(s, 0, ship('red', 2), [monkey('Coco')]);
  setPool(s, [monkey('Bingo'), monkey('Kiwi'), monkey('Chili')]);
  setCoins(s, 0, { brown: 1 });
  s.scorn[T('red')] = 0;
  s = win(s, 'Bingo', 'brown');
  assert.equal(s.scorn[T('red')], -1);
  assert.equal(s.coins[0]![T('red')], 0);
});

test('MM-8: a rival aboard launches the ship early; the ship goes under the deck; the new monkey boards the next ship', () => {
  let s = table(3);
  // Red and Brown are rivals in the rulebook circle.
  const blueShip = ship('blue', 4);
  setShip(s, 0, blueShip, [monkey('Chili'), monkey('Kiwi')]);
  setShipPool(s, [ship('purple', 3), ship('green', 2)]);
  setPool(s, [monkey('Coco'), monkey('Basil'), monkey('Sprout'), monkey('Ruby')]);
  setCoins(s, 0, { brown: 1 });
  s = win(s, 'Coco', 'brown');
  assert.deepEqual(
    s.launchedMonkeys[0],
    [monkey('Chili'), monkey('Kiwi')],
    'the monkeys aboard score',
  );
  assert.deepEqual(s.launchedShips[0], [], 'the unfilled ship scores nothing');
  assert.equal(s.shipDeck[0], blueShip, 'it lies at the bottom of the deck');
  assert.equal(s.shipDeckKnown, 1, 'where everyone knows it is');
  assert.equal(s.coins[0]![T('blue')], 1, 'bonus coin of the border colour');
  assert.deepEqual(s.pending, [{ kind: 'ship', seat: 0, board: [monkey('Coco')] }]);
  s = play(s, 0, `ship ${id.s(ship('purple', 3))}`);
  assert.deepEqual(s.aboard[0], [monkey('Coco')]);
  assert.equal(s.ship[0], ship('purple', 3));
  assert.equal(s.shipPool.length, 2, 'pool refilled to 2');
});

test('MM-9: with no ship in pool or deck, won monkeys wait in a holding area and launch at the end', () => {
  let s = table(2);
  setShip(s, 0, ship('red', 2), [monkey('Coco')]);
  s.shipDiscard.push(...s.shipDeck.splice(0), ...s.shipPool.splice(0)); // every other ship is gone
  setPool(s, [monkey('Bingo'), monkey('Kiwi'), monkey('Chili')]);
  setCoins(s, 0, { brown: 1, green: 1 });
  s = win(s, 'Bingo', 'brown'); // fills and launches the red ship; no ship to pick
  assert.equal(s.ship[0], -1);
  assert.deepEqual(s.pending, []);
  s = win(s, 'Kiwi', 'green');
  assert.deepEqual(s.holding[0], [monkey('Kiwi')]);
});
