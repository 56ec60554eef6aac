// Setup for 2, 3 and 4 players, and the length of a game (8 / 9 / 12 rounds).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { optionsOrThrow, randomPlayout } from '../../../src/engine/playout.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { game } from './helpers.ts';

const rounds = { 2: 12, 3: 9, 4: 8 } as const;

for (const players of [2, 3, 4] as const) {
  test(`setup for ${players} players`, () => {
    const s = game.setup(optionsOrThrow(game, {}), players, `setup-${players}`);
    const boxed = 4 - players;
    assert.deepEqual(
      s.boxed,
      [boxed, boxed, boxed, boxed, boxed, boxed],
      'leftover coins stay in the box',
    );
    assert.deepEqual(s.supply, [3, 3, 3, 3, 3, 3], '3 coins on each Tribe card');
    for (const coins of s.coins)
      assert.deepEqual(coins, [1, 1, 1, 1, 1, 1], 'one coin of each tribe per player');
    assert.equal(
      s.civBoxed.length,
      { 2: 12, 3: 9, 4: 4 }[players],
      'civilization cards boxed unseen',
    );
    for (const hand of s.hands) assert.equal(hand.length, 2);
    assert.equal(s.monkeyPool.length, players + 1);
    assert.equal(s.shipPool.length, 2);
    assert.ok(
      s.ship.every((x) => x >= 0),
      'one ship in front of each player',
    );
    assert.deepEqual(
      [...s.circle].sort(),
      [0, 1, 2, 3, 4, 5],
      'a random alliance circle of the six tribes',
    );
    assert.deepEqual(game.toAct(s), [0], 'seat 0 holds the moonstone and starts');
  });

  test(`a ${players}-player game lasts ${rounds[players]} rounds; the last two deal no card`, () => {
    const rng = new Rng(`len-${players}`);
    const s = game.setup(optionsOrThrow(game, {}), players, `len-${players}`);
    let lastRound = s.round;
    const deckAtRoundStart: number[] = [s.civDeck.length];
    while (game.toAct(s).length > 0) {
      const seat = game.toAct(s)[0]!;
      game.play(s, seat, rng.pick(game.legalMoves(s, seat)));
      if (s.round !== lastRound) {
        lastRound = s.round;
        deckAtRoundStart.push(s.civDeck.length);
      }
    }
    assert.equal(s.round, rounds[players]);
    assert.deepEqual(deckAtRoundStart.slice(-2), [0, 0]);
    assert.ok(s.hands.every((h) => h.length === 0));
  });
}

test('random games are the same for the same seed', () => {
  const a = randomPlayout(game, optionsOrThrow(game, {}), 4, 'same', true);
  const b = randomPlayout(game, optionsOrThrow(game, {}), 4, 'same', true);
  assert.deepEqual(a.record, b.record);
});
