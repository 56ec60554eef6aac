// The Monkey Treachery variant (off by default).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  T,
  civCard,
  civilizationTurnOf,
  id,
  legal,
  monkey,
  play,
  refused,
  setCoins,
  setHand,
  setShip,
  setShipPool,
  ship,
  table,
} from './helpers.ts';

test('Treachery: the first stone to reach the white dot swaps with its clockwise neighbour; ships with rivals launch', () => {
  // Circle Green - Red - Black - Blue - Brown - Purple. Black reaching space 9 swaps with Blue:
  // Green - Red - Blue - Black - Brown - Purple. New rivals: Green x Black, Red x Brown, Blue x Purple.
  let s = table(3, { treachery: true });
  const card = civCard('black', 4);
  setHand(s, 0, [card]);
  setCoins(s, 0, { purple: 1 });
  s.track[T('black')] = 6;
  // Seat 1's ship holds Green and Black monkeys: rivals after the swap. Seat 2's holds Blue and Purple too.
  setShip(s, 1, ship('red', 4), [monkey('Kiwi'), monkey('Licorice'), monkey('Chili')]);
  setShip(s, 2, ship('brown', 4), [monkey('Bluebell'), monkey('Violet')]);
  setShipPool(s, [ship('green', 2), ship('blue', 3)]);
  civilizationTurnOf(s, 0);
  s = play(s, 0, `play ${id.c(card)} black`);
  assert.deepEqual(
    s.circle,
    ['green', 'red', 'blue', 'black', 'brown', 'purple'].map((n) => T(n as 'green')),
  );
  assert.equal(s.treacheryDone, true);
  // Seats 1 then 2 (turn order from the active seat) choose which rival tribe stays behind.
  assert.deepEqual(s.pending, [
    { kind: 'leave', seat: 1 },
    { kind: 'leave', seat: 2 },
  ]);
  assert.deepEqual(legal(s, 1), ['leave black', 'leave green']);
  assert.equal(refused(s, 1, 'leave red').code, 'bad-treachery-choice');
  assert.equal(refused(s, 2, 'leave blue').code, 'not-your-turn');
  // The Red ship launches with Kiwi and Chili, unfilled: under the deck, with its bonus coin.
  const red = s.coins[1]![T('red')]!;
  s = play(s, 1, 'leave black');
  assert.deepEqual(s.launchedMonkeys[1], [monkey('Kiwi'), monkey('Chili')]);
  assert.equal(s.shipDeck[0], ship('red', 4));
  assert.equal(s.coins[1]![T('red')], red + 1);
  // Licorice, left behind, boards the next ship seat 1 picks.
  assert.deepEqual(s.pending[0], { kind: 'ship', seat: 1, board: [monkey('Licorice')] });
  s = play(s, 1, `ship ${id.s(ship('blue', 3))}`);
  assert.deepEqual(s.aboard[1], [monkey('Licorice')]);
  s = play(s, 2, 'leave purple');
  s = play(
    s,
    2,
    `ship ${s.shipPool.includes(ship('green', 2)) ? id.s(ship('green', 2)) : id.s(s.shipPool[0]!)}`,
  );
  assert.deepEqual(s.aboard[2], [monkey('Violet')]);
  // Then the civilization turn ends: the next seat plays.
  assert.equal(s.phase, 'civilization');
  assert.deepEqual([...s.pending], []);
  assert.equal(s.turnIndex, 1);
});

test('Treachery happens once, and not at all without the option', () => {
  const off = table(2);
  const card = civCard('black', 4);
  setHand(off, 0, [card]);
  setCoins(off, 0, { purple: 1 });
  off.track[T('black')] = 6;
  civilizationTurnOf(off, 0);
  const after = play(off, 0, `play ${id.c(card)} black`);
  assert.deepEqual(after.circle, off.circle);

  const once = table(2, { treachery: true });
  once.treacheryDone = true;
  setHand(once, 0, [card]);
  setCoins(once, 0, { purple: 1 });
  once.track[T('black')] = 6;
  civilizationTurnOf(once, 0);
  assert.deepEqual(play(once, 0, `play ${id.c(card)} black`).circle, once.circle);
});
