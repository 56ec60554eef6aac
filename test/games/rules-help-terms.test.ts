// The rules panel speaks the board's words (issue 31: Moon's rules said "Epoche" and "Rufkarte"
// where the board says "Ära" and "Ansehenskarte"): one glossary term per concept, so no word a
// game's glossary says to avoid is in its rules help, and the German help has no English name.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { englishOnly, wholeWord } from '../../src/engine/glossary.ts';
import { LANGS } from '../../src/engine/game.ts';
import { GAMES } from '../../src/games/index.ts';
import { RULES_HELP } from '../../src/games/rules-help/index.ts';

const textOf = (lang: (typeof LANGS)[number], id: string): string => {
  const r = RULES_HELP[lang][id];
  assert.ok(r, `${id} has rules help in ${lang}`);
  return [r.title, r.summary, ...r.sections.flatMap((s) => [s.heading, ...s.points])].join('\n');
};

for (const game of GAMES) {
  test(`${game.id}: the rules help uses the glossary's terms, in every language`, () => {
    assert.ok(game.glossary, `${game.id} has a glossary`);
    for (const lang of LANGS) {
      const text = textOf(lang, game.id);
      for (const [key, term] of Object.entries(game.glossary))
        for (const avoid of term.avoid?.[lang] ?? [])
          assert.doesNotMatch(
            text,
            wholeWord(avoid),
            `${lang}: "${avoid}" for ${key} (say "${term[lang]}")`,
          );
    }
    const de = textOf('de', game.id);
    for (const name of englishOnly(game.glossary))
      assert.doesNotMatch(de, wholeWord(name), `German rules help: English "${name}"`);
  });
}
