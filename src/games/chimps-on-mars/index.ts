// Chimps on Mars as a Moontable game: the engine interface over rules.ts, view.ts,
// notation.ts and log.ts.

import type { Game } from '../../engine/game.ts';
import { defineGame } from '../../engine/define.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './data.ts';
import { eventFor } from './events.ts';
import type { CMEvent } from './events.ts';
import { GLOSSARY } from './glossary.ts';
import { eventLine } from './log.ts';
import { encodeMove, moveLabel, parseMove } from './notation.ts';
import { checkMove } from './refusals.ts';
import { legalMoves, maxMoves, playMove, setupState, toAct } from './rules.ts';
import { cloneState, MOVE_SHAPE } from './state.ts';
import { chimpsActions } from './actions.ts';
import { chimpsTensor } from './tensor.ts';
import type { CMMove, CMOptions, CMState } from './state.ts';
import { scoreSheet } from './score-sheet.ts';
import { sampleState, tensorViewOf, viewOf } from './view.ts';
import type { CMView } from './view.ts';

export type { CMMove, CMOptions, CMState, CMView };

export const chimpsOnMars: Game<CMState, CMMove, CMView, CMOptions> = defineGame({
  id: 'chimps-on-mars',
  name: 'Chimps on Mars',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  hiddenInformation: true,
  options: [
    {
      key: 'eventEffects',
      kind: 'boolean',
      label: 'Event effects',
      description:
        'Each Event adds its own effect: Dust Storm one action, Solar Flare no face-down card, Meteor Shower a lost launch card, Engine Failure no Boosters or Spaceships.',
      default: false,
      words: {
        de: {
          label: 'Ereigniseffekte',
          description:
            'Jedes Ereignis bringt seinen eigenen Effekt: Staubsturm eine Aktion, Sonneneruption keine verdeckte Karte, Meteorschauer eine verlorene Startkarte, Triebwerksausfall keine Raketen oder Raumkapseln.',
        },
      },
    },
  ],
  glossary: GLOSSARY,

  readOptions: (values) => ({ eventEffects: values.eventEffects === true }),
  maxMoves: (players) => maxMoves(players),
  actionSpace: (players) => chimpsActions(players),
  observationTensor: (players) => chimpsTensor(players),
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
    const events: CMEvent[] = [];
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
    const counts: Record<string, number> = {};
    const count = (ids: Iterable<number>) => {
      for (const id of ids) counts[`c${id + 1}`] = (counts[`c${id + 1}`] ?? 0) + 1;
    };
    count(s.pile);
    count(s.discard);
    for (const h of s.hands) count(h);
    for (const a of s.launch) count(a);
    for (const p of s.pending) if (p.kind === 'reaction' && p.card >= 0) count([p.card]);
    return counts;
  },
});
