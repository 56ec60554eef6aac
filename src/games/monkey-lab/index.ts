// Monkey Lab as a Moontable game: the engine interface over rules.ts, view.ts and notation.ts.

import type { Game, Lang, Seat, Viewer } from '../../engine/game.ts';
import { defineGame } from '../../engine/define.ts';
import { CAGES, CARD_KINDS, ITEMS, MAX_PLAYERS, MIN_PLAYERS } from './data.ts';
import { GLOSSARY } from './glossary.ts';
import { cardName, itemName, seatName } from './names.ts';
import { BOARDS } from './lab.ts';
import type { Side } from './lab.ts';
import { encodeMove, moveLabel, parseMove } from './notation.ts';
import { checkMove, legalMoves, maxMoves, playMove, setupState, toAct } from './rules.ts';
import { CARD_OF_MOVE, cloneState, MOVE_SHAPE } from './state.ts';
import type { MLMove, MLOptions, MLState } from './state.ts';
import { scoreSheet } from './score-sheet.ts';
import { monkeyLabActions } from './actions.ts';
import { monkeyLabTensor } from './tensor.ts';
import { sampleState, viewOf } from './view.ts';
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

/** The facts of a move's log lines, read from the states before and after it. */
interface MoveFacts {
  /** The cage revealed: its monkeys and the items it needs. */
  revealed: { monkeys: number; needs: readonly number[] } | null;
  /** Monkeys in the cage unlocked. */
  unlocked: number | null;
  /** Seats that received a scoring tile, with the tile's value. */
  tiles: { seat: Seat; value: number }[];
  /** The turn ended because the mover stopped in the guard's room (ML-2). */
  guardStop: boolean;
  /** Cards the mover drew at the end of the turn. */
  drawn: number[];
  over: boolean;
}

function factsOf(before: MLState, seat: Seat, move: MLMove, after: MLState): MoveFacts {
  const room = before.at[seat] as number;
  const facts: MoveFacts = {
    revealed: null,
    unlocked: null,
    tiles: [],
    guardStop: false,
    drawn: [],
    over: false,
  };
  if (move.type === 'reveal') {
    const cage = CAGES[after.cage[room] as number] as (typeof CAGES)[number];
    facts.revealed = { monkeys: cage.monkeys, needs: cage.needs };
  }
  if (move.type === 'unlock') {
    facts.unlocked = (CAGES[before.cage[room] as number] as (typeof CAGES)[number]).monkeys;
    for (let t = 0; t < before.players; t++) {
      const got = (after.tiles[t] as number[]).length - (before.tiles[t] as number[]).length;
      if (got > 0)
        facts.tiles.push({ seat: t, value: (after.tiles[t] as number[]).at(-1) as number });
    }
  }
  if (after.turns > before.turns) {
    facts.guardStop = move.type !== 'end' && after.at[seat] === after.guard;
    const hand = after.hands[seat] as number[];
    const gained =
      hand.length -
      (before.hands[seat] as number[]).length +
      (CARD_OF_MOVE[move.type] >= 0 ? 1 : 0);
    if (gained > 0) facts.drawn = hand.slice(-gained);
    facts.over = after.result !== null;
  }
  return facts;
}

type Lines = (f: MoveFacts, seat: Seat, label: string, viewer: Viewer) => string[];

/** The mover as the table names seats ("Player 1", replaced by the person's name), with the colour. */
const player = (seat: Seat, lang: Lang): string =>
  `${lang === 'de' ? 'Spieler' : 'Player'} ${seat + 1} (${seatName(seat, lang)})`;

const english: Lines = (f, seat, label, viewer) => {
  const who = player(seat, 'en');
  const lines = [`${who}: ${label}.`];
  if (f.revealed)
    lines.push(
      `The cage shows ${f.revealed.monkeys} ${f.revealed.monkeys === 1 ? 'monkey' : 'monkeys'} and needs ${f.revealed.needs.map((i) => itemName(i, 'en')).join(' + ')}.`,
    );
  if (f.unlocked !== null) {
    lines.push(`${who} scores a cage of ${f.unlocked}.`);
    for (const { seat: t, value } of f.tiles)
      lines.push(
        viewer === t
          ? `You receive a scoring tile of ${value}.`
          : `${player(t, 'en')} receives a face-down scoring tile.`,
      );
  }
  if (f.guardStop)
    lines.push(`${who} ends an action in the guard's room: the turn is over (ML-2).`);
  if (f.drawn.length > 0)
    lines.push(
      viewer === seat
        ? `You draw ${f.drawn.map((k) => cardName(k, 'en')).join(' and ')}.`
        : `${who} draws ${f.drawn.length} ${f.drawn.length === 1 ? 'card' : 'cards'}.`,
    );
  if (f.over) lines.push('The game is over.');
  return lines;
};

const german: Lines = (f, seat, label, viewer) => {
  const who = player(seat, 'de');
  const lines = [`${who}: ${label}.`];
  if (f.revealed)
    lines.push(
      `Der Käfig zeigt ${f.revealed.monkeys} Affen und braucht ${f.revealed.needs.map((i) => itemName(i, 'de')).join(' + ')}.`,
    );
  if (f.unlocked !== null) {
    lines.push(`${who} wertet einen Käfig mit ${f.unlocked}.`);
    for (const { seat: t, value } of f.tiles)
      lines.push(
        viewer === t
          ? `Du bekommst ein Wertungsplättchen mit ${value}.`
          : `${player(t, 'de')} bekommt ein verdecktes Wertungsplättchen.`,
      );
  }
  if (f.guardStop)
    lines.push(`${who} beendet eine Aktion im Raum des Wächters: der Zug ist vorbei (ML-2).`);
  if (f.drawn.length > 0)
    lines.push(
      viewer === seat
        ? `Du ziehst ${f.drawn.map((k) => cardName(k, 'de')).join(' und ')}.`
        : `${who} zieht ${f.drawn.length} ${f.drawn.length === 1 ? 'Karte' : 'Karten'}.`,
    );
  if (f.over) lines.push('Das Spiel ist vorbei.');
  return lines;
};

const LINES: Readonly<Record<Lang, Lines>> = { en: english, de: german };

function describeMove(
  before: MLState,
  seat: Seat,
  move: MLMove,
  after: MLState,
  viewer: Viewer,
  lang: Lang = 'en',
): string[] {
  const facts = factsOf(before, seat, move, after);
  return LINES[lang](facts, seat, moveLabel(before, seat, move, lang), viewer);
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
  sample: sampleState,
  describe: describeMove,
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
