// The fixed action space of Monkey Lab (engine/actions.ts): every move is one decision, named by
// its notation. Rooms, items and the seats at the table are few, so the flat list stays small
// (about 950 actions at four players).

import type { ActionSpace } from '../../engine/actions.ts';
import { ITEMS } from './data.ts';
import { ROOM_COUNT } from './lab.ts';
import { encodeMove } from './notation.ts';
import type { MLMove } from './state.ts';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

function allMoves(players: number): MLMove[] {
  const rooms = range(ROOM_COUNT);
  const items = range(ITEMS.length);
  const seats = range(players);
  return [
    ...rooms.map((to): MLMove => ({ type: 'move', to })),
    ...items.map((item): MLMove => ({ type: 'take', item })),
    { type: 'drop' },
    { type: 'reveal' },
    { type: 'unlock' },
    ...seats.flatMap((target) => rooms.map((to): MLMove => ({ type: 'combat', target, to }))),
    ...items.flatMap((item) =>
      rooms.flatMap((from) => rooms.map((to): MLMove => ({ type: 'item', item, from, to }))),
    ),
    ...rooms.flatMap((a) => rooms.map((b): MLMove => ({ type: 'exchange', a, b }))),
    ...[null, ...seats].map((target): MLMove => ({ type: 'steal', target })),
    ...rooms.flatMap((first) =>
      [null, ...rooms].map((second): MLMove => ({ type: 'twice', first, second })),
    ),
    ...rooms.map((to): MLMove => ({ type: 'guard', to })),
    { type: 'end' },
  ];
}

/** The action space of a table of `players`. */
export function monkeyLabActions(players: number): ActionSpace<MLMove> {
  return {
    names: allMoves(players).map(encodeMove),
    decisions: (m) => [encodeMove(m)],
    maxDecisions: 1,
  };
}
