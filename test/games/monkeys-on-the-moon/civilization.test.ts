// Civilization turns: coins, the rival's payment, the scorn chain, stones (MM-4, MM-5, MM-7).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  T,
  civCard,
  civilizationTurnOf,
  id,
  legal,
  play,
  refused,
  setCoins,
  setHand,
  table,
} from './helpers.ts';

test('rulebook example: advancing Blue, then Blue again into the scorn chain, then Green (MM-4, MM-5)', () => {
  // Circle Green - Red - Black - Blue - Brown - Purple: Blue's rival is Green; Green's allies are Red and Purple.
  let s = table(4);
  const blue1 = civCard('blue', 3, 0);
  const blue2 = civCard('blue', 3, 1);
  const green = civCard('green', 2, 0);
  setHand(s, 0, [blue1, blue2, green]);
  setCoins(s, 0, { blue: 1, red: 1 }); // no Green coin, one Red, no Purple

  // Advance Blue: take 2 Blue; Green cannot be paid, so take the Green scorn.
  civilizationTurnOf(s, 0);
  s = play(s, 0, `play ${id.c(blue1)} blue`);
  assert.equal(s.coins[0]![T('blue')], 3);
  assert.equal(s.scorn[T('green')], 0);
  assert.equal(s.track[T('blue')], 3);

  // Advance Blue again: still no Green coin and the Green scorn is already ours, so pay an ally of
  // Green (Red, we hold one) or take the scorn of the ally we cannot pay (Purple).
  civilizationTurnOf(s, 0);
  assert.deepEqual(
    legal(s, 0).filter((m) => m.startsWith(`play ${id.c(blue2)} blue`)),
    [`play ${id.c(blue2)} blue pay:red`, `play ${id.c(blue2)} blue scorn:purple`],
  );
  const paid = play(s, 0, `play ${id.c(blue2)} blue pay:red`);
  assert.equal(paid.coins[0]![T('red')], 0);
  assert.equal(paid.supply[T('red')], s.supply[T('red')]! + 1);
  const scorned = play(s, 0, `play ${id.c(blue2)} blue scorn:purple`);
  assert.equal(scorned.scorn[T('purple')], 0);
  assert.equal(scorned.coins[0]![T('red')], 1);
  s = paid;

  // Advance Green: only 1 Green coin (we hold its scorn), pay 1 Blue to the rival, then the Green
  // scorn goes back to the centre.
  civilizationTurnOf(s, 0);
  const blueBefore = s.coins[0]![T('blue')]!;
  s = play(s, 0, `play ${id.c(green)} green`);
  assert.equal(s.coins[0]![T('green')], 1);
  assert.equal(s.coins[0]![T('blue')], blueBefore - 1);
  assert.equal(s.scorn[T('green')], -1);
});

test('MM-4: a card advances its own tribe or one of its two allies, nothing else', () => {
  const s = table(3);
  const red = civCard('red', 2);
  setHand(s, 0, [red]);
  civilizationTurnOf(s, 0);
  // Red's allies are Green and Black.
  assert.deepEqual(
    legal(s, 0)
      .map((m) => m.split(' ')[2])
      .sort(),
    ['black', 'green', 'red'],
  );
  const e = refused(s, 0, `play ${id.c(red)} blue`);
  assert.equal(e.code, 'tribe-not-allowed');
  assert.equal(e.rule, 'MM-4');
  const notHeld = refused(s, 0, `play ${id.c(civCard('blue', 4))} blue`);
  assert.equal(notHeld.code, 'card-not-in-hand');
  assert.equal(refused(s, 0, 'select m1').rule, 'MM-4');
  assert.equal(refused(s, 1, `play ${id.c(red)} red`).code, 'not-your-turn');
});

test('MM-4: two coins from the supply, one with the scorn, fewer when the supply is short', () => {
  let s = table(4);
  const cards = [civCard('brown', 2, 0), civCard('brown', 2, 1), civCard('brown', 3, 0)];
  setHand(s, 0, cards);
  setCoins(s, 0, { red: 3 }); // Brown's rival is Red: three payments ahead
  s.supply[T('brown')] = 1;
  s.coins[1]![T('brown')]! += 2; // keep every coin somewhere
  civilizationTurnOf(s, 0);
  s = play(s, 0, `play ${id.c(cards[0]!)} brown`);
  assert.equal(s.coins[0]![T('brown')], 1, 'only one coin was left');
  civilizationTurnOf(s, 0);
  s = play(s, 0, `play ${id.c(cards[1]!)} brown`);
  assert.equal(s.coins[0]![T('brown')], 1, 'an empty supply gives nothing');
  // Holding the Brown scorn: advancing Brown gives 1 coin, not 2.
  s.supply[T('brown')] = 3;
  s.coins[1]![T('brown')]! -= 2;
  s.scorn[T('brown')] = 0;
  civilizationTurnOf(s, 0);
  s = play(s, 0, `play ${id.c(cards[2]!)} brown`);
  assert.equal(s.coins[0]![T('brown')], 2);
  assert.equal(s.scorn[T('brown')], -1, 'and the scorn is returned');
});

test('MM-4: the advanced tribe pays out first, then the rival is paid, then the scorn goes back', () => {
  let s = table(4);
  const card = civCard('blue', 2);
  setHand(s, 0, [card]);
  setCoins(s, 0, { green: 1 });
  s.scorn[T('blue')] = 0;
  civilizationTurnOf(s, 0);
  s = play(s, 0, `play ${id.c(card)} blue`);
  assert.equal(s.coins[0]![T('blue')], 1, 'one coin while the Blue scorn is held');
  assert.equal(s.coins[0]![T('green')], 0, 'the rival Green is paid');
  assert.equal(s.scorn[T('blue')], -1);
});

test('MM-5: scorn is taken from its holder; with both allies payable you choose which to pay', () => {
  let s = table(4);
  const card = civCard('blue', 2);
  setHand(s, 0, [card]);
  setCoins(s, 0, {});
  s.scorn[T('green')] = 2;
  civilizationTurnOf(s, 0);
  s = play(s, 0, `play ${id.c(card)} blue`);
  assert.equal(s.scorn[T('green')], 0, 'taken from player 3');

  const t = table(4);
  setHand(t, 0, [card]);
  setCoins(t, 0, { red: 1, purple: 1 });
  t.scorn[T('green')] = 0;
  civilizationTurnOf(t, 0);
  assert.deepEqual(
    legal(t, 0).filter((m) => m.includes(' blue')),
    [`play ${id.c(card)} blue pay:red`, `play ${id.c(card)} blue pay:purple`],
  );
  const needed = refused(t, 0, `play ${id.c(card)} blue`);
  assert.equal(needed.code, 'chain-choice-needed');
  assert.equal(needed.rule, 'MM-5');
  assert.equal(refused(t, 0, `play ${id.c(card)} blue scorn:red`).code, 'bad-chain-choice');
  assert.equal(refused(t, 0, `play ${id.c(card)} blue pay:black`).code, 'bad-chain-choice');
});

test('MM-5: with no ally payable you take either scorn; the chain stops at a scorn already held', () => {
  let s = table(4);
  const card = civCard('blue', 2);
  setHand(s, 0, [card]);
  setCoins(s, 0, {});
  s.scorn[T('green')] = 0;
  s.scorn[T('red')] = 0;
  civilizationTurnOf(s, 0);
  assert.deepEqual(
    legal(s, 0).filter((m) => m.includes(' blue')),
    [`play ${id.c(card)} blue scorn:red`, `play ${id.c(card)} blue scorn:purple`],
  );
  const kept = play(s, 0, `play ${id.c(card)} blue scorn:red`);
  assert.deepEqual(
    [kept.scorn[T('green')], kept.scorn[T('red')], kept.scorn[T('purple')]],
    [0, 0, -1],
    'nothing further happens',
  );
  s = play(s, 0, `play ${id.c(card)} blue scorn:purple`);
  assert.equal(s.scorn[T('purple')], 0);
  // No chain choice is due when the rival can be paid.
  const u = table(4);
  setHand(u, 0, [card]);
  civilizationTurnOf(u, 0);
  assert.equal(refused(u, 0, `play ${id.c(card)} blue pay:red`).code, 'no-chain-choice');
});

test('MM-7: a finished tribe does not move, but coins and the rival payment still happen', () => {
  let s = table(4);
  const card = civCard('blue', 4);
  setHand(s, 0, [card]);
  setCoins(s, 0, { green: 1 });
  s.track[T('blue')] = 18;
  s.finished = [T('blue')];
  civilizationTurnOf(s, 0);
  s = play(s, 0, `play ${id.c(card)} blue`);
  assert.equal(s.track[T('blue')], 18);
  assert.deepEqual(s.finished, [T('blue')]);
  assert.equal(s.coins[0]![T('blue')], 2);
  assert.equal(s.coins[0]![T('green')], 0);
});

test('reaching or passing the last space takes the next finish circle', () => {
  let s = table(4);
  const a = civCard('red', 4, 0);
  const b = civCard('red', 4, 1);
  setHand(s, 0, [a, b]);
  setCoins(s, 0, { brown: 2 });
  s.track[T('red')] = 16;
  s.track[T('green')] = 18;
  s.finished = [T('green')];
  civilizationTurnOf(s, 0);
  s = play(s, 0, `play ${id.c(a)} red`);
  assert.equal(s.track[T('red')], 18);
  assert.deepEqual(s.finished, [T('green'), T('red')]);
});
