// Random players never land, so the conformance kit never sees a landing. Here seat 0 follows a
// plain plan against random seats, and every step is checked as the kit does: views survive
// re-sampling, the landing ends the game and reveals hands and face-down cards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../../src/engine/rng.ts';
import type { CMMove } from '../../../src/games/chimps-on-mars/index.ts';
import { game, plan } from './helpers.ts';

for (const [players, eventEffects] of [
  [3, false],
  [4, true],
  [5, false],
] as const) {
  test(`a planned ${players}-player game (event effects ${eventEffects}) lands, and no view leaks on the way`, () => {
    let landed = 0;
    for (let g = 0; g < 3; g++) {
      const rng = new Rng(`planned/${players}/${g}`);
      const s = game.setup({ eventEffects }, players, `planned/${players}/${g}`);
      for (let step = 0; game.toAct(s).length > 0; step++) {
        assert.ok(step < game.maxMoves(players, { eventEffects }));
        for (let seat = 0; seat < players; seat++) {
          const view = game.view(s, seat);
          const sampled = game.sample(view, seat, new Rng(rng.fork()).state);
          assert.deepEqual(game.view(sampled, seat), view, `seat ${seat} at step ${step}`);
          assert.deepEqual(game.view(sampled, 'spectator'), game.view(s, 'spectator'));
        }
        const seat = game.toAct(s)[0]!;
        const legal = game.legalMoves(s, seat);
        const m: CMMove =
          seat === 0
            ? legal.reduce((a, b) => (plan(s, 0, b) > plan(s, 0, a) ? b : a))
            : rng.pick(legal);
        game.play(s, seat, m);
      }
      if (s.result?.winner === 0) {
        landed++;
        const v = game.view(s, 'spectator');
        assert.ok(v.hands.every((h) => h !== null));
        assert.ok(v.launch.flat().every((id) => id !== null));
      }
    }
    assert.ok(landed > 0, 'the plan lands at least once');
  });
}
