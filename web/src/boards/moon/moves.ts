// Where the Moon board offers each legal move, kept apart from the DOM so it can be tested
// without a browser: moves that name a card go with that card (in the hand, on the table, or as
// a card tile in the choice panel), the Expedition with the hand, the rest in the choice panel.

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
