// The shape of a Moon card set: Bases, the three Era decks, Expeditions and Reputations, each
// card written in the vocabulary of vocabulary.ts. A set is plain JSON; `checkCardSet` says
// whether one is well formed (check.ts) before a game may use it.

import type { Lang } from '../../engine/game.ts';
import type {
  Colour,
  Flag,
  Formula,
  Goods,
  Modifiers,
  Requirement,
  Reward,
  Step,
  Trigger,
} from './vocabulary.ts';

export interface BaseDef {
  readonly key: string;
  readonly name: string;
  readonly production: Goods;
  readonly flags: readonly Flag[];
  /** Marked 3+: left out of two-player games. */
  readonly marked: boolean;
}

export interface StructureDef {
  readonly key: string;
  readonly name: string;
  readonly era: 1 | 2 | 3;
  readonly colour: Colour;
  /** Copies in the deck, e.g. 2. */
  readonly copies: number;
  /** How many of the copies are marked 3+ (left out at two players), e.g. 1 for a "½" card. */
  readonly marked: number;
  readonly cost: Goods;
  /** Flags needed to construct it, with repeats, e.g. ['Sci', 'Sci']. */
  readonly requires: readonly Flag[];
  readonly production: Goods;
  /** Production of `n` resources all of one type chosen each time (Robot Factory). */
  readonly productionChoice?: { readonly n: number };
  readonly flags: readonly Flag[];
  readonly reward: Reward;
  /** Pink: what flipping it does. */
  readonly flip?: readonly Step[];
  /** Run once when constructed. */
  readonly onBuild?: readonly Step[];
  /** Ongoing reactions while it stands in a settlement. */
  readonly triggers?: readonly Trigger[];
  /** Hearts on this card always equal this count (MN-4). */
  readonly tracks?: Formula;
  /** Hearts at final scoring. */
  readonly endGame?: readonly Formula[];
  /** Hearts printed on the card, scored at the end. */
  readonly hearts?: number;
  readonly modifiers?: Modifiers;
  /** An Obelisk: it can be put into a later hand for an extra Construct from that hand. */
  readonly obelisk?: boolean;
}

export interface ExpeditionDef {
  readonly key: string;
  readonly name: string;
  /** 0 for the First Expeditions, else the Era of its deck. */
  readonly era: 0 | 1 | 2 | 3;
  /** First Expeditions: the player counts it is used at, e.g. [2, 3]. */
  readonly players?: readonly number[];
  readonly marked: boolean;
  /** A stretch-goal card (Psychic): left out when the game's `psychic` option is off. */
  readonly stretchGoal?: boolean;
  /** A bonus action (the Expedition use of the turn). */
  readonly action?: readonly Step[];
  /** Conditions for the bonus action. */
  readonly requires?: readonly Requirement[];
  /** Bonuses that fire by themselves, at most once per turn. */
  readonly triggers?: readonly Trigger[];
  /** Rule changes usable once per turn. */
  readonly modifiers?: Modifiers;
}

export const LEVELS = ['bronze', 'silver', 'gold'] as const;
export type Level = (typeof LEVELS)[number];

export interface ReputationDef {
  readonly key: string;
  readonly name: string;
  readonly level: Level;
  readonly hearts: number;
  readonly requires: readonly Requirement[];
  readonly claim?: readonly Step[];
  readonly triggers?: readonly Trigger[];
  readonly modifiers?: Modifiers;
}

export interface CardSet {
  /** Stable id stored in game records through the `cardSet` option, e.g. `proposal`. */
  readonly id: string;
  readonly name: string;
  readonly bases: readonly BaseDef[];
  readonly structures: readonly StructureDef[];
  readonly expeditions: readonly ExpeditionDef[];
  readonly reputations: readonly ReputationDef[];
  /**
   * Card names in other languages, by the name the set gives the card, e.g.
   * `{ de: { Printer: 'Drucker' } }`. A card without one keeps its own name.
   */
  readonly translations?: Partial<Record<Lang, Readonly<Record<string, string>>>>;
}

export type CardKind = 'base' | 'structure' | 'expedition' | 'reputation';

/** One physical card of a set. Instances are numbered in set order; ids are 0-based. */
export interface CardInstance {
  readonly id: number;
  readonly kind: CardKind;
  /** Index into the set's list of that kind. */
  readonly def: number;
  readonly marked: boolean;
}

/** A set with its cards laid out as numbered instances, built once per set. */
export interface Deck {
  readonly set: CardSet;
  readonly cards: readonly CardInstance[];
}

const decks = new Map<CardSet, Deck>();

export function deckOf(set: CardSet): Deck {
  const known = decks.get(set);
  if (known) return known;
  const cards: CardInstance[] = [];
  const add = (kind: CardKind, def: number, marked: boolean) =>
    cards.push({ id: cards.length, kind, def, marked });
  set.bases.forEach((b, i) => add('base', i, b.marked));
  set.structures.forEach((s, i) => {
    for (let c = 0; c < s.copies; c++) add('structure', i, c >= s.copies - s.marked);
  });
  set.expeditions.forEach((e, i) => add('expedition', i, e.marked));
  set.reputations.forEach((_, i) => add('reputation', i, false));
  const deck = { set, cards };
  decks.set(set, deck);
  return deck;
}
