// Monkeys on the Moon: every component and number, apart from the rules code.
// Values marked PROPOSAL in ../shared/specs/monkeys-on-the-moon.md are the project's own choices
// where the published game's printed values are not public; an owner of the game can swap in
// the printed values here without touching the rules.

/** The six tribes; a tribe's index in this list is its id everywhere in the state. */
export const TRIBES = ['brown', 'black', 'green', 'blue', 'red', 'purple'] as const;
export type TribeName = (typeof TRIBES)[number];
/** A tribe id: an index into TRIBES (0 = brown ... 5 = purple). */
export type Tribe = number;
export const TRIBE_COUNT = TRIBES.length;
export const TRIBE_LABELS: Record<TribeName, string> = {
  brown: 'Brown',
  black: 'Black',
  green: 'Green',
  blue: 'Blue',
  red: 'Red',
  purple: 'Purple',
};

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

// Favor coins (FACT / DERIVED).
export const COINS_PER_TRIBE = 7;
export const START_COINS_PER_PLAYER = 1; // of each tribe
export const START_SUPPLY_PER_TRIBE = 3; // on each Tribe card
/** Coins taken when advancing a tribe, and when holding its scorn (MM-4). */
export const ADVANCE_COINS = 2;
export const ADVANCE_COINS_WITH_SCORN = 1;
/** Coins paid to the rival of the tribe advanced (MM-4). */
export const RIVAL_PAYMENT = 1;
/** Bonus coin of the border colour when a ship launches (MM-6, MM-8). */
export const LAUNCH_BONUS_COINS = 1;

// Bidding (MM-1, MM-2).
export const MIN_BID = 2;
export const BID_POINTS_OWN_TRIBE = 3;
export const BID_POINTS_ALLY = 2;

// Table layout.
/** The monkey pool holds one more monkey than there are players. */
export const MONKEY_POOL_EXTRA = 1;
export const SHIP_POOL_SIZE = 2;
export const CIV_HAND_SIZE = 2;
/** Civilization cards boxed unseen at setup, by player count (FACT). */
export const CIV_CARDS_REMOVED: Readonly<Record<number, number>> = { 2: 12, 3: 9, 4: 4 };

// Scoring.
export const SCORN_PENALTY = 2;
/** Tribe Track (PROPOSAL): Start is 0; reaching or passing the last space finishes the tribe. */
export const TRACK_LAST_SPACE = 18;
/** The white dot of the Monkey Treachery variant (PROPOSAL). */
export const WHITE_DOT_SPACE = 9;
/** VP for Supreme Leader / Undersecretary by finish place 1..6 (PROPOSAL, German rulebook start). */
export const TITLE_VP: readonly { leader: number; undersecretary: number }[] = [
  { leader: 7, undersecretary: 4 },
  { leader: 6, undersecretary: 3 },
  { leader: 5, undersecretary: 2 },
  { leader: 4, undersecretary: 1 },
  { leader: 3, undersecretary: 0 },
  { leader: 2, undersecretary: 0 },
];

/** The alliance circle the rulebook's examples fit, clockwise (spec): for tests and docs. */
export const RULEBOOK_CIRCLE: readonly TribeName[] = [
  'green',
  'red',
  'black',
  'blue',
  'brown',
  'purple',
];

export interface MonkeyCard {
  readonly name: string;
  readonly tribe: Tribe;
  /** Status within its tribe: 3, 4 or 5. */
  readonly status: number;
}

export interface CivilizationCard {
  /** The skill printed on the card, e.g. "Counting to Eight". */
  readonly skill: string;
  readonly tribe: Tribe;
  /** Spaces the advanced tribe's stone moves: 2 to 4. */
  readonly move: number;
}

export interface ShipCard {
  /** The tribe admiring this border colour. */
  readonly colour: Tribe;
  readonly capacity: number;
  /** VP when launched full. */
  readonly vp: number;
}

const tribe = (name: TribeName): Tribe => TRIBES.indexOf(name);

// PROPOSAL monkeys: 7 per tribe, status 5,5,4,4,4,3,3.
const MONKEY_STATUS = [5, 5, 4, 4, 4, 3, 3] as const;
const MONKEY_NAMES: Record<TribeName, readonly string[]> = {
  brown: ['Coco', 'Bingo', 'Mortimer', 'Peanut', 'Rusty', 'Biscuit', 'Tater'],
  black: ['Licorice', 'Ozzy', 'Shadow', 'Domino', 'Pepper', 'Midnight', 'Soot'],
  green: ['Kiwi', 'Pickles', 'Basil', 'Sprout', 'Gherkin', 'Mossy', 'Pesto'],
  blue: ['Bluebell', 'Sir Splash', 'Marlin', 'Denim', 'Indigo', 'Puddles', 'Skipper'],
  red: ['Chili', 'Ruby', 'Ketchup', 'Rhubarb', 'Radish', 'Sparky', 'Cherry'],
  purple: ['Duke Plum', 'Violet', 'Eggplant', 'Mauve', 'Lavender', 'Jelly', 'Prune'],
};
export const MONKEYS: readonly MonkeyCard[] = TRIBES.flatMap((t) =>
  MONKEY_NAMES[t].map((name, i) => ({ name, tribe: tribe(t), status: MONKEY_STATUS[i] as number })),
);

// PROPOSAL civilization cards: 6 per tribe with moves 2,2,3,3,4,4 and a skill each.
const CIV_MOVES = [2, 2, 3, 3, 4, 4] as const;
const CIV_SKILLS: Record<TribeName, readonly string[]> = {
  brown: [
    'Counting to Eight',
    'Whittling Spoons',
    'Brewing Tea',
    'Juggling Coconuts',
    'Building Bridges',
    'Writing Sonnets',
  ],
  black: [
    'Using Shampoo',
    'Folding Maps',
    'Tying Bow Ties',
    'Reading Tea Leaves',
    'Baking Bread',
    'Composing Fugues',
  ],
  green: [
    'Playing the Accordion',
    'Growing Bonsai',
    'Knitting Scarves',
    'Making Pottery',
    'Brewing Root Beer',
    'Inventing the Wheel',
  ],
  blue: [
    'Operating a Stapler',
    'Skipping Stones',
    'Tuning Radios',
    'Sailing Paper Boats',
    'Charting Stars',
    'Solving Crosswords',
  ],
  red: [
    'Rollerblading',
    'Blowing Bubbles',
    'Painting Murals',
    'Fixing Bicycles',
    'Telling Jokes',
    'Flying Kites',
  ],
  purple: [
    'Whistling Tunes',
    'Doing Cartwheels',
    'Arranging Flowers',
    'Playing Chess',
    'Sewing Capes',
    'Forging Horseshoes',
  ],
};
export const CIVILIZATION_CARDS: readonly CivilizationCard[] = TRIBES.flatMap((t) =>
  CIV_SKILLS[t].map((skill, i) => ({ skill, tribe: tribe(t), move: CIV_MOVES[i] as number })),
);

// PROPOSAL ships: every border colour has capacities 2, 3 and 4, worth 1, 2 and 4 VP when full.
const SHIP_SIZES = [
  { capacity: 2, vp: 1 },
  { capacity: 3, vp: 2 },
  { capacity: 4, vp: 4 },
] as const;
export const SHIPS: readonly ShipCard[] = TRIBES.flatMap((t) =>
  SHIP_SIZES.map((s) => ({ colour: tribe(t), capacity: s.capacity, vp: s.vp })),
);
