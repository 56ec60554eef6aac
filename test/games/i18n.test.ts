// German move labels and log lines: for seeded random games of every game, every legal move's
// label and every viewer's log lines come in German with no English left in them, differ from
// the English ones line by line, and name no card the viewer may not see.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnyGame, Viewer } from '../../src/engine/game.ts';
import { optionCombinations } from '../../src/engine/playout.ts';
import { Rng } from '../../src/engine/rng.ts';
import { chimpsOnMars } from '../../src/games/chimps-on-mars/index.ts';
import { CARD_COUNT } from '../../src/games/chimps-on-mars/data.ts';
import { cardLabel as cmCardEn, cardName as cmCard } from '../../src/games/chimps-on-mars/names.ts';
import { monkeyLab } from '../../src/games/monkey-lab/index.ts';
import { CARD_NAMES as ML_CARDS } from '../../src/games/monkey-lab/data.ts';
import { cardName as mlCard } from '../../src/games/monkey-lab/names.ts';
import { monkeysOnTheMoon } from '../../src/games/monkeys-on-the-moon/index.ts';
import type { MMState } from '../../src/games/monkeys-on-the-moon/index.ts';
import { CIVILIZATION_CARDS } from '../../src/games/monkeys-on-the-moon/data.ts';
import { civLabel, NAMES } from '../../src/games/monkeys-on-the-moon/names.ts';
import { moon } from '../../src/games/moon/index.ts';
import { libraryOf } from '../../src/games/moon/library.ts';
import { PROPOSAL_NAMES_DE } from '../../src/games/moon/proposal-de.ts';

/** Words that give away an English sentence (checked as whole words, case-sensitive). */
const ENGLISH =
  /(?<!\p{L})(the|The|You|you|your|Your|Player|player|and|with|from|into|drew|played)(?!\p{L})/u;

/** A name as a whole word: "Schimpanse" is not found inside "Schimpansen". */
const mentions = (text: string, name: string): boolean =>
  new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(
    text,
  );

interface Case {
  game: AnyGame;
  /** Every move type the games below must have labelled at least once. */
  moveTypes: readonly string[];
  /** Secret component names as [English, German]: a German line may name one only where the English line does. */
  secrets: readonly (readonly [string, string])[];
  games: number;
}

const CASES: Case[] = [
  {
    game: monkeysOnTheMoon as AnyGame,
    moveTypes: ['play', 'select', 'bid', 'pass', 'ship', 'leave'],
    secrets: CIVILIZATION_CARDS.map((_, id) => [civLabel(id), NAMES.de.civ(id)] as const),
    games: 2,
  },
  {
    game: chimpsOnMars as AnyGame,
    moveTypes: [
      'arrange',
      'draw',
      'play',
      'discard',
      'swap',
      'steal',
      'destroy',
      'banana',
      'allow',
      'revenge',
      'meteor',
      'end',
    ],
    secrets: Array.from(
      { length: CARD_COUNT },
      (_, id) => [cmCardEn(id), cmCard(id, 'de')] as const,
    ),
    games: 2,
  },
  {
    game: monkeyLab as AnyGame,
    moveTypes: [
      'move',
      'take',
      'drop',
      'reveal',
      'unlock',
      'combat',
      'item',
      'exchange',
      'steal',
      'twice',
      'guard',
      'end',
    ],
    secrets: ML_CARDS.map((en, k) => [en, mlCard(k, 'de')] as const),
    games: 2,
  },
  {
    game: moon as AnyGame,
    moveTypes: ['build', 'assimilate', 'park', 'flip', 'expedition', 'claim', 'end', 'choose'],
    secrets: [],
    games: 1,
  },
];

for (const c of CASES) {
  test(`${c.game.id}: labels and log lines in German, with no English left and nothing hidden named`, () => {
    const { game } = c;
    const labelled = new Set<string>();
    let lines = 0;
    let ownDraws = 0;
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      for (const values of optionCombinations(game)) {
        const parsed = game.parseOptions(values);
        assert.ok(parsed.ok);
        for (let g = 0; g < c.games; g++) {
          const seed = `i18n/${players}/${JSON.stringify(values)}/${g}`;
          const rng = new Rng(seed);
          let state = game.setup(parsed.value, players, seed);
          const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
          while (game.toAct(state).length > 0) {
            const seat = rng.pick(game.toAct(state));
            const legal = game.legalMoves(state, seat);
            for (const m of legal) {
              const de = game.moveLabel(state, seat, m, 'de');
              const en = game.moveLabel(state, seat, m);
              assert.notEqual(de, en, `label of ${game.encodeMove(m)} is not translated`);
              assert.doesNotMatch(de, ENGLISH, `English in the label "${de}"`);
              labelled.add((m as { type: string }).type);
            }
            const move = rng.pick(legal);
            const next = game.apply(state, seat, move);
            assert.ok(next.ok);
            for (const viewer of viewers) {
              const de = game.describe(state, seat, move, next.value, viewer, 'de');
              const en = game.describe(state, seat, move, next.value, viewer, 'en');
              assert.equal(de.length, en.length, `same lines in both languages: ${en.join(' ')}`);
              de.forEach((line, i) => {
                const english = en[i] as string;
                lines++;
                assert.notEqual(line, english, `log line not translated: ${line}`);
                assert.doesNotMatch(line, ENGLISH, `English in the log line "${line}"`);
                for (const [nameEn, nameDe] of c.secrets)
                  if (mentions(line, nameDe))
                    assert.ok(
                      english.includes(nameEn),
                      `viewer ${viewer} reads ${nameDe} in "${line}" but not ${nameEn} in "${english}"`,
                    );
                if (/^Du (hast .* gezogen|ziehst )/.test(line)) ownDraws++;
              });
            }
            state = next.value;
          }
        }
      }
    }
    assert.ok(lines > 100, `${lines} lines checked`);
    if (game.hiddenInformation && c.secrets.length > 0)
      assert.ok(ownDraws > 0, 'owners read their own draws');
    assert.deepEqual(
      c.moveTypes.filter((t) => !labelled.has(t)),
      [],
      'every move kind was labelled in German',
    );
  });
}

test('MM-3 in German: the log never names a civilization card in a hand the viewer may not see', () => {
  const game = monkeysOnTheMoon;
  const rng = new Rng('i18n-leak');
  let privateDraws = 0;
  for (const players of [2, 4]) {
    let state: MMState = game.setup(
      { maximumScorn: true, treachery: true },
      players,
      `leak-${players}`,
    );
    const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
    while (game.toAct(state).length > 0) {
      const seat = game.toAct(state)[0]!;
      const move = rng.pick(game.legalMoves(state, seat));
      const next = game.apply(state, seat, move);
      assert.ok(next.ok);
      if (!next.ok) return;
      for (const viewer of viewers) {
        const text = game.describe(state, seat, move, next.value, viewer, 'de').join('\n');
        next.value.hands.forEach((hand, owner) => {
          if (owner === viewer) {
            if (text.includes('Du hast') && text.includes('gezogen')) privateDraws++;
            return;
          }
          for (const card of hand)
            assert.ok(
              !text.includes(NAMES.de.civ(card)),
              `viewer ${viewer} reads ${NAMES.de.civ(card)} of seat ${owner}`,
            );
          if (move.type !== 'play' && text.includes('Zivilisationskarte gezogen'))
            assert.match(text, /Spieler \d hat eine Zivilisationskarte gezogen\./);
        });
      }
      state = next.value;
    }
  }
  assert.ok(privateDraws > 0, 'owners read their own draws in German');
});

test('Moon: every card of the built-in set has a German name, and no German name is left over', () => {
  const names = new Set(libraryOf('proposal').name);
  assert.deepEqual(
    [...names].filter((n) => !(n in PROPOSAL_NAMES_DE)),
    [],
    'cards without a German name',
  );
  assert.deepEqual(
    Object.keys(PROPOSAL_NAMES_DE).filter((n) => !names.has(n)),
    [],
    'German names of no card',
  );
  const de = libraryOf('proposal').names.de;
  assert.equal(de[libraryOf('proposal').name.indexOf('Printer')], 'Drucker');
});
