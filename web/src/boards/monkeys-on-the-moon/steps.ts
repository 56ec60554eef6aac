// The Monkeys on the Moon turn as steps, for the action bar: which decision is open, the
// sentence that says it, its buttons, and what can be chosen at hand. A civilization turn goes
// card -> tribe -> scorn-chain answer (MM-5); a bid is built from coins guided by the legal bids
// (MM-2). Pure: the board turns the result into a published Step (table/step.ts).

import {
  BID_POINTS_ALLY,
  BID_POINTS_OWN_TRIBE,
  CIVILIZATION_CARDS,
  MIN_BID,
  MONKEYS,
  TRIBES,
} from '../../../../src/games/monkeys-on-the-moon/data.ts';
import { areAllies, rivalOf } from '../../../../src/games/monkeys-on-the-moon/state.ts';
import type { MMView } from '../../../../src/games/monkeys-on-the-moon/view.ts';
import type { LegalMove } from '../../api.ts';
import { coinsOf, encodeBid, moveOf, playOf, selectOf, shipOf } from './moves.ts';
import type { Play } from './moves.ts';
import { names as namesIn, tribe, w } from './words.ts';

/** What the viewer has picked so far in this decision. */
export interface Selection {
  readonly card: number | null;
  readonly tribe: number | null;
  /** Coins put into the bid being built, by tribe. */
  readonly bid: readonly number[];
}

export const NO_SELECTION: Selection = { card: null, tribe: null, bid: [0, 0, 0, 0, 0, 0] };

export type Action =
  | { readonly kind: 'move'; readonly move: string }
  | { readonly kind: 'tribe'; readonly tribe: number }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'clear' };

export interface Button {
  readonly label: string;
  readonly action: Action;
  readonly tip?: string;
  readonly primary?: boolean;
  readonly disabled?: boolean;
}

export interface Decision {
  readonly prompt: string;
  readonly buttons: readonly Button[];
  /** Hand cards that can be chosen now (a step towards a play). */
  readonly cards: ReadonlySet<number>;
  /** Coins that can go into the bid now, by tribe. */
  readonly coins: readonly boolean[];
  /** Monkeys of the offer and ships of the offer that can be chosen now, with their moves. */
  readonly monkeys: ReadonlyMap<number, LegalMove>;
  readonly ships: ReadonlyMap<number, LegalMove>;
  /** Tribes the chosen card may advance (marked on the track). */
  readonly tribes: ReadonlySet<number>;
  /** A choice waits in the viewer's own things (the drawer opens on phones). */
  readonly atHand: boolean;
  /** The value of the bid being built. */
  readonly bidValue: number;
}

const NONE: Omit<Decision, 'prompt'> = {
  buttons: [],
  cards: new Set(),
  coins: [false, false, false, false, false, false],
  monkeys: new Map(),
  ships: new Map(),
  tribes: new Set(),
  atHand: false,
  bidValue: 0,
};

const pointsOf = (v: MMView, monkey: number, coins: readonly number[]): number => {
  const t = MONKEYS[monkey]?.tribe ?? 0;
  return coins.reduce(
    (sum, n, c) =>
      sum + n * (c === t ? BID_POINTS_OWN_TRIBE : areAllies(v.circle, t, c) ? BID_POINTS_ALLY : 0),
    0,
  );
};

/** The sentence while others act. */
function waiting(v: MMView, names: readonly string[]): string | null {
  const seat = v.toAct[0];
  if (seat === undefined) return null;
  const name = names[seat] ?? String(seat + 1);
  const pending = v.pending[0];
  if (pending?.kind === 'ship') return w().waitShip(name);
  if (pending?.kind === 'leave') return w().waitLeave(name);
  if (v.phase === 'civilization') return w().waitCiv(name);
  if (v.phase === 'auction' && v.auction)
    return w().waitBid(name, namesIn().monkey(v.auction.monkey));
  return w().waitSelect(name);
}

/** The civilization turn: card, then tribe, then the scorn chain's answer. */
function civilization(v: MMView, plays: readonly Play[], sel: Selection): Decision {
  const W = w();
  const cards = new Set(plays.map((p) => p.card));
  const mine = sel.card === null ? [] : plays.filter((p) => p.card === sel.card);
  if (mine.length === 0) return { ...NONE, prompt: W.chooseCard, cards, atHand: true };
  const move = CIVILIZATION_CARDS[sel.card as number]?.move ?? 0;
  const card = namesIn().civ(sel.card as number);
  const tribes = new Set(mine.map((p) => p.tribe));
  const cancel: Button = { label: W.cancel, action: { kind: 'cancel' } };
  const chain = sel.tribe === null ? [] : mine.filter((p) => p.tribe === sel.tribe && p.chain);
  if (chain.length > 0) {
    const rival = tribe(rivalOf(v.circle, sel.tribe as number));
    return {
      ...NONE,
      prompt: W.chainAsk(rival),
      cards,
      tribes,
      atHand: false,
      buttons: [
        ...chain.map((p) => ({
          label:
            p.chain?.kind === 'pay'
              ? W.chainPay(tribe(p.chain.tribe))
              : W.chainScorn(tribe(p.chain?.tribe ?? 0)),
          action: { kind: 'move', move: p.move } as const,
          tip: p.label,
        })),
        cancel,
      ],
    };
  }
  const coins = v.coins[typeof v.viewer === 'number' ? v.viewer : 0] ?? [];
  return {
    ...NONE,
    prompt: W.chooseTribe(card),
    cards,
    tribes,
    // The card chosen, the drawer folds (naming it): the tribes are on the board and in the bar.
    atHand: false,
    buttons: [
      ...[...tribes].map((t): Button => {
        const options = mine.filter((p) => p.tribe === t);
        const only = options.length === 1 && !options[0]?.chain ? options[0] : undefined;
        const rival = rivalOf(v.circle, t);
        const then = (coins[rival] ?? 0) > 0 ? W.thenPay(tribe(rival)) : W.thenScorn(tribe(rival));
        return only
          ? {
              label: `${W.advance(tribe(t), move)}: ${then}`,
              action: { kind: 'move', move: only.move },
              tip: only.label,
            }
          : { label: `${W.advance(tribe(t), move)} …`, action: { kind: 'tribe', tribe: t } };
      }),
      cancel,
    ],
  };
}

/** A bid built from the viewer's coins, guided by the legal bids. */
function auction(v: MMView, legal: readonly LegalMove[], sel: Selection): Decision {
  const W = w();
  const a = v.auction;
  const bids = legal.flatMap((l) => {
    const c = coinsOf(l.move);
    return c ? [{ ...l, coins: c }] : [];
  });
  const pass = legal.find((l) => l.move === 'pass');
  const monkey = a ? namesIn().monkey(a.monkey) : '';
  const value = a ? pointsOf(v, a.monkey, sel.bid) : 0;
  const chosen = bids.find((b) => encodeBid(b.coins) === encodeBid(sel.bid));
  const coins = TRIBES.map((_, t) =>
    bids.some((b) => b.coins.every((n, i) => n >= (sel.bid[i] ?? 0) + (i === t ? 1 : 0))),
  );
  const min = a && a.high >= 0 ? a.value + 1 : MIN_BID;
  const empty = sel.bid.every((n) => n === 0);
  return {
    ...NONE,
    prompt:
      bids.length === 0
        ? W.noBeat(min - 1)
        : empty
          ? W.bidAsk(monkey, min)
          : `${W.bidAsk(monkey, min)} ${W.bidBuilt(value)}`,
    coins,
    atHand: bids.length > 0,
    bidValue: value,
    buttons: [
      ...(bids.length
        ? [
            {
              label: W.bidButton(value),
              action: chosen
                ? ({ kind: 'move', move: chosen.move } as const)
                : ({ kind: 'clear' } as const),
              tip: chosen?.label,
              primary: true,
              disabled: !chosen,
            },
            { label: W.clear, action: { kind: 'clear' } as const, disabled: empty },
          ]
        : []),
      ...(pass ? [{ label: pass.label, action: { kind: 'move', move: pass.move } as const }] : []),
    ],
  };
}

/** The open decision of `v` for its viewer: what to do, its buttons, what can be chosen. */
export function decide(
  v: MMView,
  legal: readonly LegalMove[],
  sel: Selection,
  names: readonly string[],
): Decision | null {
  if (v.result) return null;
  if (legal.length === 0) {
    const prompt = waiting(v, names);
    return prompt ? { ...NONE, prompt } : null;
  }
  const plays = legal.flatMap((l) => {
    const p = playOf(l);
    return p ? [p] : [];
  });
  if (plays.length) return civilization(v, plays, sel);
  const monkeys = new Map(
    legal.flatMap((l) => {
      const m = selectOf(l.move);
      return m === null ? [] : [[m, l] as const];
    }),
  );
  if (monkeys.size) return { ...NONE, prompt: w().chooseMonkey, monkeys };
  const ships = new Map(
    legal.flatMap((l) => {
      const s = shipOf(l.move);
      return s === null ? [] : [[s, l] as const];
    }),
  );
  if (ships.size) return { ...NONE, prompt: w().chooseShip, ships };
  if (legal.some((l) => moveOf(l.move)?.type === 'bid') || v.phase === 'auction')
    return auction(v, legal, sel);
  // Monkey Treachery (leave ...) and anything else: one button per move, in the engine's words.
  return {
    ...NONE,
    prompt: legal.some((l) => moveOf(l.move)?.type === 'leave') ? w().chooseLeave : '',
    buttons: legal.map((l) => ({ label: l.label, action: { kind: 'move', move: l.move } })),
  };
}
