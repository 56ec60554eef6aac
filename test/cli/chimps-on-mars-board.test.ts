// The Chimps on Mars terminal board (src/cli/boards/chimps-on-mars.ts) over seeded games: every
// line fits 80 columns, in English and German, for a seat and a spectator; the German board
// shows no English name of the game's glossary; a seat sees its own face-down card, the others
// only that one lies there.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { englishOnly, wholeWord } from '../../src/engine/glossary.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { chimpsOnMarsBoard as board } from '../../src/cli/boards/chimps-on-mars.ts';
import { styleFor } from '../../src/cli/style.ts';
import { visibleLength } from '../../src/cli/text.ts';
import { cardName } from '../../src/games/chimps-on-mars/names.ts';
import { GLOSSARY } from '../../src/games/chimps-on-mars/glossary.ts';
import { chimpsOnMars as game } from '../../src/games/chimps-on-mars/index.ts';

const plain = styleFor({ isTTY: false });
const ENGLISH = englishOnly(GLOSSARY).map(wholeWord);

test('the terminal board fits 80 columns in English and German, and German shows no English name', () => {
  let boards = 0;
  for (const players of [3, 5]) {
    const s = game.setup({ eventEffects: true }, players, `term-${players}`);
    const rng = seedRng(`term-${players}`);
    for (let step = 0; step < 400 && game.toAct(s).length > 0; step++) {
      const seat = game.toAct(s)[0] as number;
      const moves = game.legalMoves(s, seat);
      if (step % 7 === 0)
        for (const viewer of [seat, 'spectator'] as const)
          for (const lang of ['en', 'de'] as const) {
            const lines = board.draw(game.view(s, viewer), viewer, plain, lang);
            for (const line of lines)
              assert.ok(visibleLength(line) <= 80, `${lang} ${visibleLength(line)}: ${line}`);
            if (lang === 'de') {
              const text = lines.join('\n');
              for (const re of ENGLISH) assert.doesNotMatch(text, re, text);
            }
            boards++;
          }
      game.play(s, seat, moves[randomInt(rng, moves.length)] as never);
    }
  }
  assert.ok(boards > 100);
});

test('a face-down card is named to its owner only', () => {
  const s = game.setup({ eventEffects: false }, 3, 'term-down');
  const seat = game.toAct(s)[0] as number;
  const play = game.legalMoves(s, seat).find((m) => m.type === 'play' && m.down);
  assert.ok(play && play.type === 'play');
  game.play(s, seat, play);
  const name = cardName(play.card, 'de');
  const own = board.draw(game.view(s, seat), seat, plain, 'de').join('\n');
  assert.match(
    own,
    new RegExp(`${name.replace(/[()]/g, '\\$&')} c${play.card + 1} \\(verdeckt\\)`),
  );
  const other = board.draw(game.view(s, (seat + 1) % 3), (seat + 1) % 3, plain, 'de').join('\n');
  assert.match(other, /\[verdeckt\]/);
  assert.doesNotMatch(other, new RegExp(`c${play.card + 1}\\b`));
});

test('German move labels and log lines use the glossary: no English name in them', () => {
  let lines = 0;
  for (const players of [3, 4]) {
    const s = game.setup({ eventEffects: true }, players, `de-words-${players}`);
    const rng = seedRng(`de-words-${players}`);
    for (let step = 0; step < 600 && game.toAct(s).length > 0; step++) {
      const seat = game.toAct(s)[0] as number;
      const moves = game.legalMoves(s, seat);
      const move = moves[randomInt(rng, moves.length)] as (typeof moves)[number];
      const texts = [
        ...moves.slice(0, 20).map((m) => game.moveLabel(s, seat, m, 'de')),
        ...[seat, (seat + 1) % players, 'spectator' as const].flatMap((viewer) =>
          game.describe(s, seat, move, s, viewer, 'de'),
        ),
      ];
      for (const text of texts) for (const re of ENGLISH) assert.doesNotMatch(text, re, text);
      lines += texts.length;
      game.play(s, seat, move);
    }
  }
  assert.ok(lines > 1000);
});
