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

/** Effect primitives, run in order. Those marked (choice) ask the player. */
export const STEP_KINDS = [
  'pay', // pay `goods`
  'gain', // gain `goods` (HX = Hearts times X)
  'gainPer', // gain `what` by `formula`
  'spendFor', // (choice) spend 0..max of `resource`; `each` Hearts per token (times X when `x`)
  'search', // (choice) look through `from` and construct one card from it, paying as normal
  'pickResources', // (choice) gain `n` resources, one type at a time (all one type if `same`)
  'payAny', // (choice) pay `n` resources of any types
  'exchange', // (choice) swap one resource for one of another type
  'heartsOnThis', // put Hearts by `formula` on this card
  'heartsOnGrey', // put `n` Hearts on grey cards: `target` each | choose | empty
  'heartsOnFlag', // (choice) put `n` Hearts from the supply on one Flag Reward
  'gatherRovers', // move every own Rover onto this card, +1 Heart per Rover moved
  'takeRewards', // (choice) take the rewards of up to `n` different discard-pile cards
  'giveResource', // (choice) give one resource to another player
  'revealTwo', // (choice) reveal the top two stack cards, construct or assimilate one
  'produceAgain', // (choice) gain the production of a blue card: `whose` own | other
  'freeConstruct', // one Construct costs no resources: `when` turn | next
  'convert', // (choice) turn any resources into one chosen type
  'unflip', // (choice for one) flip back `which`: one other card | all
  'cycleHand', // (choice) discard a hand card without reward, draw the stack's top card
  'swapWithDiscard', // (choice) swap a hand card with the top of the discard pile
  'recallRover', // (choice) take a Rover parked on your cards back to your supply
  'produceThis', // the card just built produces once more
  'rewardResource', // (choice) +1 resource of a type in the reward just taken
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export interface Step {
  readonly do: StepKind;
  readonly goods?: Reward;
  readonly what?: 'H' | Resource | 'R';
  readonly formula?: Formula;
  readonly resource?: Resource;
  readonly max?: number;
  readonly each?: number;
  readonly x?: boolean;
  readonly from?: 'stack' | 'discard' | 'previousStack';
  readonly n?: number;
  readonly same?: boolean;
  readonly target?: 'each' | 'choose' | 'empty';
  readonly whose?: 'own' | 'other';
  readonly when?: 'turn' | 'next';
  readonly which?: 'one' | 'all';
}

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
