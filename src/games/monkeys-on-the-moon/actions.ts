// The fixed action space of Monkeys on the Moon (engine/actions.ts). Every move is one decision
// named by its notation, except a bid: one decision per tribe whose coins are shown
// (`bid purple:2`, tribes in order) and then `bid done`, so the space holds 7 counts per tribe
// rather than every combination of coins.

import type { ActionSpace } from '../../engine/actions.ts';
import { CIVILIZATION_CARDS, COINS_PER_TRIBE, MONKEYS, SHIPS, TRIBES } from './data.ts';
import type { Tribe } from './data.ts';
import { encodeMove } from './notation.ts';
import type { MMMove } from './state.ts';

const BID_DONE = 'bid done';
const bidPart = (t: number, n: number) => `bid ${TRIBES[t]}:${n}`;

function allNames(): string[] {
  const names: string[] = [];
  const tribes = TRIBES.map((_, t) => t as Tribe);
  for (let card = 0; card < CIVILIZATION_CARDS.length; card++)
    for (const tribe of tribes) {
      names.push(encodeMove({ type: 'play', card, tribe, chain: null }));
      for (const kind of ['pay', 'scorn'] as const)
        for (const other of tribes)
          names.push(encodeMove({ type: 'play', card, tribe, chain: { kind, tribe: other } }));
    }
  for (let monkey = 0; monkey < MONKEYS.length; monkey++)
    names.push(encodeMove({ type: 'select', monkey }));
  for (const t of tribes) for (let n = 1; n <= COINS_PER_TRIBE; n++) names.push(bidPart(t, n));
  names.push(BID_DONE, 'pass');
  for (let ship = 0; ship < SHIPS.length; ship++) names.push(encodeMove({ type: 'ship', ship }));
  for (let set = 0; set < 1 << TRIBES.length; set++)
    names.push(encodeMove({ type: 'leave', tribes: tribes.filter((t) => set & (1 << t)) }));
  return names;
}

const T = TRIBES.length;
const within = (x: number, n: number): boolean => Number.isInteger(x) && x >= 0 && x < n;
/** Where each kind's block starts, in the order of `allNames`. */
const PLAY_BLOCK = 1 + 2 * T;
const SELECT_AT = CIVILIZATION_CARDS.length * T * PLAY_BLOCK;
const BID_AT = SELECT_AT + MONKEYS.length;
const BID_DONE_AT = BID_AT + T * COINS_PER_TRIBE;
const PASS_AT = BID_DONE_AT + 1;
const SHIP_AT = PASS_AT + 1;
const LEAVE_AT = SHIP_AT + SHIPS.length;

/** A move's ids as numbers, in the order of `allNames` (the kit holds them to the names). */
function ids(m: MMMove): number[] | null {
  switch (m.type) {
    case 'play': {
      if (!within(m.card, CIVILIZATION_CARDS.length) || !within(m.tribe, T)) return null;
      const at = (m.card * T + m.tribe) * PLAY_BLOCK;
      if (!m.chain) return [at];
      if (!within(m.chain.tribe, T)) return null;
      return [at + 1 + (m.chain.kind === 'pay' ? 0 : T) + m.chain.tribe];
    }
    case 'select':
      return within(m.monkey, MONKEYS.length) ? [SELECT_AT + m.monkey] : null;
    case 'bid': {
      const out: number[] = [];
      for (let t = 0; t < m.coins.length; t++) {
        const n = m.coins[t] as number;
        if (!(n > 0)) continue;
        if (t >= T || !Number.isInteger(n) || n > COINS_PER_TRIBE) return null;
        out.push(BID_AT + t * COINS_PER_TRIBE + n - 1);
      }
      out.push(BID_DONE_AT);
      return out;
    }
    case 'pass':
      return [PASS_AT];
    case 'ship':
      return within(m.ship, SHIPS.length) ? [SHIP_AT + m.ship] : null;
    case 'leave': {
      // Named with the tribes ascending, each once: any other list names nothing.
      let set = 0;
      let last = -1;
      for (const t of m.tribes) {
        if (!within(t, T) || t <= last) return null;
        set |= 1 << t;
        last = t;
      }
      return [LEAVE_AT + set];
    }
  }
}

/** The same for every player count and option: 2,808 plays, 42 selects, 42 bid parts, ... */
export const MM_ACTIONS: ActionSpace<MMMove> = {
  names: allNames(),
  maxDecisions: TRIBES.length + 1,
  ids,
  decisions: (m) =>
    m.type === 'bid'
      ? [...m.coins.flatMap((n, t) => (n > 0 ? [bidPart(t, n)] : [])), BID_DONE]
      : [encodeMove(m)],
};
