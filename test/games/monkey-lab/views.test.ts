// Monkey Lab hidden information: face-down and unused cages (from everyone), hands, and the
// values of scoring tiles (their owner only, until the end).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../../src/engine/rng.ts';
import { game, R, table } from './helpers.ts';

test('face-down and unused cages are secret from everyone; hands from the others', () => {
  const s = table(3);
  for (const viewer of [0, 1, 2, 'spectator'] as const) {
    const v = game.view(s, viewer);
    assert.ok(v.cage.every((c) => c === -1));
    assert.equal(v.hidden.filter(Boolean).length, 12);
    assert.equal(v.unusedCount, 4);
    assert.ok(!JSON.stringify(v).includes('"unused"'));
    v.hands.forEach((h, seat) => assert.equal(h !== null, seat === viewer));
  }
});

test('a sampled state redraws the cages, the other hands and the deck, and keeps the view', () => {
  const s = table(3);
  s.revealed[R('nw1')] = true;
  const v = game.view(s, 0);
  const changed = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const x = game.sample(v, 0, new Rng(`s${i}`).state);
    assert.deepEqual(game.view(x, 0), v);
    assert.equal(x.cage[R('nw1')], s.cage[R('nw1')]);
    changed.add(JSON.stringify([x.cage, x.unused, x.hands[1], x.deck]));
  }
  assert.ok(changed.size > 1);
});

test('scoring tile values show to their owner, and to all once the game is over', () => {
  const s = table(2);
  s.tiles[1] = [2];
  s.supply[1]! -= 1;
  assert.equal(game.view(s, 0).tiles[1], null);
  assert.deepEqual(game.view(s, 0).tileCounts, [0, 1]);
  assert.deepEqual(game.view(s, 1).tiles[1], [2]);
  s.result = { scores: [0, 2], ranking: [2, 1], tieBreaks: [] };
  assert.deepEqual(game.view(s, 0).tiles[1], [2]);
});

test('setup: random sides come from the seed, fixed sides from the option', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 20; i++)
    seen.add(game.setup({ sides: 'random', deck: 'standard' }, 2, `x${i}`).sides.join(''));
  assert.ok(seen.size > 3);
  assert.deepEqual(game.setup({ sides: 'ABAB', deck: 'variant' }, 2, 'x').sides, [
    'A',
    'B',
    'A',
    'B',
  ]);
  const s = game.setup({ sides: 'BBBB', deck: 'variant' }, 4, 'x');
  assert.equal(s.deck.length + s.hands.flat().length, 36);
  assert.ok(s.floor.slice(1).every((f) => f.length === 2));
  assert.equal(s.guard, -1);
});

test('option sides fixes the side of each of the four boards: all 16 combinations, besides random', () => {
  const fixed = game.options.find((o) => o.key === 'sides');
  assert.ok(fixed?.kind === 'choice');
  assert.equal(fixed.values.length, 17);
  for (const a of 'AB')
    for (const b of 'AB')
      for (const c of 'AB')
        for (const d of 'AB') {
          const sides = a + b + c + d;
          const parsed = game.parseOptions({ sides });
          assert.ok(parsed.ok, `${sides} is offered`);
          if (parsed.ok) assert.equal(game.setup(parsed.value, 3, 'x').sides.join(''), sides);
        }
  assert.equal(game.parseOptions({ sides: 'ABCA' }).ok, false);
});
