// The answers to a pending decision (a `choose` move), typed, with their short string forms:
//   none | 3 (an amount) | E (a resource) | E>W (an exchange) | c12 (a card) | p2:E (a gift)
//   | Sci (a flag) | W:2 (a conversion) | h1 (a solo hand)
// Card ids, seats and hands are 1-based in strings and 0-based here.

import type { Seat } from '../../engine/game.ts';
import { int, oneOf, tagged } from '../../engine/shape.ts';
import type { Shape } from '../../engine/shape.ts';
import { FLAGS, RESOURCES } from './vocabulary.ts';
import type { Flag, Resource } from './vocabulary.ts';

export type Choice =
  /** Stop: take no (more) rewards, convert no more, construct nothing from a search. */
  | { readonly type: 'none' }
  /** How many to spend (spendFor), e.g. 2. */
  | { readonly type: 'amount'; readonly n: number }
  /** A resource type: to pick, to pay, to convert into, of a reward. */
  | { readonly type: 'resource'; readonly resource: Resource }
  /** Pay one `give` for one `get`. */
  | { readonly type: 'exchange'; readonly give: Resource; readonly get: Resource }
  /** A card: a discard-pile reward, a blue card to produce, a card to flip back, a hand card... */
  | { readonly type: 'card'; readonly card: number }
  /** Give one `resource` to seat `to`. */
  | { readonly type: 'gift'; readonly to: Seat; readonly resource: Resource }
  /** The Flag Reward to put Hearts on. */
  | { readonly type: 'flag'; readonly flag: Flag }
  /** Convert `n` of `resource` into the type chosen before. */
  | { readonly type: 'convert'; readonly resource: Resource; readonly n: number }
  /** Solo: the face-up hand to take the turn with, 0-based. */
  | { readonly type: 'hand'; readonly hand: number };

/** Largest number a choice's string may carry (amounts, conversions, card ids). */
const MOST = 9998;
const resource = oneOf(RESOURCES);

/** The exact shape of every choice, checked with the move's (state.ts `MOVE_SHAPE`). */
export const CHOICE_SHAPE: Shape<Choice> = tagged<Choice>({
  none: {},
  amount: { n: int(0, 999) },
  resource: { resource },
  exchange: { give: resource, get: resource },
  card: { card: int(0, MOST) },
  gift: { to: int(0, 8), resource },
  flag: { flag: oneOf(FLAGS) },
  convert: { resource, n: int(1, 999) },
  hand: { hand: int(0, 8) },
});

export const NONE: Choice = { type: 'none' };

export function encodeChoice(c: Choice): string {
  switch (c.type) {
    case 'none':
      return 'none';
    case 'amount':
      return String(c.n);
    case 'resource':
      return c.resource;
    case 'exchange':
      return `${c.give}>${c.get}`;
    case 'card':
      return `c${c.card + 1}`;
    case 'gift':
      return `p${c.to + 1}:${c.resource}`;
    case 'flag':
      return c.flag;
    case 'convert':
      return `${c.resource}:${c.n}`;
    case 'hand':
      return `h${c.hand + 1}`;
  }
}

const isResource = (x: string): x is Resource => (RESOURCES as readonly string[]).includes(x);
const isFlag = (x: string): x is Flag => (FLAGS as readonly string[]).includes(x);

/** The choice a string names, or null when it names none (the inverse of `encodeChoice`). */
export function parseChoice(text: string): Choice | null {
  if (text === 'none') return NONE;
  if (isResource(text)) return { type: 'resource', resource: text };
  if (isFlag(text)) return { type: 'flag', flag: text };
  let m = /^(0|[1-9]\d{0,2})$/.exec(text);
  if (m) return { type: 'amount', n: Number(m[1]) };
  m = /^([EWBM])>([EWBM])$/.exec(text);
  if (m) return { type: 'exchange', give: m[1] as Resource, get: m[2] as Resource };
  m = /^c([1-9]\d{0,3})$/.exec(text);
  if (m) return { type: 'card', card: Number(m[1]) - 1 };
  m = /^p([1-9]):([EWBM])$/.exec(text);
  if (m) return { type: 'gift', to: Number(m[1]) - 1, resource: m[2] as Resource };
  m = /^([EWBM]):([1-9]\d{0,2})$/.exec(text);
  if (m) return { type: 'convert', resource: m[1] as Resource, n: Number(m[2]) };
  m = /^h([1-9])$/.exec(text);
  if (m) return { type: 'hand', hand: Number(m[1]) - 1 };
  return null;
}
