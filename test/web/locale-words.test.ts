// Words a player reads, without a browser: numbers and percentages formatted by the locale, one
// way everywhere (issue 31: the hint said "43% Siegchance" and the review "28 % Siegchance"), one
// name per game and language, player counts and whose turn in plain words.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chanceText, cw, pct } from '../../web/src/coach/words.ts';
import { GAMES } from '../../src/games/index.ts';
import { RULES_HELP } from '../../src/games/rules-help/index.ts';
import { w as mlWords } from '../../web/src/boards/monkey-lab/words.ts';
import { gameName } from '../../web/src/catalog.ts';
import { formatNumber, formatPercent, playersText } from '../../web/src/i18n.ts';

test('percentages and counts follow the locale: "43%" in English, "43 %" in German', () => {
  assert.equal(formatPercent(0.43, 'en'), '43%');
  assert.equal(formatPercent(0.43, 'de'), '43\u00a0%');
  assert.equal(formatPercent(0.537, 'de'), '54\u00a0%');
  assert.equal(formatNumber(12345, 'en'), '12,345');
  assert.equal(formatNumber(12345, 'de'), '12.345');
});

test('the hint and the review write a chance to win the same way, per language', () => {
  for (const l of ['en', 'de'] as const) {
    const hint = chanceText(0.43, l);
    // The review: the chances after a graded move played and the best one, an accuracy.
    const review = [
      chanceText(0.28, l),
      chanceText(0.43, l),
      cw('accuracy', { pct: pct(0.84, l) }, l),
    ].join(' · ');
    const p43 = formatPercent(0.43, l);
    assert.ok(hint.startsWith(`${p43} `), hint);
    assert.ok(review.includes(formatPercent(0.28, l)) && review.includes(p43), review);
    // No percentage written any other way beside them.
    for (const text of [hint, review])
      assert.doesNotMatch(text, l === 'de' ? /\d%|\d %/ : /\d\s%/, text);
  }
});

test('a game has one name per language: the lobby’s is the rules panel’s ("Affen auf dem Mond")', () => {
  for (const game of GAMES)
    for (const l of ['en', 'de'] as const)
      assert.equal(gameName(game, l), RULES_HELP[l][game.id]?.title, `${game.id} ${l}`);
  assert.equal(
    gameName({ id: 'monkeys-on-the-moon', name: 'Monkeys on the Moon' }, 'de'),
    'Affen auf dem Mond',
  );
});

test('the lobby counts players in words: "1 player", not "1 Players"', () => {
  assert.equal(playersText(1), '1 player');
  assert.equal(playersText(4), '4 players');
});

test('Monkey Lab’s status line speaks to the viewer: "Your turn", never "Turn of You"', () => {
  assert.equal(mlWords('en').turnOf(null, 1), 'Your turn · 1 of 3 actions taken');
  assert.equal(mlWords('de').turnOf(null, 1), 'Du bist am Zug · 1 von 3 Aktionen gemacht');
  assert.equal(mlWords('en').turnOf('Bot 2', 0), 'Bot 2 to play · 0 of 3 actions taken');
});
