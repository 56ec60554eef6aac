// The fixed action space of Chimps on Mars (engine/actions.ts). Most moves are one decision named
// by their notation. Two are split, so the space stays small: an arrangement is one decision per
// place, left to right (`arrange c5`, `arrange down`, ...), and a swap is your card
// (`swap c5`) and then theirs (`swap p2:c14`).

import type { ActionSpace } from '../../engine/actions.ts';
import { CARD_COUNT, LAUNCH_CAPACITY_WITH_EVENT } from './data.ts';
import { encodeMove } from './notation.ts';
import { DOWN } from './state.ts';
import type { CardRef, CMMove } from './state.ts';

const ref = (r: CardRef): string => (r === DOWN ? 'down' : `c${r + 1}`);
const theirs = (target: number, r: CardRef) => `p${target + 1}:${ref(r)}`;
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

function allNames(players: number): string[] {
  const cards = range(CARD_COUNT);
  const refs: CardRef[] = [DOWN, ...cards];
  const seats = range(players);
  const flat: CMMove[] = [
    { type: 'draw' },
    ...cards.flatMap((card) => [false, true].map((down): CMMove => ({ type: 'play', card, down }))),
    ...refs.map((card): CMMove => ({ type: 'discard', card })),
    ...(['steal', 'destroy'] as const).flatMap((type) =>
      seats.flatMap((target) => refs.map((r): CMMove => ({ type, target, theirs: r }))),
    ),
    { type: 'banana' },
    { type: 'allow' },
    ...(['revenge', 'meteor'] as const).flatMap((type) =>
      [null, ...refs].map((card): CMMove => ({ type, card })),
    ),
    { type: 'end' },
  ];
  return [
    ...flat.map(encodeMove),
    ...refs.map((r) => `arrange ${ref(r)}`),
    ...refs.map((r) => `swap ${ref(r)}`),
    ...seats.flatMap((target) => refs.map((r) => `swap ${theirs(target, r)}`)),
  ];
}

function decisions(m: CMMove): string[] {
  switch (m.type) {
    case 'arrange':
      return m.order.map((r) => `arrange ${ref(r)}`);
    case 'swap':
      return [`swap ${ref(m.mine)}`, `swap ${theirs(m.target, m.theirs)}`];
    default:
      return [encodeMove(m)];
  }
}

/** The action space of a table of `players`. */
export function chimpsActions(players: number): ActionSpace<CMMove> {
  return { names: allNames(players), decisions, maxDecisions: LAUNCH_CAPACITY_WITH_EVENT };
}
