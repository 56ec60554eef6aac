// The conformance kit over every registered game, every player count and every option set.
import { test } from 'node:test';
import { conformanceCases } from '../../src/engine/conformance.ts';
import { optionCombinations } from '../../src/engine/playout.ts';
import { GAMES } from '../../src/games/index.ts';

for (const game of GAMES) {
  // Every option set plays; a game with many (Monkey Lab's 17 side choices) plays fewer games of each.
  const combos = optionCombinations(game).length;
  const playouts = Math.max(2, Math.min(4, Math.round(40 / combos)));
  for (const c of conformanceCases(game, { playouts, seed: 'ci' })) {
    test(`conformance: ${c.name}`, () => c.run());
  }
}
