// The observation tensor of Chimps on Mars (engine/tensor.ts): a seat's view as numbers, seats
// counted from the viewer. A launch area is its places left to right, each the card there
// (one-hot) or a face-down flag. docs/observations.md lists the slices.

import { counts, flag, num, oneHot, perSeat, seatOneHot, ViewTensor } from '../../engine/tensor.ts';
import type { TensorPart } from '../../engine/tensor.ts';
import { CARD_COUNT, LAUNCH_CAPACITY_WITH_EVENT } from './data.ts';
import type { CMView } from './view.ts';

const ACTIONS = ['draw', 'play', 'discard'] as const;
const PENDING = ['reaction', 'revenge', 'meteor', 'trim'] as const;
const THREATS = ['swap', 'steal', 'destroy', 'revenge'] as const;

/** The layout for a table of `players`. */
export function chimpsTensor(players: number): ViewTensor<CMView> {
  const places = Array.from({ length: LAUNCH_CAPACITY_WITH_EVENT }, (_, i) => i);
  const pending = (v: CMView) => v.pending[0];
  const parts: TensorPart<CMView>[] = [
    seatOneHot('turn', players, 'whose turn it is', (v) => v.turn),
    num('turnNumber', 'turns played', (v) => v.turnNumber),
    seatOneHot('toAct', players, 'the seat to act', (v) => v.toAct[0] ?? -1),
    ...ACTIONS.map((a) =>
      flag<CMView>(`took:${a}`, `the ${a} action was taken this turn`, (v) =>
        v.actions.includes(a),
      ),
    ),
    flag('fresh', 'only free moves yet this turn', (v) => v.fresh),
    flag('arranged', 'the launch area was rearranged this turn', (v) => v.arranged),
    counts('hand', CARD_COUNT, 'the viewer’s hand', (v, w) =>
      w === 'spectator' ? null : v.hands[w],
    ),
    perSeat(players, (seat, at) =>
      num(`handSize${at}`, 'cards in hand', (v, w) => v.handSizes[seat(w)] ?? 0),
    ),
    perSeat(players, (seat, at) => ({
      slices: places.flatMap((i) => [
        { name: `launch${at}[${i}]`, size: CARD_COUNT, what: `the face-up card at place ${i}` },
        {
          name: `launchDown${at}[${i}]`,
          size: 1,
          what: `1 when the card at place ${i} is face down`,
        },
        {
          name: `launchOwnDown${at}[${i}]`,
          size: 1,
          what: '1 when it is face down but seen (own)',
        },
      ]),
      write: (v, w, out, start) => {
        const s = seat(w);
        const area = v.launch[s] ?? [];
        let at2 = start;
        for (const i of places) {
          const id = area[i];
          const down = v.faceDownAt[s] === i;
          if (id !== undefined && id !== null) out[at2 + id] = 1;
          out[at2 + CARD_COUNT] = down && id === null ? 1 : 0;
          out[at2 + CARD_COUNT + 1] = down && id !== null && id !== undefined ? 1 : 0;
          at2 += CARD_COUNT + 2;
        }
        return at2;
      },
      // The same numbers, the ones not zero only (a vector's frames): a card id is below
      // CARD_COUNT, so the places ascend.
      writeSparse: (v, w, out, start) => {
        const s = seat(w);
        const area = v.launch[s] ?? [];
        const cards = CARD_COUNT;
        let at2 = start;
        for (const i of places) {
          const id = area[i];
          const down = v.faceDownAt[s] === i;
          if (id !== undefined && id !== null) out.put(at2 + id, 1);
          if (down) out.put(at2 + cards + (id === null ? 0 : 1), id === undefined ? 0 : 1);
          at2 += cards + 2;
        }
        return at2;
      },
    })),
    num('pileSize', 'cards in the main pile', (v) => v.pileSize),
    counts('pileBottom', CARD_COUNT, 'events known at the pile’s bottom', (v) => v.pileBottom),
    num('discardSize', 'cards discarded', (v) => v.discardSize),
    perSeat(players, (seat, at) =>
      flag(`shielded${at}`, 'Banana protection', (v, w) => v.shielded[seat(w)] === true),
    ),
    oneHot('pending', PENDING.length, 'reaction, revenge, meteor, trim', (v) =>
      PENDING.indexOf(pending(v)?.kind as (typeof PENDING)[number]),
    ),
    seatOneHot('pendingSeat', players, 'who answers it', (v) => pending(v)?.seat ?? -1),
    seatOneHot(
      'attacker',
      players,
      'the attacker (reaction) or the seat attacked back (revenge)',
      (v) => {
        const p = pending(v);
        return p?.kind === 'reaction' ? p.attacker : p?.kind === 'revenge' ? p.against : -1;
      },
    ),
    oneHot('threat', THREATS.length, 'swap, steal, destroy, revenge', (v) => {
      const p = pending(v);
      return p?.kind === 'reaction' ? THREATS.indexOf(p.attack) : -1;
    }),
    oneHot('threatCard', CARD_COUNT, 'the power-up card in play', (v) => {
      const p = pending(v);
      return p?.kind === 'reaction' ? p.card : -1;
    }),
    oneHot('threatMine', CARD_COUNT, 'swap: the attacker’s card given away (face up)', (v) => {
      const p = pending(v);
      return p?.kind === 'reaction' ? p.mine : -1;
    }),
    oneHot('threatTheirs', CARD_COUNT, 'the target’s card attacked (face up)', (v) => {
      const p = pending(v);
      return p?.kind === 'reaction' ? p.theirs : -1;
    }),
  ];
  return new ViewTensor(parts);
}
