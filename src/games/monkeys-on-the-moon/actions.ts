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

/** The same for every player count and option: 2,808 plays, 42 selects, 42 bid parts, ... */
export const MM_ACTIONS: ActionSpace<MMMove> = {
  names: allNames(),
  maxDecisions: TRIBES.length + 1,
  decisions: (m) =>
    m.type === 'bid'
      ? [...m.coins.flatMap((n, t) => (n > 0 ? [bidPart(t, n)] : [])), BID_DONE]
      : [encodeMove(m)],
};
