// The vocabulary Moon cards are written in: resources, flags, colours, quantities to count, and
// the small set of effect primitives every card's effect is built from. A card set (cards.ts)
// is plain JSON data in these terms, so an owner can replace it without touching rules code.

export const RESOURCES = ['E', 'W', 'B', 'M'] as const;
export type Resource = (typeof RESOURCES)[number];
export const RESOURCE_NAMES: Readonly<Record<Resource, string>> = {
  E: 'Energy',
  W: 'Water',
  B: 'Bio',
  M: 'Metal',
};

export const FLAGS = ['Ind', 'Hou', 'Tra', 'Foo', 'Sci'] as const;
export type Flag = (typeof FLAGS)[number];
export const FLAG_NAMES: Readonly<Record<Flag, string>> = {
  Ind: 'Industry',
  Hou: 'Housing',
  Tra: 'Transport',
  Foo: 'Food',
  Sci: 'Science',
};

/** Structure colours; a Base counts as both blue and yellow. */
export const COLOURS = ['blue', 'yellow', 'grey', 'pink', 'red'] as const;
export type Colour = (typeof COLOURS)[number];

/** Resources (E W B M), Rovers (R) and Hearts (H) as a bag, e.g. { E: 1, R: 1 }. */
export type Goods = Partial<Record<Resource | 'R' | 'H', number>>;

/** An assimilation reward: goods, plus `HX` Hearts times X (the Obelisk gives X). */
export type Reward = Goods & { HX?: number };

/** Things a formula or a requirement counts, always in the acting player's settlement. */
export const COUNT_KINDS = [
  'flags', // flags of one type, or all flags without `flag`
  'cards', // Structures of a colour (the Base counts as blue and yellow)
  'roversInSupply',
  'roversOnMine', // Rovers parked on the player's own cards
  'reputations',
  'resources', // tokens in supply, of one type or all
  'production', // production symbols of one resource
  'flagTypesWon', // flag types the player would win now (scoring rules, MN-3)
  'flagTypesWonOnCard', // of the flag types on the card just built, those the player wins now
  'flagTypesAtLeast', // flag types with at least `n` flags
  'spentThisTurn', // resources actually spent this turn
] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

export interface Count {
  readonly of: CountKind;
  readonly flag?: Flag;
  readonly colour?: Colour;
  readonly resource?: Resource;
  readonly n?: number;
}

/** `each` per counted thing, divided (rounded down) by `per`, times X when `x`, at most `max`. */
export interface Formula {
  readonly count: Count;
  readonly each: number;
  readonly per?: number;
  readonly x?: boolean;
  readonly max?: number;
}

/** Where a search looks: this Era's stack, the discard pile, or the previous Era's stack. */
export type SearchPile = 'stack' | 'discard' | 'previousStack';

/**
 * The effect primitives every card's effect is built from, run in order, each tagged on what it
 * does (`do`). Those marked (choice) stop for the acting player's answer (a Decision, state.ts).
 */
export type Step =
  /** Pay `goods`. */
  | { readonly do: 'pay'; readonly goods: Goods }
  /** Gain `goods` (HX: Hearts times X). */
  | { readonly do: 'gain'; readonly goods: Reward }
  /** Gain `what` by `formula`, e.g. a Heart per flag type won. */
  | { readonly do: 'gainPer'; readonly what: 'H' | Resource | 'R'; readonly formula: Formula }
  /** (choice) Spend 0..`max` (default 99) of `resource`, `each` Hearts per token (times X with `x`). */
  | {
      readonly do: 'spendFor';
      readonly resource: Resource;
      readonly each: number;
      readonly max?: number;
      readonly x?: boolean;
    }
  /** (choice) Look through `from` and construct one card from it, paying as normal. */
  | { readonly do: 'search'; readonly from: SearchPile }
  /** (choice) Gain `n` resources, one type at a time (all of one type if `same`). */
  | { readonly do: 'pickResources'; readonly n: number; readonly same?: boolean }
  /** (choice) Pay `n` resources of any types. */
  | { readonly do: 'payAny'; readonly n: number }
  /** (choice) Swap one resource for one of another type. */
  | { readonly do: 'exchange' }
  /** Put Hearts on this card: `n`, or by `formula` when it has one. */
  | { readonly do: 'heartsOnThis'; readonly n?: number; readonly formula?: Formula }
  /** Put `n` (default 1) Hearts on grey cards: on `each`, on one to `choose`, on one `empty`. */
  | {
      readonly do: 'heartsOnGrey';
      readonly target: 'each' | 'choose' | 'empty';
      readonly n?: number;
    }
  /** (choice) Put `n` Hearts from the supply on one Flag Reward. */
  | { readonly do: 'heartsOnFlag'; readonly n: number }
  /** Move every own Rover onto this card, +1 Heart per Rover moved. */
  | { readonly do: 'gatherRovers' }
  /** (choice) Take the rewards of up to `n` different discard-pile cards. */
  | { readonly do: 'takeRewards'; readonly n: number }
  /** (choice) Give one resource to another player. */
  | { readonly do: 'giveResource' }
  /** (choice) Reveal the top two stack cards, construct or assimilate one. */
  | { readonly do: 'revealTwo' }
  /** (choice) Gain the production of a blue card, the player's `own` or an `other` player's. */
  | { readonly do: 'produceAgain'; readonly whose: 'own' | 'other' }
  /** One Construct costs no resources: this `turn`, or the `next` one. */
  | { readonly do: 'freeConstruct'; readonly when: 'turn' | 'next' }
  /** (choice) Turn any resources into one chosen type. */
  | { readonly do: 'convert' }
  /** Flip back `one` other own card (choice), or `all` own cards. */
  | { readonly do: 'unflip'; readonly which: 'one' | 'all' }
  /** (choice) Discard a hand card without reward, draw the stack's top card. */
  | { readonly do: 'cycleHand' }
  /** (choice) Swap a hand card with the top of the discard pile. */
  | { readonly do: 'swapWithDiscard' }
  /** (choice) Take a Rover parked on your cards back to your supply. */
  | { readonly do: 'recallRover' }
  /** The card just built produces once more. */
  | { readonly do: 'produceThis' }
  /** (choice) +1 resource of a type in the reward just taken. */
  | { readonly do: 'rewardResource' };
export type StepKind = Step['do'];

/** Every step kind, for checking card sets read from JSON (check.ts). */
export const STEP_KINDS = [
  'pay',
  'gain',
  'gainPer',
  'spendFor',
  'search',
  'pickResources',
  'payAny',
  'exchange',
  'heartsOnThis',
  'heartsOnGrey',
  'heartsOnFlag',
  'gatherRovers',
  'takeRewards',
  'giveResource',
  'revealTwo',
  'produceAgain',
  'freeConstruct',
  'convert',
  'unflip',
  'cycleHand',
  'swapWithDiscard',
  'recallRover',
  'produceThis',
  'rewardResource',
] as const satisfies readonly StepKind[];
// Every kind of Step is listed: this fails to compile when one is missing.
const STEPS_LISTED: Record<Exclude<StepKind, (typeof STEP_KINDS)[number]>, never> = {};
void STEPS_LISTED;

/** Events an ongoing ability or an Expedition reacts to. */
export const TRIGGER_KINDS = ['construct', 'assimilate', 'park', 'claim', 'metalPaid'] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

export interface Trigger {
  readonly on: TriggerKind;
  /** Only for Structures of these colours (construct). */
  readonly colours?: readonly Colour[];
  /** Only for Structures showing this flag (construct). */
  readonly flag?: Flag;
  readonly then: readonly Step[];
}

/** Rule changes held by a card while it is in a settlement. */
export interface Modifiers {
  /** Constructs of these colours cost `n` resources less (the player picks which). */
  readonly discount?: { readonly n: number; readonly colours?: readonly Colour[] };
  /** Pink cards that may be flipped per turn. */
  readonly flipsPerTurn?: number;
  /** Extra resources of the player's choice in each Production phase. */
  readonly productionPicks?: number;
  /** Expedition: one missing flag may be ignored by paying this many extra resources. */
  readonly ignoreFlagFor?: number;
  /** Expedition: park even on an occupied space; the Rover then goes to the general supply. */
  readonly reckless?: boolean;
}

/** A requirement: the count must be at least `atLeast` and at most `atMost`. */
export interface Requirement {
  readonly count: Count;
  readonly atLeast?: number;
  readonly atMost?: number;
}
