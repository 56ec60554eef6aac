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

const within = (x: number | null, n: number): x is number =>
  x !== null && Number.isInteger(x) && x >= 0 && x < n;

/**
 * A move's id as a number, in the order of `allMoves` (each kind a block, its fields in the
 * order listed there); -1 when a field is outside the table. The conformance kit holds it to
 * the names.
 */
function idOf(players: number): (m: MLMove) => number {
  const R = ROOM_COUNT;
  const I = ITEMS.length;
  const sizes: Record<MLMove['type'], number> = {
    move: R,
    take: I,
    drop: 1,
    reveal: 1,
    unlock: 1,
    combat: players * R,
    item: I * R * R,
    exchange: R * R,
    steal: 1 + players,
    twice: R * (1 + R),
    guard: R,
    end: 1,
  };
  const start = {} as Record<MLMove['type'], number>;
  let at = 0;
  for (const type of Object.keys(sizes) as MLMove['type'][]) {
    start[type] = at;
    at += sizes[type];
  }
  return (m) => {
    switch (m.type) {
      case 'move':
      case 'guard':
        return within(m.to, R) ? start[m.type] + m.to : -1;
      case 'take':
        return within(m.item, I) ? start.take + m.item : -1;
      case 'drop':
      case 'reveal':
      case 'unlock':
      case 'end':
        return start[m.type];
      case 'combat':
        return within(m.target, players) && within(m.to, R)
          ? start.combat + m.target * R + m.to
          : -1;
      case 'item':
        return within(m.item, I) && within(m.from, R) && within(m.to, R)
          ? start.item + (m.item * R + m.from) * R + m.to
          : -1;
      case 'exchange':
        return within(m.a, R) && within(m.b, R) ? start.exchange + m.a * R + m.b : -1;
      case 'steal':
        if (m.target === null) return start.steal;
        return within(m.target, players) ? start.steal + 1 + m.target : -1;
      case 'twice':
        if (!within(m.first, R)) return -1;
        if (m.second === null) return start.twice + m.first * (1 + R);
        return within(m.second, R) ? start.twice + m.first * (1 + R) + 1 + m.second : -1;
    }
  };
}

/** The action space of a table of `players`. */
export function monkeyLabActions(players: number): ActionSpace<MLMove> {
  const id = idOf(players);
  return {
    names: allMoves(players).map(encodeMove),
    decisions: (m) => [encodeMove(m)],
    maxDecisions: 1,
    ids: (m) => {
      const a = id(m);
      return a < 0 ? null : [a];
    },
  };
}
