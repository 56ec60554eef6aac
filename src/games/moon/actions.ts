// The fixed action space of Moon (engine/actions.ts) for a card set and a player count. A
// construction is split into its parts, so its payment is not multiplied out: `build c12`, then
// `build free` or one `build waive:M` per waived resource and one `build ignore:E` per resource
// paid for a missing flag (each in the order of RESOURCES), then `build done`. Every other move,
// a decision's answer included, is one decision named by its notation.

import type { ActionSpace } from '../../engine/actions.ts';
import { parseChoice } from './choices.ts';
import type { Choice } from './choices.ts';
import { libraryOf } from './library.ts';
import { encodeMove } from './notation.ts';
import type { MoonMove, MoonOptions } from './state.ts';
import { FLAGS, RESOURCES } from './vocabulary.ts';

/** The largest number an answer names (a count to spend or convert): `spend` allows 99 at most. */
export const MAX_ANSWER_COUNT = 99;
/** Solo: the face-up hands a turn may be taken with are named h1 .. h9. */
const SOLO_HANDS = 9;

const c = (id: number) => `c${id + 1}`;
const total = (goods: Readonly<Partial<Record<string, number>>>): number =>
  Object.values(goods).reduce((n: number, k) => n + (k ?? 0), 0);
const BUILD_FREE = 'build free';
const BUILD_DONE = 'build done';

function answers(cards: number, players: number): string[] {
  const counts = Array.from({ length: MAX_ANSWER_COUNT + 1 }, (_, i) => String(i));
  return [
    'none',
    ...RESOURCES,
    ...FLAGS,
    ...counts,
    ...Array.from({ length: cards }, (_, id) => c(id)),
    ...RESOURCES.flatMap((a) => RESOURCES.filter((b) => b !== a).map((b) => `${a}>${b}`)),
    ...Array.from({ length: players }, (_, p) => RESOURCES.map((r) => `p${p + 1}:${r}`)).flat(),
    ...RESOURCES.flatMap((r) => counts.slice(1).map((n) => `${r}:${n}`)),
    ...Array.from({ length: SOLO_HANDS }, (_, i) => `h${i + 1}`),
  ];
}

function choice(value: string): Choice {
  const c = parseChoice(value);
  if (!c) throw new Error(`Moon's action space names "${value}", which is no choice`);
  return c;
}

function allNames(cards: number, players: number): string[] {
  const ids = Array.from({ length: cards }, (_, id) => id);
  const one = (make: (card: number) => MoonMove) => ids.map((id) => encodeMove(make(id)));
  return [
    ...ids.map((id) => `build ${c(id)}`),
    BUILD_FREE,
    ...RESOURCES.map((r) => `build waive:${r}`),
    ...RESOURCES.map((r) => `build ignore:${r}`),
    BUILD_DONE,
    ...one((card) => ({ type: 'assimilate', card })),
    ...one((card) => ({ type: 'park', card, reckless: false })),
    ...one((card) => ({ type: 'park', card, reckless: true })),
    ...one((card) => ({ type: 'flip', card })),
    ...one((card) => ({ type: 'obelisk', card })),
    ...one((card) => ({ type: 'claim', card })),
    'expedition',
    'end',
    ...answers(cards, players).map((value) =>
      encodeMove({ type: 'choose', choice: choice(value) }),
    ),
  ];
}

function decisions(m: MoonMove): string[] {
  if (m.type !== 'build') return [encodeMove(m)];
  return [
    `build ${c(m.card)}`,
    ...(m.free ? [BUILD_FREE] : []),
    ...m.waive.map((r) => `build waive:${r}`),
    ...m.ignore.map((r) => `build ignore:${r}`),
    BUILD_DONE,
  ];
}

/**
 * A move's ids as numbers, in the order of `allNames` and `answers` (each kind a block, its
 * fields in the order listed there); null when a part is outside the table. The conformance kit
 * holds it to the names.
 */
function idsOf(cards: number, players: number): (m: MoonMove) => number[] | null {
  const R = RESOURCES.length;
  const card = (id: number) => Number.isInteger(id) && id >= 0 && id < cards;
  const res = (r: string) => (RESOURCES as readonly string[]).indexOf(r);
  const FREE = cards;
  const WAIVE = FREE + 1;
  const IGNORE = WAIVE + R;
  const DONE = IGNORE + R;
  const ASSIMILATE = DONE + 1;
  const PARK = ASSIMILATE + cards;
  const RECKLESS = PARK + cards;
  const FLIP = RECKLESS + cards;
  const OBELISK = FLIP + cards;
  const CLAIM = OBELISK + cards;
  const EXPEDITION = CLAIM + cards;
  const END = EXPEDITION + 1;
  // The answers, `answers`' blocks in order.
  const NONE = END + 1;
  const RESOURCE = NONE + 1;
  const FLAG = RESOURCE + R;
  const AMOUNT = FLAG + FLAGS.length;
  const CARD = AMOUNT + MAX_ANSWER_COUNT + 1;
  const EXCHANGE = CARD + cards;
  const GIFT = EXCHANGE + R * (R - 1);
  const CONVERT = GIFT + players * R;
  const HAND = CONVERT + R * MAX_ANSWER_COUNT;
  const count = (n: number, least: number) =>
    Number.isInteger(n) && n >= least && n <= MAX_ANSWER_COUNT;
  const answer = (x: Choice): number => {
    switch (x.type) {
      case 'none':
        return NONE;
      case 'resource':
        return res(x.resource) < 0 ? -1 : RESOURCE + res(x.resource);
      case 'flag': {
        const f = (FLAGS as readonly string[]).indexOf(x.flag);
        return f < 0 ? -1 : FLAG + f;
      }
      case 'amount':
        return count(x.n, 0) ? AMOUNT + x.n : -1;
      case 'card':
        return card(x.card) ? CARD + x.card : -1;
      case 'exchange': {
        const a = res(x.give);
        const b = res(x.get);
        if (a < 0 || b < 0 || a === b) return -1;
        return EXCHANGE + a * (R - 1) + (b < a ? b : b - 1);
      }
      case 'gift': {
        const r = res(x.resource);
        const ok = Number.isInteger(x.to) && x.to >= 0 && x.to < players;
        return r < 0 || !ok ? -1 : GIFT + x.to * R + r;
      }
      case 'convert': {
        const r = res(x.resource);
        return r < 0 || !count(x.n, 1) ? -1 : CONVERT + r * MAX_ANSWER_COUNT + x.n - 1;
      }
      case 'hand':
        return Number.isInteger(x.hand) && x.hand >= 0 && x.hand < SOLO_HANDS ? HAND + x.hand : -1;
    }
  };
  const one = (id: number) => (id < 0 ? null : [id]);
  const onCard = (at: number, id: number) => (card(id) ? [at + id] : null);
  return (m) => {
    switch (m.type) {
      case 'build': {
        if (!card(m.card)) return null;
        const out = [m.card];
        if (m.free) out.push(FREE);
        for (const r of m.waive) {
          if (res(r) < 0) return null;
          out.push(WAIVE + res(r));
        }
        for (const r of m.ignore) {
          if (res(r) < 0) return null;
          out.push(IGNORE + res(r));
        }
        out.push(DONE);
        return out;
      }
      case 'assimilate':
        return onCard(ASSIMILATE, m.card);
      case 'park':
        return onCard(m.reckless ? RECKLESS : PARK, m.card);
      case 'flip':
        return onCard(FLIP, m.card);
      case 'obelisk':
        return onCard(OBELISK, m.card);
      case 'claim':
        return onCard(CLAIM, m.card);
      case 'expedition':
        return [EXPEDITION];
      case 'end':
        return [END];
      case 'choose':
        return one(answer(m.choice));
    }
  };
}

/** The action space of a table of `players` with these options (the card set names the cards). */
export function moonActions(players: number, options: MoonOptions): ActionSpace<MoonMove> {
  const lib = libraryOf(options.cardSet);
  // A build: the card, free or each waived resource (at most its whole cost), each resource
  // paid for a missing flag, and the end.
  const cost = Math.max(0, ...lib.structure.map((d) => (d ? total(d.cost) : 0)));
  const ignore = Math.max(0, ...lib.expedition.map((e) => e?.modifiers?.ignoreFlagFor ?? 0));
  return {
    names: allNames(lib.name.length, players),
    decisions,
    maxDecisions: 2 + Math.max(1, cost) + ignore,
    ids: idsOf(lib.name.length, players),
  };
}
