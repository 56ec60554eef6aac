// Score sheets and words for people, for every game: the result's categories add up to the
// scores, each category and tie-break has a name in English and German in the game's glossary,
// the tie-breaks agree with the places, and every option has German words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameResult, TieBreak } from '../../src/engine/game.ts';
import { optionWords } from '../../src/engine/game.ts';
import { englishOnly, tieBreakSentence } from '../../src/engine/glossary.ts';
import { tiesOf } from '../../src/engine/score-sheet.ts';
import { optionsOrThrow } from '../../src/engine/playout.ts';
import { Rng } from '../../src/engine/rng.ts';
import { GAMES } from '../../src/games/index.ts';

for (const game of GAMES) {
  test(`${game.id}: results carry a score sheet whose categories the glossary names`, () => {
    const glossary = game.glossary;
    assert.ok(glossary, 'the game has a glossary');
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      for (let g = 0; g < 3; g++) {
        const seed = `sheet/${players}/${g}`;
        const state = game.setup(optionsOrThrow(game, {}), players, seed);
        const rng = new Rng(seed);
        for (let seats = game.toAct(state); seats.length > 0; seats = game.toAct(state)) {
          const seat = rng.pick(seats);
          game.play(state, seat, rng.pick(game.legalMoves(state, seat)));
        }
        const result = game.result(state) as GameResult;
        assert.ok(result, 'the playout ends');
        const { breakdown, ties } = result;
        assert.ok(breakdown && breakdown.length > 0, 'a breakdown');
        for (let seat = 0; seat < players; seat++) {
          const sum: number = breakdown.reduce((n, c) => n + (c.points[seat] as number), 0);
          assert.equal(sum, result.scores[seat], `seat ${seat}: categories add up to the score`);
        }
        for (const c of breakdown) assert.ok(glossary[c.category], `a term for ${c.category}`);
        assert.ok(ties, 'ties as facts');
        assert.equal(ties.length, result.tieBreaks.length, 'one fact per tie-break sentence');
        for (const tie of ties) {
          if (tie.kind === 'above') {
            assert.ok(glossary[tie.category], `a term for ${tie.category}`);
            assert.equal(result.scores[tie.above], result.scores[tie.below]);
            assert.ok(
              (result.ranking[tie.above] as number) < (result.ranking[tie.below] as number),
            );
          } else {
            const places = tie.seats.map((s) => result.ranking[s]);
            assert.equal(new Set(places).size, 1, 'shared seats share a place');
          }
        }
      }
    }
  });

  test(`${game.id}: every option has a German label and description`, () => {
    for (const def of game.options) {
      const de = optionWords(def, 'de');
      assert.ok(def.words?.de?.label && def.words.de.description, `${def.key} in German`);
      assert.notEqual(de.label, def.label, `${def.key}: the German label is not the English one`);
    }
  });

  test(`${game.id}: glossary terms are named in both languages`, () => {
    for (const [key, t] of Object.entries(game.glossary ?? {})) {
      assert.ok(t.en.trim() && t.de.trim(), key);
      for (const word of t.avoid?.de ?? [])
        assert.notEqual(word, t.de, `${key}: avoids its own German term`);
    }
  });
}

test('tie-breaks as facts: the first category that differs decides, else a shared place', () => {
  const ties = tiesOf(
    [10, 12, 10, 10],
    [
      { category: 'monkeysLaunched', values: [5, 0, 4, 5] },
      { category: 'statusPoints', values: [20, 0, 30, 20] },
    ],
  );
  assert.deepEqual(ties, [
    { kind: 'above', above: 0, below: 2, category: 'monkeysLaunched', values: [5, 4] },
    {
      kind: 'shared',
      seats: [0, 3],
      categories: ['monkeysLaunched', 'statusPoints'],
    },
    { kind: 'above', above: 3, below: 2, category: 'monkeysLaunched', values: [5, 4] },
  ] satisfies TieBreak[]);
});

test('tie-break sentences in English and German, with the names people chose', () => {
  const glossary = {
    monkeysLaunched: { en: 'monkeys launched', de: 'gestartete Affen' },
    statusPoints: { en: 'status points', de: 'Statuspunkte' },
  };
  const names = ['Ada', 'Ben', 'Cy'];
  const name = (seat: number) => names[seat] as string;
  const above: TieBreak = {
    kind: 'above',
    above: 2,
    below: 0,
    category: 'monkeysLaunched',
    values: [5, 4],
  };
  const shared: TieBreak = {
    kind: 'shared',
    seats: [0, 1],
    categories: ['monkeysLaunched', 'statusPoints'],
  };
  assert.equal(
    tieBreakSentence(above, glossary, name, 'en'),
    'Cy ranks above Ada: more monkeys launched (5 to 4).',
  );
  assert.equal(
    tieBreakSentence(above, glossary, name, 'de'),
    'Cy liegt vor Ada: mehr gestartete Affen (5 zu 4).',
  );
  assert.equal(
    tieBreakSentence(shared, glossary, name, 'en'),
    'Ada and Ben share their place: equal points, monkeys launched and status points.',
  );
  assert.equal(
    tieBreakSentence(shared, glossary, name, 'de'),
    'Ada und Ben teilen sich den Platz: Punkte, gestartete Affen und Statuspunkte sind gleich.',
  );
  assert.deepEqual(englishOnly({ a: { en: 'Status', de: 'Status' }, b: glossary.statusPoints }), [
    'status points',
  ]);
});
