// Monkey Lab as a Moontable game: the engine interface over rules.ts, view.ts, notation.ts and
// log.ts.

import type { Game, Lang } from '../../engine/game.ts';
import { defineGame } from '../../engine/define.ts';
import { CARD_KINDS, ITEMS, MAX_PLAYERS, MIN_PLAYERS } from './data.ts';
import { GLOSSARY } from './glossary.ts';
import { BOARDS } from './lab.ts';
import type { Side } from './lab.ts';
import { encodeMove, moveLabel, parseMove } from './notation.ts';
import { checkMove, legalMoves, maxMoves, playMove, setupState, toAct } from './rules.ts';
import { cloneState, MOVE_SHAPE } from './state.ts';
import { factFor, factsOf, factWords } from './log.ts';
import type { MLMove, MLOptions, MLState } from './state.ts';
import { scoreSheet } from './score-sheet.ts';
import { monkeyLabActions } from './actions.ts';
import { monkeyLabTensor } from './tensor.ts';
import { sampleState, tensorViewOf, viewOf } from './view.ts';
import type { MLView } from './view.ts';

export type { MLMove, MLOptions, MLState, MLView };

/** Every fixed choice of sides (one letter per board 1..4, `AAAA` .. `BBBB`), after `random`. */
export const SIDE_CHOICES: readonly string[] = [
  'random',
  ...Array.from({ length: 16 }, (_, i) =>
    [8, 4, 2, 1].map((bit) => (i & bit ? 'B' : 'A')).join(''),
  ),
];

/** Board side titles in German (our own words), by board and side; English ones are in lab.ts. */
const TITLES_DE: readonly Readonly<Record<Side, string>>[] = [
  { A: 'Chirurgie', B: 'Akten' },
  { A: 'Optik', B: 'Tierpflege' },
  { A: 'Lager', B: 'Büros' },
  { A: 'Chemie', B: 'Haustechnik' },
];

/** A fixed choice of sides in words: "ABBA: Surgery, Animal Care, Offices, Chemistry". */
function sidesWords(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const choice of SIDE_CHOICES.slice(1)) {
    const titles = [...choice].map((side, q) =>
      lang === 'de'
        ? (TITLES_DE[q] as Record<Side, string>)[side as Side]
        : (BOARDS[q] as Record<Side, { title: string }>)[side as Side].title,
    );
    out[choice] = `${choice}: ${titles.join(', ')}`;
  }
  return out;
}

export const monkeyLab: Game<MLState, MLMove, MLView, MLOptions> = defineGame({
  id: 'monkey-lab',
  name: 'Monkey Lab',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  hiddenInformation: true,
  options: [
    {
      key: 'sides',
      kind: 'choice',
      label: 'Board sides',
      description:
        'Which side of each of the four lab boards lies up (north-west, north-east, south-east, south-west): random, or a fixed side A or B for each board, shown with the names of the boards.',
      values: SIDE_CHOICES,
      default: 'random',
      words: {
        en: { values: { random: 'random sides', ...sidesWords('en') } },
        de: {
          label: 'Brettseiten',
          description:
            'Welche Seite der vier Laborbretter oben liegt (Nordwest, Nordost, Südost, Südwest): zufällig oder für jedes Brett fest Seite A oder B.',
          values: { random: 'zufällige Seiten', ...sidesWords('de') },
        },
      },
    },
    {
      key: 'deck',
      kind: 'choice',
      label: 'Deck',
      description:
        "standard: 8 of each card; variant: the designer's 12 Move One Item and 6 of each other card.",
      values: ['standard', 'variant'],
      default: 'standard',
      words: {
        en: {
          values: {
            standard: 'standard (8 of each card)',
            variant: 'variant (12 Move One Item, 6 of each other card)',
          },
        },
        de: {
          label: 'Kartenstapel',
          description:
            'Standard: 8 von jeder Karte; Variante: die 12 „Gegenstand versetzen“ des Autors und 6 von jeder anderen Karte.',
          values: {
            standard: 'Standard (8 von jeder Karte)',
            variant: 'Variante (12 „Gegenstand versetzen“, 6 von jeder anderen Karte)',
          },
        },
      },
    },
  ],
  glossary: GLOSSARY,

  readOptions: (values) => ({
    sides: values.sides as string,
    deck: values.deck === 'variant' ? 'variant' : 'standard',
  }),
  maxMoves: (players) => maxMoves(players),
  actionSpace: (players) => monkeyLabActions(players),
  observationTensor: (players) => monkeyLabTensor(players),
  setup: setupState,
  toAct,
  legalMoves,
  moveShape: MOVE_SHAPE,
  check: checkMove,
  play: playMove,
  clone: cloneState,
  view: viewOf,
  tensorView: tensorViewOf,
  sample: sampleState,
  facts: factsOf,
  factFor,
  words: factWords,
  result: (state) => state.result && scoreSheet(state, state.result),
  encodeMove,
  parseMove,
  moveLabel,
  components(s) {
    const counts: Record<string, number> = {};
    const add = (key: string, n = 1) => (counts[key] = (counts[key] ?? 0) + n);
    for (const f of s.floor) for (const i of f) add(`item:${ITEMS[i]}`);
    for (const i of s.carry) if (i >= 0) add(`item:${ITEMS[i]}`);
    for (const c of [...s.cage.filter((c) => c >= 0), ...s.unused, ...s.cages.flat()])
      add(`cage:${c + 1}`);
    for (const k of [...s.deck, ...s.discard, ...s.hands.flat()]) add(`card:${CARD_KINDS[k]}`);
    for (const v of s.tiles.flat()) add(`tile:${v}`);
    s.supply.forEach((n, i) => add(`tile:${i + 1}`, n));
    return counts;
  },
});
