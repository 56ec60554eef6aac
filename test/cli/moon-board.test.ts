// The Moon board in the terminal fits an 80x40 terminal at 5 players: every position of whole
// seeded games (heuristic and random players), seen by the seat to act, with and without colour.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeBot } from '../../src/bots/index.ts';
import { optionsOrThrow } from '../../src/engine/index.ts';
import { findGame } from '../../src/games/index.ts';
import { boardFor } from '../../src/cli/boards/index.ts';
import type { Style } from '../../src/cli/style.ts';
import { visibleLength } from '../../src/cli/text.ts';

const paint = (code: string, text: string) => `\x1b[${code}m${text}\x1b[0m`;
const colour: Style = {
  colour: true,
  paint,
  bold: (t) => paint('1', t),
  dim: (t) => paint('2', t),
};
const plain: Style = { colour: false, paint: (_c, t) => t, bold: (t) => t, dim: (t) => t };

test('a 5-player Moon board fits 80 columns and 40 rows in every position', () => {
  const game = findGame('moon')!;
  const board = boardFor('moon');
  let positions = 0;
  let tallest = 0;
  for (const [seed, bot] of [
    ['fit-1', 'heuristic'],
    ['fit-2', 'heuristic'],
    ['fit-3', 'random'],
  ] as const) {
    const state = game.setup(optionsOrThrow(game, {}), 5, seed);
    const bots = Array.from({ length: 5 }, (_, s) => makeBot(bot, game, `${seed}/${s}`));
    while (game.toAct(state).length > 0) {
      const seat = game.toAct(state)[0]!;
      const view = game.view(state, seat);
      for (const style of [colour, plain]) {
        const lines = board.draw(view, seat, style);
        tallest = Math.max(tallest, lines.length);
        assert.ok(lines.length <= 40, `${seed}: ${lines.length} lines\n${lines.join('\n')}`);
        for (const line of lines)
          assert.ok(visibleLength(line) <= 80, `${seed}: too wide: ${line}`);
      }
      positions++;
      game.play(state, seat, bots[seat]!.choose(view, game.legalMoves(state, seat), seat));
    }
    const spectator = board.draw(game.view(state, 'spectator'), 'spectator', plain);
    assert.ok(spectator.length <= 40 && spectator.every((l) => l.length <= 80));
  }
  assert.ok(positions > 900 && tallest > 30, `${positions} positions, tallest board ${tallest}`);
});
