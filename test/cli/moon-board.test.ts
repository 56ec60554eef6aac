// The Moon board in the terminal fits an 80x40 terminal at 5 players: every position of whole
// seeded games (heuristic and random players), seen by the seat to act, with and without colour,
// in English and German; the German board names no concept in English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeBot } from '../../src/bots/index.ts';
import { optionsOrThrow } from '../../src/engine/index.ts';
import { findGame } from '../../src/games/index.ts';
import { boardFor } from '../../src/cli/boards/index.ts';
import type { Style } from '../../src/cli/style.ts';
import { visibleLength } from '../../src/cli/text.ts';
import { englishOnly, wholeWord } from '../../src/engine/glossary.ts';
import { GLOSSARY } from '../../src/games/moon/glossary.ts';
import { libraryOf } from '../../src/games/moon/library.ts';

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
      for (const [style, lang] of [
        [colour, 'en'],
        [plain, 'de'],
      ] as const) {
        const lines = board.draw(view, seat, style, lang);
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

test('the German Moon board speaks German: no English name of the glossary or the cards', () => {
  const game = findGame('moon')!;
  const board = boardFor('moon');
  const lib = libraryOf('proposal');
  const english = [
    ...englishOnly(GLOSSARY),
    ...lib.name.filter((n, i) => n !== lib.names.de[i]),
    'Player',
    'Hrt',
  ].map(wholeWord);
  for (const players of [1, 3]) {
    const state = game.setup(optionsOrThrow(game, {}), players, `de-${players}`);
    const bots = Array.from({ length: players }, (_, s) => makeBot('heuristic', game, `de/${s}`));
    let n = 0;
    while (game.toAct(state).length > 0) {
      const seat = game.toAct(state)[0]!;
      const view = game.view(state, seat);
      if (n++ % 7 === 0) {
        const text = board.draw(view, seat, plain, 'de').join('\n');
        for (const re of english) assert.doesNotMatch(text, re, text);
      }
      game.play(state, seat, bots[seat]!.choose(view, game.legalMoves(state, seat), seat));
    }
    const text = (board.resultDetails?.(game.view(state, 0), plain, 'de') ?? []).join('\n');
    assert.match(text, /Spieler 1|Rivale/);
    for (const re of english) assert.doesNotMatch(text, re, text);
  }
});
