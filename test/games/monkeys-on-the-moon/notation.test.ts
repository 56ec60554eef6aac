// Move strings, and a property: a well-formed move is accepted exactly when it is listed as legal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Rng } from '../../../src/engine/rng.ts';
import type { MMMove, MMState } from '../../../src/games/monkeys-on-the-moon/index.ts';
import { CIVILIZATION_CARDS, MONKEYS, SHIPS } from '../../../src/games/monkeys-on-the-moon/data.ts';
import { game } from './helpers.ts';

test('move strings round-trip, and bad strings get a bad-move-syntax error', () => {
  const moves: MMMove[] = [
    { type: 'play', card: 11, tribe: 3, chain: null },
    { type: 'play', card: 0, tribe: 5, chain: { kind: 'scorn', tribe: 2 } },
    { type: 'select', monkey: 41 },
    { type: 'bid', coins: [1, 0, 0, 0, 0, 2] },
    { type: 'pass' },
    { type: 'ship', ship: 17 },
    { type: 'leave', tribes: [1, 4] },
  ];
  for (const m of moves) {
    const text = game.encodeMove(m);
    const back = game.parseMove(text);
    assert.ok(back.ok);
    if (back.ok) assert.deepEqual(back.value, m, text);
  }
  assert.equal(game.encodeMove(moves[3]!), 'bid brown:1,purple:2');
  const parsed = game.parseMove('  BID Purple:2,brown:1 ');
  assert.ok(
    parsed.ok && game.encodeMove(parsed.value) === 'bid brown:1,purple:2',
    'case and order are forgiven',
  );
  for (const bad of [
    '',
    'bid',
    'bid gold:1',
    'bid red:0',
    'bid red:1,red:2',
    'play c37 red',
    'play c1 teal',
    'play c1 red pay',
    'select m0',
    'ship s19',
    'leave',
    'pass now',
    'x'.repeat(500),
  ]) {
    const r = game.parseMove(bad);
    assert.ok(!r.ok && r.error.code === 'bad-move-syntax', bad);
  }
});

/** A state reached by `steps` random moves from a seeded setup. */
function reach(seed: number, players: number, steps: number, treachery: boolean): MMState {
  const rng = new Rng(`reach-${seed}`);
  const s = game.setup({ maximumScorn: false, treachery }, players, `reach-${seed}`);
  for (let i = 0; i < steps && game.toAct(s).length > 0; i++) {
    const seat = game.toAct(s)[0]!;
    game.play(s, seat, rng.pick(game.legalMoves(s, seat)));
  }
  return s;
}

const tribe = fc.integer({ min: 0, max: 5 });
const anyMove: fc.Arbitrary<MMMove> = fc.oneof(
  fc.record({
    type: fc.constant('play' as const),
    card: fc.integer({ min: 0, max: CIVILIZATION_CARDS.length - 1 }),
    tribe,
    chain: fc.option(fc.record({ kind: fc.constantFrom('pay' as const, 'scorn' as const), tribe })),
  }),
  fc.record({
    type: fc.constant('select' as const),
    monkey: fc.integer({ min: 0, max: MONKEYS.length - 1 }),
  }),
  fc.record({
    type: fc.constant('bid' as const),
    coins: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 6, maxLength: 6 }),
  }),
  fc.constant({ type: 'pass' as const }),
  fc.record({
    type: fc.constant('ship' as const),
    ship: fc.integer({ min: 0, max: SHIPS.length - 1 }),
  }),
  fc.record({
    type: fc.constant('leave' as const),
    tribes: fc
      .uniqueArray(tribe, { minLength: 1, maxLength: 3 })
      .map((t) => t.sort((a, b) => a - b)),
  }),
);

test('property: a move is accepted by apply exactly when it is among the legal moves', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: 2, max: 4 }),
      fc.integer({ min: 0, max: 260 }),
      fc.boolean(),
      fc.array(anyMove, { minLength: 1, maxLength: 20 }),
      fc.integer({ min: 0, max: 3 }),
      (seed, players, steps, treachery, moves, seatPick) => {
        const s = reach(seed, players, steps, treachery);
        const seat = seatPick % players;
        const listed = new Set(game.legalMoves(s, seat).map((m) => game.encodeMove(m)));
        // Every listed move is one of the candidates too.
        for (const m of [...moves, ...game.legalMoves(s, seat)]) {
          const accepted = game.apply(s, seat, m).ok;
          assert.equal(
            accepted,
            listed.has(game.encodeMove(m)),
            `${game.encodeMove(m)} for seat ${seat}`,
          );
        }
      },
    ),
    { numRuns: 300, seed: 20261122 },
  );
});
