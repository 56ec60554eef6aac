// MM-3 in the log: the lines a viewer reads never name a civilization card hidden in another
// seat's hand, and every viewer gets a line for every move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../src/engine/rng.ts';
import type { Viewer } from '../../src/engine/game.ts';
import { monkeysOnTheMoon as game } from '../../src/games/monkeys-on-the-moon/index.ts';
import { civLabel } from '../../src/games/monkeys-on-the-moon/names.ts';

test('MM-3: log lines never name a card in a hand the viewer may not see', () => {
  const rng = new Rng('log-leak');
  let privateDraws = 0;
  for (const players of [2, 3, 4]) {
    let state = game.setup({ maximumScorn: false, treachery: true }, players, `log-${players}`);
    const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
    while (game.toAct(state).length > 0) {
      const seat = game.toAct(state)[0]!;
      const move = rng.pick(game.legalMoves(state, seat));
      const next = game.apply(state, seat, move);
      assert.ok(next.ok);
      if (!next.ok) return;
      for (const viewer of viewers) {
        const text = game.describe(state, seat, move, next.value, viewer).join('\n');
        assert.ok(text.length > 0);
        next.value.hands.forEach((hand, owner) => {
          if (owner === viewer) {
            if (text.includes('You drew')) privateDraws++;
            return;
          }
          for (const card of hand)
            assert.ok(
              !text.includes(civLabel(card)),
              `viewer ${viewer} reads ${civLabel(card)} of seat ${owner}`,
            );
        });
      }
      state = next.value;
    }
  }
  assert.ok(privateDraws > 0, 'owners read their own draws');
});
