// Moon as a Moontable game: three Eras of pick-and-pass drafting for 1-5 players (solo.ts: one
// player against the Rival, our own reading of the spec's solo proposal), over era.ts
// (setup and Era flow), turn.ts (a turn), effects.ts (card effects), view.ts and notation.ts.
// Option `cardSet` names the card set played; the built-in one is the project's own PROPOSAL,
// and `createMoonGame` builds the game over other card sets registered as data.

import type { Game } from '../../engine/game.ts';
import { defineGame } from '../../engine/define.ts';
import type { CardSet } from './cards.ts';
import { setupState } from './era.ts';
import { libraryOf } from './library.ts';
import { registerCardSet } from './register.ts';
import { GLOSSARY } from './glossary.ts';
import { factFor, factsOf, factWords } from './log.ts';
import { moveLabel } from './move-label.ts';
import { encodeMove, parseMove } from './notation.ts';
import { ERAS, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS } from './rules-data.ts';
import { cloneState, MOVE_SHAPE } from './state.ts';
import type { MoonMove, MoonOptions, MoonState } from './state.ts';
import { checkMove, legalMoves, playMove, toAct } from './turn.ts';
import { scoreSheet } from './score-sheet.ts';
import { moonActions } from './actions.ts';
import { moonTensor } from './tensor.ts';
import { sampleState, tensorViewOf, viewOf } from './view.ts';
import type { MoonView } from './view.ts';

export type { MoonMove, MoonOptions, MoonState, MoonView };

/** Moves a turn can hold at most: main action, extra Constructs, optional actions and choices. */
const MOVES_PER_TURN = 40;
/** Turns an Era can hold beyond the dealt cards (Obelisks put cards back into hands). */
const SPARE_TURNS = 12;

/**
 * Moon over the given card sets (each registered after the well-formedness check; a set with
 * problems throws). The first set is the default of the `cardSet` option.
 */
export function createMoonGame(
  sets: readonly CardSet[] = [],
): Game<MoonState, MoonMove, MoonView, MoonOptions> {
  for (const set of sets) {
    const problems = registerCardSet(set);
    if (problems.length > 0)
      throw new Error(`card set "${set.id}" is not well formed: ${problems.join('; ')}`);
  }
  const ids = sets.length > 0 ? sets.map((s) => s.id) : ['proposal'];
  return defineGame({
    id: 'moon',
    name: 'Moon',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    hiddenInformation: true,
    options: [
      {
        key: 'cardSet',
        kind: 'choice',
        label: 'Card set',
        description:
          'The cards played. "proposal" is the Moontable project’s own design, not the printed cards.',
        values: ids,
        default: ids[0] as string,
        words: {
          en: {
            label: 'Card set',
            description: 'The cards played.',
            values: { proposal: 'Moontable’s own design' },
          },
          de: {
            label: 'Kartensatz',
            description:
              'Die Karten im Spiel. „proposal“ ist der eigene Entwurf des Moontable-Projekts, nicht die gedruckten Karten.',
            values: { proposal: 'Eigener Entwurf von Moontable' },
          },
        },
      },
      {
        key: 'psychic',
        kind: 'boolean',
        label: 'Psychic Expedition',
        description:
          'Play with the Psychic Expedition, a stretch-goal card, in the Era II Expedition deck.',
        default: true,
        words: {
          en: {
            label: 'Psychic Expedition',
            description: 'Play with the Psychic Expedition, a stretch-goal card, in Era II.',
          },
          de: {
            label: 'Hellseherische Expedition',
            description:
              'Mit der Hellseherischen Expedition, einer Stretch-Goal-Karte, im Expeditionsstapel der Ära II spielen.',
          },
        },
      },
    ],
    glossary: GLOSSARY,
    readOptions: (values) => ({
      cardSet: String(values.cardSet),
      psychic: values.psychic === true,
    }),
    maxMoves: (players) =>
      ERAS * (players * HAND_SIZE(players) + SPARE_TURNS) * MOVES_PER_TURN + players * 20,
    actionSpace: moonActions,
    observationTensor: moonTensor,
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
    result: (state) => state.result && scoreSheet(state.result),
    encodeMove,
    parseMove,
    moveLabel,
    components(s) {
      const counts: Record<string, number> = {};
      const add = (id: number) => {
        if (id >= 0) counts[`c${id + 1}`] = (counts[`c${id + 1}`] ?? 0) + 1;
      };
      for (const list of [
        ...s.stacks,
        s.discard,
        ...s.expeditionDecks,
        s.boxed,
        s.reputationBox,
        s.reputations,
        ...s.hands,
        s.handExpedition,
        ...s.settlements,
        ...s.claimed,
        s.revealed,
        ...(s.solo ? [...s.solo.hands, s.solo.expeditions, s.solo.tableau] : []),
      ])
        list.forEach(add);
      if (!s.handExpedition.includes(s.firstExpedition)) add(s.firstExpedition);
      const total = libraryOf(s.options.cardSet).cards.length;
      counts.cards = Object.keys(counts).length === total ? total : -1;
      return counts;
    },
  });
}

/** Moon with the built-in PROPOSAL card set. */
export const moon = createMoonGame();
