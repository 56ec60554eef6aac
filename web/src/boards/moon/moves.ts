// Moon's moves for the board, kept apart from the DOM so they can be tested without a browser:
// each move string read into the game's typed move (notation.ts `parseMove`), the card a move
// names, where that card lies, two-part choices, the `data-key`s of the table's things, and what
// a move touched (`touched`, from the views before and after).

import type { Choice } from '../../../../src/games/moon/choices.ts';
import { libraryOf } from '../../../../src/games/moon/library.ts';
import { parseMove } from '../../../../src/games/moon/notation.ts';
import type { MoonMove } from '../../../../src/games/moon/state.ts';
import type { MoonView } from '../../../../src/games/moon/view.ts';
import type { Resource } from '../../../../src/games/moon/vocabulary.ts';

/** A legal move as the table passes it (api.ts `LegalMove`); local so tests need no DOM types. */
export interface LegalMove {
  readonly move: string;
  readonly label: string;
}

/** The typed move a move string names (the game's own notation), or null for none. */
export function moveOf(move: string): MoonMove | null {
  const parsed = parseMove(move);
  return parsed.ok ? parsed.value : null;
}

/** The card a move names (`build c12 ...`, `park c7`, `choose c3`), 0-based; else null. */
export function moveCard(move: string): number | null {
  const m = moveOf(move);
  switch (m?.type) {
    case 'build':
    case 'assimilate':
    case 'park':
    case 'flip':
    case 'obelisk':
    case 'claim':
      return m.card;
    case 'choose':
      return m.choice.type === 'card' ? m.choice.card : null;
    default:
      return null;
  }
}

/** Is this a Moon move (every one of which the board places somewhere)? */
export const isMoonMove = (move: string): boolean => moveOf(move) !== null;

export interface Offers {
  /** Moves by the card they name. */
  readonly byCard: ReadonlyMap<number, readonly LegalMove[]>;
  /** Moves that name no card: `expedition`, `end`, `choose E`, `choose 2`, `choose none`... */
  readonly loose: readonly LegalMove[];
}

export function sortMoves(legal: readonly LegalMove[]): Offers {
  const byCard = new Map<number, LegalMove[]>();
  const loose: LegalMove[] = [];
  for (const l of legal) {
    const card = moveCard(l.move);
    if (card === null) loose.push(l);
    else byCard.set(card, [...(byCard.get(card) ?? []), l]);
  }
  return { byCard, loose };
}

/** hand: a button in the hand; table: a card in the SVG; panel: a card tile in the choice panel. */
export type CardPlace = 'hand' | 'table' | 'panel';

export function cardPlace(v: MoonView, id: number): CardPlace {
  const hand = typeof v.viewer === 'number' ? (v.hands[v.viewer] ?? []) : [];
  if (hand.includes(id)) return 'hand';
  if (v.reputations.includes(id) || v.settlements.some((s) => s.includes(id))) return 'table';
  return 'panel';
}

/** The first part of a two-part answer: a resource (`E` of `E>W`, `W` of `W:2`) or a player. */
export type FirstPart =
  | { readonly type: 'resource'; readonly resource: Resource }
  | { readonly type: 'seat'; readonly seat: number };

/** The first part of a two-part choice (exchange, gift, conversion); null for any other. */
export function firstPart(choice: Choice): FirstPart | null {
  switch (choice.type) {
    case 'exchange':
      return { type: 'resource', resource: choice.give };
    case 'convert':
      return { type: 'resource', resource: choice.resource };
    case 'gift':
      return { type: 'seat', seat: choice.to };
    default:
      return null;
  }
}

/** A first part as the board's steps name it: `E`, or `p2` for the second seat. */
export const firstKey = (p: FirstPart): string =>
  p.type === 'seat' ? `p${p.seat + 1}` : p.resource;

/** The first part of a `choose` move with two parts (`choose E>W`, `choose p2:E`), else null. */
function twoPartFirst(move: string): FirstPart | null {
  const m = moveOf(move);
  return m?.type === 'choose' ? firstPart(m.choice) : null;
}

/** Choices made of two parts (`choose E>W`, `choose p2:E`, `choose W:2`), grouped by the first. */
export interface ChoiceGroup {
  /** The first part's key: a resource letter (`E`) or a player (`p2`). */
  readonly first: string;
  readonly part: FirstPart;
  readonly moves: readonly LegalMove[];
}

/**
 * Splits choose moves into two-step groups when they have two parts and more than one first
 * part (swap which resource, then for what; give to whom, then what). Moves without two parts
 * (`choose none`, `end`) are returned apart.
 */
export function twoStepChoices(moves: readonly LegalMove[]): {
  groups: ChoiceGroup[];
  rest: LegalMove[];
} {
  const byFirst = new Map<string, { part: FirstPart; moves: LegalMove[] }>();
  const rest: LegalMove[] = [];
  for (const l of moves) {
    const part = twoPartFirst(l.move);
    if (part === null) {
      rest.push(l);
      continue;
    }
    const first = firstKey(part);
    const group = byFirst.get(first) ?? { part, moves: [] };
    group.moves.push(l);
    byFirst.set(first, group);
  }
  if (byFirst.size < 2) return { groups: [], rest: [...moves] };
  return {
    groups: [...byFirst].map(([first, g]) => ({ first, part: g.part, moves: g.moves })),
    rest,
  };
}

/**
 * The ways to a move by clicks (`WebBoard.paths`), as `data-step`s: a hand card or a card of the
 * searched pile's panel (`c9`) before its
 * Construct (and its ways to pay, `pay`, when there are many) or Assimilate; a group of the action bar (`park`) and, with many, a settlement
 * (`owner-2`) and a colour (`kind-blue`) before the card; the first part of a two-part answer (`first-E` for `choose E>M`).
 * A step the board does not show at the moment is passed over: the move itself is then offered.
 */
export function pathsOf(v: MoonView, move: string): string[][] {
  const m = moveOf(move);
  switch (m?.type) {
    // A card with many ways to pay opens them in a step of their own (`pay`).
    case 'build':
      return [[KEY.card(m.card), 'pay']];
    case 'assimilate':
      return [[KEY.card(m.card)]];
    case 'park': {
      // The settlement (`owner-2`) and the colour (`kind-blue`) are asked only among many
      // cards: a way for each, so whichever the board shows is marked.
      const owner = v.settlements.findIndex((s) => s.includes(m.card));
      const kind = `kind-${libraryOf(v.options.cardSet).structure[m.card]?.colour ?? 'base'}`;
      if (owner < 0) return [[m.type]];
      const settlement = `owner-${owner + 1}`;
      return [[m.type, settlement, kind], [m.type, kind], [m.type, settlement], [m.type]];
    }
    case 'flip':
    case 'obelisk':
    case 'claim': {
      const owner = v.settlements.findIndex((s) => s.includes(m.card));
      return [owner >= 0 ? [m.type, `owner-${owner + 1}`] : [m.type]];
    }
    case 'choose': {
      const first = firstPart(m.choice);
      if (first) return [[`first-${firstKey(first)}`]];
      // A card of a settlement among many: its settlement first (`owner-2`).
      const c = m.choice;
      const owner = c.type === 'card' ? v.settlements.findIndex((s) => s.includes(c.card)) : -1;
      return owner >= 0 ? [[`owner-${owner + 1}`]] : [];
    }
    default:
      return [];
  }
}

/** The `data-key`s of the things on the Moon table: a card keeps its key wherever it goes. */
export const KEY = {
  card: (id: number) => `c${id + 1}`,
  resource: (seat: number, r: string) => `res-${seat}-${r}`,
  hearts: (seat: number | 'rival') => `hearts-${seat}`,
  rovers: (seat: number) => `rovers-${seat}`,
  reward: (f: string) => `reward-${f}`,
  expedition: (seat: number) => `exp-${seat}`,
  /** The discard pile as one thing: its cards are not drawn one by one. */
  discard: 'discard',
} as const;

/** Every keyed thing of a view with what it shows now; a key whose value changes was touched. */
function signature(v: MoonView, hands: boolean): Map<string, string> {
  const sig = new Map<string, string>();
  const card = (id: number, where: string) => sig.set(KEY.card(id), where);
  v.settlements.forEach((cards, seat) => {
    for (const id of cards)
      card(id, `s${seat}/${v.roverOn[id] ?? 0}/${v.cardHearts[id] ?? 0}/${v.flipped.includes(id)}`);
    (v.supply[seat] ?? []).forEach((n, r) => sig.set(KEY.resource(seat, 'EWBM'[r] ?? ''), `${n}`));
    sig.set(KEY.hearts(seat), `${v.hearts[seat] ?? 0}`);
    sig.set(KEY.rovers(seat), `${v.rovers[seat] ?? 0}`);
    sig.set(KEY.expedition(seat), `${v.handExpedition[seat] ?? 'hidden'}`);
  });
  v.claimed.forEach((cards, seat) => cards.forEach((id) => card(id, `claimed${seat}`)));
  for (const id of v.reputations) card(id, 'display');
  sig.set(KEY.discard, `${v.discard.length}/${v.discard.at(-1) ?? ''}`);
  for (const id of v.revealed) card(id, 'revealed');
  v.flagHearts.forEach((n, i) =>
    sig.set(KEY.reward(['Ind', 'Hou', 'Tra', 'Foo', 'Sci'][i] ?? ''), `${n}`),
  );
  sig.set(KEY.reward('X'), `${v.x}`);
  if (v.solo) {
    sig.set(KEY.hearts('rival'), `${v.solo.hearts}`);
    v.solo.hands.forEach((h, i) => h.forEach((id) => card(id, `solo${i}`)));
  }
  if (hands) v.hands.forEach((h, seat) => (h ?? []).forEach((id) => card(id, `hand${seat}`)));
  return sig;
}

/**
 * The keys a move changed, from the views before and after it. Hands are compared only when
 * both views are the same seat's (hot-seat switches viewers between moves).
 */
export function touched(before: unknown, after: unknown): string[] {
  const [b, a] = [before as MoonView, after as MoonView];
  const hands = b.viewer === a.viewer;
  const [sb, sa] = [signature(b, hands), signature(a, hands)];
  const keys = new Set([...sb.keys(), ...sa.keys()]);
  return [...keys].filter((k) => sb.get(k) !== sa.get(k) && sa.has(k));
}
