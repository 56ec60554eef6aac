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

/** A card reference's place among `[DOWN, ...cards]`, or -1. */
const refAt = (r: CardRef | null): number =>
  r === DOWN ? 0 : r !== null && Number.isInteger(r) && r >= 0 && r < CARD_COUNT ? r + 1 : -1;

/**
 * A move's ids as numbers, in the order of `allNames` (each kind a block, its fields in the
 * order listed there); null when a field is outside the table. The kit holds it to the names.
 */
function idsOf(players: number): (m: CMMove) => number[] | null {
  const R = 1 + CARD_COUNT;
  const seat = (t: number) => Number.isInteger(t) && t >= 0 && t < players;
  const PLAY = 1;
  const DISCARD = PLAY + 2 * CARD_COUNT;
  const STEAL = DISCARD + R;
  const DESTROY = STEAL + players * R;
  const BANANA = DESTROY + players * R;
  const REVENGE = BANANA + 2;
  const METEOR = REVENGE + 1 + R;
  const END = METEOR + 1 + R;
  const ARRANGE = END + 1;
  const SWAP = ARRANGE + R;
  const SWAP_THEIRS = SWAP + R;
  return (m) => {
    switch (m.type) {
      case 'draw':
        return [0];
      case 'play':
        return Number.isInteger(m.card) && m.card >= 0 && m.card < CARD_COUNT
          ? [PLAY + 2 * m.card + (m.down ? 1 : 0)]
          : null;
      case 'discard': {
        const r = refAt(m.card);
        return r < 0 ? null : [DISCARD + r];
      }
      case 'steal':
      case 'destroy': {
        const r = refAt(m.theirs);
        if (r < 0 || !seat(m.target)) return null;
        return [(m.type === 'steal' ? STEAL : DESTROY) + m.target * R + r];
      }
      case 'banana':
        return [BANANA];
      case 'allow':
        return [BANANA + 1];
      case 'revenge':
      case 'meteor': {
        const at = m.type === 'revenge' ? REVENGE : METEOR;
        if (m.card === null) return [at];
        const r = refAt(m.card);
        return r < 0 ? null : [at + 1 + r];
      }
      case 'end':
        return [END];
      case 'arrange': {
        const out: number[] = [];
        for (const c of m.order) {
          const r = refAt(c);
          if (r < 0) return null;
          out.push(ARRANGE + r);
        }
        return out;
      }
      case 'swap': {
        const mine = refAt(m.mine);
        const theirs = refAt(m.theirs);
        if (mine < 0 || theirs < 0 || !seat(m.target)) return null;
        return [SWAP + mine, SWAP_THEIRS + m.target * R + theirs];
      }
    }
  };
}

/** The action space of a table of `players`. */
export function chimpsActions(players: number): ActionSpace<CMMove> {
  return {
    names: allNames(players),
    decisions,
    maxDecisions: LAUNCH_CAPACITY_WITH_EVENT,
    ids: idsOf(players),
  };
}
