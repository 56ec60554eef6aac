// The Monkey Lab terminal board (src/cli/boards/monkey-lab.ts): in German with `--lang de` it
// uses the glossary's German names (no English glossary or room name), in English the English
// ones; the guard is never a letter a monkey shares; every line fits 80 columns.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { englishOnly, wholeWord } from '../../src/engine/glossary.ts';
import { monkeyLabBoard } from '../../src/cli/boards/monkey-lab.ts';
import type { Style } from '../../src/cli/style.ts';
import { GLOSSARY } from '../../src/games/monkey-lab/glossary.ts';
import { monkeyLab as game } from '../../src/games/monkey-lab/index.ts';
import { BOARDS } from '../../src/games/monkey-lab/lab.ts';

const PLAIN: Style = { colour: false, paint: (_, t) => t, bold: (t) => t, dim: (t) => t };

/** A 4-player game some way in, with cages revealed and unlocked. */
function midGame() {
  const options = game.parseOptions({ sides: 'ABBA' });
  assert.ok(options.ok);
  const s = game.setup(options.value, 4, 'cli-board');
  for (let i = 0; i < 300 && !s.result; i++) {
    const seat = game.toAct(s)[0] as number;
    const moves = game.legalMoves(s, seat);
    const pick =
      moves.find((m) => m.type === 'unlock' || m.type === 'reveal') ?? moves[i % moves.length];
    game.play(s, seat, pick!);
  }
  return s;
}

const ENGLISH = [
  ...englishOnly(GLOSSARY),
  ...BOARDS.flatMap((b) => Object.values(b).flatMap((side) => [...side.rooms])),
].map(wholeWord);

test('the Monkey Lab terminal board speaks German with --lang de, and fits 80 columns', () => {
  const s = midGame();
  const de = monkeyLabBoard.draw(game.view(s, 0), 0, PLAIN, 'de');
  // Room codes (nw1, lobby, ...) are the notation a player types, in every language.
  const text = de.join('\n').replace(/\blobby\b/g, '');
  for (const re of ENGLISH) assert.equal(re.exec(text), null, `English ${re} in:\n${text}`);
  assert.match(text, /Affenlabor/);
  assert.match(text, /Eingangshalle/);
  assert.match(text, /Wertungsplättchen/);
  assert.match(text, /Durchgänge/);
  const en = monkeyLabBoard.draw(game.view(s, 0), 0, PLAIN, 'en').join('\n');
  assert.match(en, /Lobby/);
  assert.match(en, /Scoring tiles/);
  assert.doesNotMatch(en, /Eingangshalle|Wertungsplättchen/);
  for (const line of [...de, ...en.split('\n')])
    assert.ok(line.length <= 80, `${line.length} columns: ${line}`);
  // On the map the guard is '#', never the G of Green (or Gelb/Grün in German).
  const map = en.split('\n').slice(1, 8).join('\n');
  if (s.guard >= 0) assert.match(map, /#/);
  assert.doesNotMatch(de.slice(1, 8).join('\n'), /\bG\b/);
});
