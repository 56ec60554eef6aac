// The conformance kit over every registered game, every player count and every option set.
import { test } from 'node:test';
import { conformanceCases } from '../../src/engine/conformance.ts';
import { GAMES } from '../../src/games/index.ts';

for (const game of GAMES) {
  for (const c of conformanceCases(game, { playouts: 4, seed: 'ci' })) {
    test(`conformance: ${c.name}`, () => c.run());
  }
}
