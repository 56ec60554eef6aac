// MM-3: coins and score piles are hidden from other seats and spectators until the end; the rest is public.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../../src/engine/rng.ts';
import { game, monkey, table } from './helpers.ts';

test('MM-3: a seat sees its own coins, hand and score pile; others and spectators see only their sizes', () => {
  const s = table(3);
  s.launchedMonkeys[1]!.push(s.monkeyDeck.pop()!);
  const own = game.view(s, 1);
  assert.deepEqual(own.coins[1], s.coins[1]);
  assert.deepEqual(own.hands[1], s.hands[1]);
  assert.deepEqual(own.launchedMonkeys[1], s.launchedMonkeys[1]);
  assert.equal(own.coins[0], null);
  assert.equal(own.hands[2], null);
  for (const v of [game.view(s, 0), game.view(s, 'spectator')]) {
    assert.equal(v.coins[1], null);
    assert.equal(v.hands[1], null);
    assert.equal(v.launchedMonkeys[1], null);
    assert.equal(v.launchedMonkeyCount[1], 1);
    assert.equal(v.handSizes[1], 2);
  }
  // Public: supplies, scorn, track, circle, pools, ships and the monkeys aboard.
  const spectator = game.view(s, 'spectator');
  assert.deepEqual(spectator.supply, s.supply);
  assert.deepEqual(spectator.circle, s.circle);
  assert.deepEqual(spectator.monkeyPool, s.monkeyPool);
  assert.deepEqual(spectator.ship, s.ship);
  // Nothing in a view carries deck order or the generator.
  const text = JSON.stringify(spectator);
  assert.ok(!('monkeyDeck' in spectator) && !('rng' in spectator) && !text.includes('"civDeck"'));
});

test('MM-3: a bid shows its coins to everyone', () => {
  let s = table(3);
  s.monkeyPool = [monkey('Coco'), ...s.monkeyPool.filter((m) => m !== monkey('Coco'))].slice(0, 4);
  s.monkeyDeck = s.monkeyDeck.filter((m) => !s.monkeyPool.includes(m));
  Object.assign(s, { phase: 'select', moonstone: 0, turnIndex: 0 });
  const sel = game.apply(s, 0, { type: 'select', monkey: monkey('Coco') });
  assert.ok(sel.ok);
  if (!sel.ok) return;
  const bid = game.apply(sel.value, 0, { type: 'bid', coins: [1, 0, 0, 0, 0, 0] });
  assert.ok(bid.ok);
  if (!bid.ok) return;
  s = bid.value;
  assert.deepEqual(game.view(s, 2).auction?.bid, [1, 0, 0, 0, 0, 0]);
});

test('MM-3: everything is revealed once the game is over', () => {
  const rng = new Rng('reveal');
  const s = game.setup({ maximumScorn: false, treachery: false }, 3, 'reveal');
  while (game.toAct(s).length > 0) {
    const seat = game.toAct(s)[0]!;
    game.play(s, seat, rng.pick(game.legalMoves(s, seat)));
  }
  const v = game.view(s, 'spectator');
  assert.deepEqual(v.coins, s.coins);
  assert.deepEqual(v.launchedMonkeys, s.launchedMonkeys);
  assert.ok(v.result);
});
