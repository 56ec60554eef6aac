// Moon's move strings for the board, kept apart from the DOM so they can be tested without a
// browser: the card a move names, where that card lies, two-part choices, the `data-key`s of
// the table's things, and what a move touched (`touched`, from the views before and after).

import type { MoonView } from '../../../../src/games/moon/view.ts';

/** A legal move as the table passes it (api.ts `LegalMove`); local so tests need no DOM types. */
export interface LegalMove {
  readonly move: string;
  readonly label: string;
}

/** The card a move string names (`build c12 ...`, `park c7`, `choose c3`), 0-based; else null. */
export function moveCard(move: string): number | null {
  const m = /^(?:build|assim|park|flip|obelisk|claim|choose) c(\d+)(?:\s|$)/.exec(move);
  return m ? Number(m[1]) - 1 : null;
}

const MOON_VERBS = /^(?:build|assim|park|flip|obelisk|claim|choose|expedition|end)(?:\s|$)/;

/** Is this a Moon move (every one of which the board places somewhere)? */
export const isMoonMove = (move: string): boolean => MOON_VERBS.test(move);

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

/** Choices made of two parts (`choose E>W`, `choose p2:E`, `choose W:2`), grouped by the first. */
export interface ChoiceGroup {
  /** The first part: a resource letter (`E`) or a player (`p2`). */
  readonly first: string;
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
  const byFirst = new Map<string, LegalMove[]>();
  const rest: LegalMove[] = [];
  for (const l of moves) {
    const m = /^choose ([A-Za-z0-9]+)[>:]([A-Za-z0-9]+)$/.exec(l.move);
    if (m) byFirst.set(m[1] as string, [...(byFirst.get(m[1] as string) ?? []), l]);
    else rest.push(l);
  }
  if (byFirst.size < 2) return { groups: [], rest: [...moves] };
  return { groups: [...byFirst].map(([first, list]) => ({ first, moves: list })), rest };
}

/**
 * The ways to a move by clicks (`WebBoard.paths`), as `data-step`s: a hand card (`c9`) before its
 * Construct (and its ways to pay, `pay`, when there are many) or Assimilate; a group of the action bar (`park`) and, with many, a settlement
 * (`owner-2`) before the card; the first part of a two-part answer (`first-E` for `choose E>M`).
 * A step the board does not show at the moment is passed over: the move itself is then offered.
 */
export function pathsOf(v: MoonView, move: string): string[][] {
  const id = moveCard(move);
  const verb = move.split(' ')[0] ?? '';
  // A card with many ways to pay opens them in a step of their own (`pay`).
  if (id !== null && verb === 'build') return [[KEY.card(id), 'pay']];
  if (id !== null && verb === 'assim') return [[KEY.card(id)]];
  if (id !== null && ['park', 'flip', 'obelisk', 'claim'].includes(verb)) {
    const owner = v.settlements.findIndex((s) => s.includes(id));
    return [owner >= 0 ? [verb, `owner-${owner + 1}`] : [verb]];
  }
  const two = /^choose ([A-Za-z0-9]+)[>:]/.exec(move);
  if (two) return [[`first-${two[1]}`]];
  return [];
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
