// Bots see their seat's view and nothing else: a game is played where, before every decision,
// the hidden part of the state (other hands, coins, score piles, deck orders) is swapped for a
// fresh sample consistent with the deciding seat's view. Bots twinned by seed must still choose
// exactly the same moves as their twins that saw views of the real state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HEURISTICS, anyViewGame, makeBot } from '../../src/bots/index.ts';
import type { Sampled } from '../../src/bots/index.ts';
import { Rng, optionsOrThrow } from '../../src/engine/index.ts';
import { GAMES } from '../../src/games/index.ts';

const SPECS = ['random', 'heuristic', 'ismcts:12'];

for (const game of GAMES) {
  test(`${game.id}: every bot's choice depends on the view only (hidden parts swapped)`, () => {
    const specs = SPECS.filter((s) => s !== 'heuristic' || HEURISTICS[game.id]);
    const players = Math.min(game.maxPlayers, 3);
    const options = optionsOrThrow(game, {});
    const swapRng = new Rng(`swap/${game.id}`);
    let state = game.setup(options, players, 'view-only');
    const seatSpec = (seat: number) => specs[seat % specs.length] as string;
    const real = Array.from({ length: players }, (_, s) => makeBot(seatSpec(s), game, `twin-${s}`));
    const twin = Array.from({ length: players }, (_, s) => makeBot(seatSpec(s), game, `twin-${s}`));
    let swaps = 0;
    for (let step = 0; game.toAct(state).length > 0; step++) {
      const seat = game.toAct(state)[0]!;
      const view = game.view(state, seat);
      // Another state the seat cannot tell from the real one.
      const other = game.sample(view, seat, swapRng.state);
      if (JSON.stringify(other) !== JSON.stringify(state)) swaps++;
      const otherView = game.view(other, seat);
      assert.deepEqual(otherView, view, 'a re-sampled state looks the same to the seat');
      const a = real[seat]!.choose(view, game.legalMoves(state, seat), seat);
      const b = twin[seat]!.choose(otherView, game.legalMoves(other, seat), seat);
      assert.equal(
        game.encodeMove(b),
        game.encodeMove(a),
        `step ${step}: seat ${seat} (${seatSpec(seat)}) chose differently`,
      );
      const next = game.apply(state, seat, a);
      assert.ok(next.ok);
      if (next.ok) state = next.value;
    }
    if (game.hiddenInformation) assert.ok(swaps > 0, 'hidden parts really were swapped');
  });
}

test('sampled states are opaque to bot code (checked by the compiler)', () => {
  const game = GAMES[0]!;
  const facade = anyViewGame(game);
  const state = game.setup(optionsOrThrow(game, {}), 2, 'opaque');
  const sampled: Sampled = facade.sample(game.view(state, 0), 0, new Rng('o').state);
  // @ts-expect-error a bot cannot read a field of a sampled state
  void sampled.coins;
  // @ts-expect-error nor hand the facade a real state
  facade.toAct(state);
  assert.deepEqual(facade.toAct(sampled), game.toAct(state));
});
