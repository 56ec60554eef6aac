// Monkeys on the Moon as a Moontable game: the engine interface over rules.ts, view.ts,
// notation.ts and log.ts.

import type { Game } from '../../engine/game.ts';
import { defineGame } from '../../engine/define.ts';
import { MAX_PLAYERS, MIN_PLAYERS, TRIBE_COUNT, TRIBES } from './data.ts';
import { eventFor } from './events.ts';
import type { MMEvent } from './events.ts';
import { GLOSSARY } from './glossary.ts';
import { eventLine } from './log.ts';
import { encodeMove, moveLabel, parseMove } from './notation.ts';
import { checkMove, legalMoves, maxMoves, playMove, setupState, toAct } from './rules.ts';
import { cloneState, MOVE_SHAPE } from './state.ts';
import { MM_ACTIONS } from './actions.ts';
import { mmTensor } from './tensor.ts';
import type { MMMove, MMOptions, MMState } from './state.ts';
import { scoreSheet } from './score-sheet.ts';
import { sampleState, tensorViewOf, viewOf } from './view.ts';
import type { MMView } from './view.ts';

export type { MMMove, MMOptions, MMState, MMView };

export const monkeysOnTheMoon: Game<MMState, MMMove, MMView, MMOptions> = defineGame({
  id: 'monkeys-on-the-moon',
  name: 'Monkeys on the Moon',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  hiddenInformation: true,
  glossary: GLOSSARY,
  options: [
    {
      key: 'maximumScorn',
      kind: 'boolean',
      label: 'Maximum Scorn',
      description: 'A scorn card held at the end discards your launched monkeys of that tribe.',
      default: false,
      words: {
        de: {
          label: 'Maximaler Spott',
          description:
            'Wer am Ende eine Spottkarte hat, verliert alle gestarteten Affen dieser Sippe.',
        },
      },
    },
    {
      key: 'treachery',
      kind: 'boolean',
      label: 'Monkey Treachery',
      description:
        'The first tribe to reach the white dot swaps places with its clockwise neighbour.',
      default: false,
      words: {
        de: {
          label: 'Affenverrat',
          description:
            'Die erste Sippe, die den weißen Punkt erreicht, tauscht den Platz mit ihrem Nachbarn im Uhrzeigersinn.',
        },
      },
    },
  ],

  readOptions: (values) => ({
    maximumScorn: values.maximumScorn === true,
    treachery: values.treachery === true,
  }),
  maxMoves: (players) => maxMoves(players),
  actionSpace: () => MM_ACTIONS,
  observationTensor: (players) => mmTensor(players),
  setup: setupState,
  toAct,
  legalMoves,
  moveShape: MOVE_SHAPE,
  check: checkMove,
  play: (state, seat, move) => playMove(state, seat, move, null),
  clone: cloneState,
  view: viewOf,
  tensorView: tensorViewOf,
  sample: sampleState,
  facts(before, seat, move) {
    const events: MMEvent[] = [];
    playMove(cloneState(before), seat, move, events);
    return events;
  },
  factFor: eventFor,
  words: eventLine,
  result: (state) => state.result && scoreSheet(state.result),
  encodeMove,
  parseMove,
  moveLabel,
  components(s) {
    const counts: Record<string, number> = { scorn: s.scorn.length };
    for (let t = 0; t < TRIBE_COUNT; t++) {
      let n = (s.supply[t] as number) + (s.boxed[t] as number);
      for (const row of s.coins) n += row[t] as number;
      counts[`coin:${TRIBES[t]}`] = n;
    }
    const count = (prefix: string, ids: Iterable<number>) => {
      for (const id of ids) counts[`${prefix}${id + 1}`] = (counts[`${prefix}${id + 1}`] ?? 0) + 1;
    };
    count('c', [...s.civDeck, ...s.civDiscard, ...s.civBoxed, ...s.hands.flat()]);
    count('m', [
      ...s.monkeyDeck,
      ...s.monkeyPool,
      ...s.monkeyDiscard,
      ...s.aboard.flat(),
      ...s.holding.flat(),
      ...s.launchedMonkeys.flat(),
      ...(s.auction ? [s.auction.monkey] : []),
      ...s.pending.flatMap((p) => (p.kind === 'ship' ? p.board : [])),
    ]);
    count('s', [
      ...s.shipDeck,
      ...s.shipPool,
      ...s.shipDiscard,
      ...s.ship.filter((x) => x >= 0),
      ...s.launchedShips.flat(),
    ]);
    return counts;
  },
});
