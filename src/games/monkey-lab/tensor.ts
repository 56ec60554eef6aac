// The observation tensor of Monkey Lab (engine/tensor.ts): a seat's view as numbers, seats
// counted from the viewer. docs/observations.md lists the slices.

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
import { CAGES, CARD_KINDS, ITEMS, SCORING_TILES } from './data.ts';
import { ROOM_COUNT } from './lab.ts';
import type { MLView } from './view.ts';

const BOARDS = 4;
const TILE_VALUES = Math.max(...SCORING_TILES.map((t) => t.value)) + 1;

/** The layout for a table of `players`. */
export function monkeyLabTensor(players: number): ViewTensor<MLView> {
  const rooms = Array.from({ length: ROOM_COUNT }, (_, r) => r);
  const parts: TensorPart<MLView>[] = [
    nums('sideB', BOARDS, '1 for each board shown on its B side', (v) =>
      v.sides.map((s) => (s === 'B' ? 1 : 0)),
    ),
    oneHot('guard', ROOM_COUNT, 'the guard’s room (none while outside)', (v) => v.guard),
    perSeat(players, (seat, at) =>
      oneHot(
        `at${at}`,
        ROOM_COUNT,
        'the room of that seat’s monkey',
        (v, w) => v.at[seat(w)] ?? -1,
      ),
    ),
    perSeat(players, (seat, at) =>
      oneHot(`carry${at}`, ITEMS.length, 'the item it carries', (v, w) => v.carry[seat(w)] ?? -1),
    ),
    ...rooms.map((r) =>
      counts<MLView>(
        `floor${r}`,
        ITEMS.length,
        `items on the floor of room ${r}, by type`,
        (v) => v.floor[r],
      ),
    ),
    nums('hiddenCage', ROOM_COUNT, '1 for each room with a face-down cage', (v) =>
      v.hidden.map((h) => (h ? 1 : 0)),
    ),
    ...rooms.map((r) =>
      oneHot<MLView>(
        `cage${r}`,
        CAGES.length,
        `the face-up cage in room ${r}`,
        (v) => v.cage[r] ?? -1,
      ),
    ),
    num('unusedCount', 'cage tiles set aside', (v) => v.unusedCount),
    perSeat(players, (seat, at) =>
      counts(`cages${at}`, CAGES.length, 'cages unlocked', (v, w) => v.cages[seat(w)]),
    ),
    perSeat(players, (seat, at) =>
      counts(
        `tiles${at}`,
        TILE_VALUES,
        'scoring tiles by value (zeros when hidden)',
        (v, w) => v.tiles[seat(w)],
      ),
    ),
    perSeat(players, (seat, at) =>
      num(`tileCount${at}`, 'scoring tiles held', (v, w) => v.tileCounts[seat(w)] ?? 0),
    ),
    nums('tileSupply', SCORING_TILES.length, 'scoring tiles left of each kind', (v) => v.supply),
    num('deckSize', 'cards in the draw pile', (v) => v.deckSize),
    counts('hand', CARD_KINDS.length, 'the viewer’s cards by kind', (v, w) =>
      w === 'spectator' ? null : v.hands[w],
    ),
    perSeat(players, (seat, at) =>
      num(`handSize${at}`, 'cards in hand', (v, w) => v.handSizes[seat(w)] ?? 0),
    ),
    counts('discard', CARD_KINDS.length, 'discarded cards by kind', (v) => v.discard),
    seatOneHot('turn', players, 'whose turn it is', (v) => v.turn),
    num('actions', 'actions taken this turn', (v) => v.actions),
    flag('stopped', 'the guard stopped this turn', (v) => v.stopped),
    flag('played', 'a card was played this turn', (v) => v.played),
    num('turns', 'turns finished', (v) => v.turns),
  ];
  return new ViewTensor(parts);
}
