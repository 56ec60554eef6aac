// The conformance kit over one registered game, every player count and every option set: each
// game's folder has a conformance.test.ts calling it, so `npm test` runs the four side by side
// (conformance-files.test.ts holds every registered game to having one).
import { test } from 'node:test';
import { conformanceCases } from '../../src/engine/conformance.ts';
import { optionCombinations } from '../../src/engine/playout.ts';
import { findGame } from '../../src/games/index.ts';

/** The kit's cases for game `id`, one test each. */
export function conformanceTests(id: string): void {
  const game = findGame(id);
  if (!game) throw new Error(`conformance: no registered game "${id}"`);
  // Every option set plays; a game with many (Monkey Lab's 17 side choices) plays fewer games of each.
  const combos = optionCombinations(game).length;
  const playouts = Math.max(2, Math.min(4, Math.round(40 / combos)));
  for (const c of conformanceCases(game, { playouts, seed: 'ci' })) {
    test(`conformance: ${c.name}`, () => c.run());
  }
}
