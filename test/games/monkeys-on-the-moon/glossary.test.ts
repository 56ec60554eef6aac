// One term per concept (src/games/monkeys-on-the-moon/glossary.ts): in seeded games, every German
// move label, log line and terminal board uses the glossary's German words, with no English
// glossary name and no synonym the glossary avoids; English text avoids its own (no "VP").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lang, Viewer } from '../../../src/engine/game.ts';
import { englishOnly, wholeWord } from '../../../src/engine/glossary.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { monkeysOnTheMoonBoard } from '../../../src/cli/boards/monkeys-on-the-moon.ts';
import { CIVILIZATION_CARDS, TRIBES } from '../../../src/games/monkeys-on-the-moon/data.ts';
import { GLOSSARY } from '../../../src/games/monkeys-on-the-moon/glossary.ts';
import { monkeysOnTheMoon as game } from '../../../src/games/monkeys-on-the-moon/index.ts';
import type { MMState } from '../../../src/games/monkeys-on-the-moon/index.ts';
import { NAMES } from '../../../src/games/monkeys-on-the-moon/names.ts';

const plain = {
  colour: false,
  paint: (_: string, t: string) => t,
  bold: (t: string) => t,
  dim: (t: string) => t,
};

/** Names a German text must not contain: English glossary terms, tribes and card skills. */
const ENGLISH_NAMES = [...englishOnly(GLOSSARY), ...CIVILIZATION_CARDS.map((c) => c.skill)].map(
  wholeWord,
);

const avoided = (lang: Lang) =>
  Object.values(GLOSSARY).flatMap((t) =>
    ((t as { avoid?: Partial<Record<Lang, string[]>> }).avoid?.[lang] ?? []).map(wholeWord),
  );

function check(text: string, lang: Lang, where: string): void {
  for (const re of avoided(lang)) assert.doesNotMatch(text, re, `${where}: "${text}"`);
  if (lang === 'de')
    for (const re of ENGLISH_NAMES) assert.doesNotMatch(text, re, `${where}: "${text}"`);
}

test('the glossary names every tribe the data has', () => {
  for (const tribe of TRIBES) assert.ok(GLOSSARY[tribe], tribe);
  assert.equal(NAMES.de.tribe(0), GLOSSARY.brown.de);
});

for (const options of [{}, { maximumScorn: true, treachery: true }] as Record<string, boolean>[]) {
  test(`labels, log lines and the terminal board use the glossary's words (${JSON.stringify(options)})`, () => {
    const parsed = game.parseOptions(options);
    assert.ok(parsed.ok);
    for (const players of [2, 4]) {
      const seed = `glossary/${players}/${JSON.stringify(options)}`;
      const rng = new Rng(seed);
      let state: MMState = game.setup(parsed.value, players, seed);
      const viewers: Viewer[] = [0, 'spectator'];
      let step = 0;
      while (game.toAct(state).length > 0) {
        const seat = rng.pick(game.toAct(state));
        const legal = game.legalMoves(state, seat);
        for (const lang of ['en', 'de'] as const)
          for (const m of legal) check(game.moveLabel(state, seat, m, lang), lang, 'label');
        const move = rng.pick(legal);
        const next = game.apply(state, seat, move);
        assert.ok(next.ok);
        for (const viewer of viewers)
          for (const lang of ['en', 'de'] as const)
            for (const line of game.describe(state, seat, move, next.value, viewer, lang))
              check(line, lang, 'log');
        state = next.value;
        if (step++ % 7 === 0)
          for (const lang of ['en', 'de'] as const)
            for (const line of monkeysOnTheMoonBoard.draw(game.view(state, 0), 0, plain, lang))
              check(line, lang, 'board');
      }
      for (const lang of ['en', 'de'] as const)
        for (const line of monkeysOnTheMoonBoard.resultDetails?.(
          game.view(state, 'spectator'),
          plain,
          lang,
        ) ?? [])
          check(line, lang, 'result');
    }
  });
}

test('the rules help speaks the glossary too (English and German)', async () => {
  for (const lang of ['en', 'de'] as const) {
    const book = (await import(`../../../src/games/rules-help/${lang}.ts`)) as {
      default: Record<string, { summary: string; sections: { points: string[] }[] }>;
    };
    const mm = book.default['monkeys-on-the-moon'];
    assert.ok(mm);
    for (const text of [mm.summary, ...mm.sections.flatMap((s) => s.points)])
      check(text, lang, `rules (${lang})`);
  }
});
