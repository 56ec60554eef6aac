// The observation tensor of Moon (engine/tensor.ts) for a card set: a seat's view as numbers,
// seats counted from the viewer; per-card facts are indexed by card id. The steps still to run
// (`tasks`) are counted, not spelled out. docs/observations.md lists the slices.

import {
  counts,
  flag,
  num,
  nums,
  oneHot,
  perSeat,
  seatOneHot,
  ViewTensor,
} from '../../engine/tensor.ts';
import type { TensorPart } from '../../engine/tensor.ts';
import { libraryOf } from './library.ts';
import { ERAS } from './rules-data.ts';
import type { Decision, MoonOptions } from './state.ts';
import type { MoonView } from './view.ts';
import { FLAGS, RESOURCES } from './vocabulary.ts';

/** Every kind of decision, each once: a kind added to `Decision` must be placed here. */
const DECISION_INDEX: Readonly<Record<Decision['kind'], number>> = {
  search: 0,
  spend: 1,
  pick: 2,
  payAny: 3,
  exchange: 4,
  takeRewards: 5,
  give: 6,
  reveal: 7,
  produce: 8,
  flagReward: 9,
  convert: 10,
  unflip: 11,
  cycle: 12,
  swap: 13,
  recall: 14,
  greyHeart: 15,
  rewardResource: 16,
  hand: 17,
};
const DECISIONS = Object.keys(DECISION_INDEX);
/** Solo: the face-up hands of an Era, at most. */
const SOLO_HANDS = 9;

/** The layout for a table of `players` with this card set. */
export function moonTensor(players: number, options: MoonOptions): ViewTensor<MoonView> {
  const cards = libraryOf(options.cardSet).name.length;
  const eras = Array.from({ length: ERAS }, (_, i) => i);
  const decision = (v: MoonView) => v.decision;
  const parts: TensorPart<MoonView>[] = [
    oneHot('era', ERAS + 1, 'the Era, 1..3', (v) => v.era),
    num('round', 'the round within the Era', (v) => v.round),
    flag('over', 'the game is over', (v) => v.over),
    num('x', 'Hearts on X', (v) => v.x),
    nums('flagHearts', FLAGS.length, 'Hearts under each flag', (v) => v.flagHearts),
    counts('discard', cards, 'cards in the discard pile', (v) => v.discard),
    counts('boxed', cards, 'cards out of play', (v) => v.boxed),
    counts('reputations', cards, 'Reputation cards on display', (v) => v.reputations),
    oneHot('firstExpedition', cards, 'the First Expedition card', (v) => v.firstExpedition),
    seatOneHot('eraStarter', players, 'who starts the Era', (v) => v.eraStarter),
    seatOneHot('firstHolder', players, 'who was dealt the First Expedition', (v) => v.firstHolder),
    perSeat(players, (seat, at) =>
      num(`order${at}`, 'place in this round’s order still to play (0: not to play)', (v, w) => {
        const i = v.order.indexOf(seat(w));
        return i < 0 ? 0 : i + 1;
      }),
    ),
    seatOneHot('turnSeat', players, 'whose turn it is', (v) => v.turn.seat),
    flag('mainDone', 'the main action of the turn is done', (v) => v.turn.mainDone),
    num('extraConstructs', 'extra Constructs left (Obelisks)', (v) => v.turn.extraConstructs),
    flag('parked', 'a Rover was parked this turn', (v) => v.turn.parked),
    num('flips', 'flips this turn', (v) => v.turn.flips),
    flag('expeditionUsed', 'the Expedition was used this turn', (v) => v.turn.expeditionUsed),
    flag('turnClaimed', 'a Reputation was claimed this turn', (v) => v.turn.claimed),
    num('freeConstructs', 'free Constructs this turn', (v) => v.turn.freeConstructs),
    num('spent', 'resources spent this turn', (v) => v.turn.spent),
    counts('lentFlags', FLAGS.length, 'flags lent for this turn', (v) =>
      v.turn.lentFlags.map((f) => FLAGS.indexOf(f)),
    ),
    perSeat(players, (seat, at) =>
      counts(`settlement${at}`, cards, 'cards in the settlement', (v, w) => v.settlements[seat(w)]),
    ),
    perSeat(players, (seat, at) =>
      counts(`claimed${at}`, cards, 'Reputation cards claimed', (v, w) => v.claimed[seat(w)]),
    ),
    perSeat(players, (seat, at) =>
      nums(`supply${at}`, RESOURCES.length, 'resources by kind', (v, w) => v.supply[seat(w)] ?? []),
    ),
    perSeat(players, (seat, at) => num(`rovers${at}`, 'Rovers', (v, w) => v.rovers[seat(w)] ?? 0)),
    perSeat(players, (seat, at) =>
      num(`hearts${at}`, 'Heart tokens', (v, w) => v.hearts[seat(w)] ?? 0),
    ),
    perSeat(players, (seat, at) =>
      num(
        `freeNext${at}`,
        'Capable’s free Construct (0, 1 or 2)',
        (v, w) => v.freeNext[seat(w)] ?? 0,
      ),
    ),
    nums('cardHearts', cards, 'Hearts on each card', (v) => v.cardHearts),
    nums('roverOn', cards, 'Rovers parked on each card', (v) => v.roverOn),
    counts('flipped', cards, 'flipped pink cards', (v) => v.flipped),
    nums('builtThisTurn', cards, '1 for cards constructed in this turn', (v) =>
      v.builtTurn.map((t) => (t === v.turnCount ? 1 : 0)),
    ),
    num('turnCount', 'turns taken', (v) => v.turnCount),
    counts('hand', cards, 'the viewer’s hand (solo: the hand in play)', (v, w) =>
      w === 'spectator' ? (v.solo ? v.hands[0] : null) : v.hands[w],
    ),
    perSeat(players, (seat, at) =>
      num(`handSize${at}`, 'cards in hand', (v, w) => v.handSizes[seat(w)] ?? 0),
    ),
    perSeat(players, (seat, at) =>
      oneHot(
        `handExpedition${at}`,
        cards,
        'the Expedition with that hand, when seen',
        (v, w) => v.handExpedition[seat(w)] ?? -1,
      ),
    ),
    counts('searched', cards, 'the stack being searched (its searcher only)', (v) =>
      v.stacks.flatMap((s) => s ?? []),
    ),
    ...eras.map((e) =>
      num<MoonView>(
        `stackSize${e + 1}`,
        `cards in the Era ${e + 1} stack`,
        (v) => v.stackSizes[e] ?? 0,
      ),
    ),
    ...eras.map((e) =>
      num<MoonView>(
        `expeditionDeckSize${e + 1}`,
        `Expeditions left for Era ${e + 1}`,
        (v) => v.expeditionDeckSizes[e] ?? 0,
      ),
    ),
    num('reputationBoxSize', 'Reputation cards not drawn', (v) => v.reputationBoxSize),
    counts('revealed', cards, 'cards revealed for a choice', (v) => v.revealed),
    oneHot('decision', DECISIONS.length, `the pending decision: ${DECISIONS.join(', ')}`, (v) => {
      const kind = decision(v)?.kind;
      return kind === undefined ? -1 : DECISION_INDEX[kind];
    }),
    seatOneHot('decisionSeat', players, 'who decides it', (v) => decision(v)?.seat ?? -1),
    num('decisionN', 'its count (n or max), when it has one', (v) => {
      const d = decision(v);
      return d && 'n' in d ? d.n : d && 'max' in d ? d.max : 0;
    }),
    num('tasks', 'effect steps still to run', (v) => v.tasks.length),
    flag('solo', 'a solo game', (v) => v.solo !== null),
    ...Array.from({ length: SOLO_HANDS }, (_, i) =>
      counts<MoonView>(
        `soloHand${i + 1}`,
        cards,
        `solo: face-up hand ${i + 1}`,
        (v) => v.solo?.hands[i],
      ),
    ),
    nums('soloPlayed', SOLO_HANDS, 'solo: hands played this round', (v) =>
      (v.solo?.played ?? []).map((p) => (p ? 1 : 0)),
    ),
    counts('rivalTableau', cards, 'solo: the Rival’s cards', (v) => v.solo?.tableau),
    num('rivalHearts', 'solo: the Rival’s Heart tokens', (v) => v.solo?.hearts ?? 0),
  ];
  return new ViewTensor(parts);
}
