// The project's own PROPOSAL card set for Moon (spec moon.md §2.4-§2.9). The published card
// lists are not public: names marked * in the spec are placeholders, values are our design.
// An owner of the game can replace this whole set with the printed cards as data (see cards.ts).

import type { BaseDef, CardSet, ExpeditionDef, ReputationDef, StructureDef } from './cards.ts';
import { PROPOSAL_NAMES_DE } from './proposal-de.ts';
import type { Colour, Count, Flag, Formula, Goods, Reward, Step } from './vocabulary.ts';

type Era = 1 | 2 | 3;
type Extra = Partial<Omit<StructureDef, 'key' | 'name' | 'era' | 'colour' | 'copies'>>;

const card = (
  name: string,
  era: Era,
  colour: Colour,
  copies: number,
  cost: Goods,
  requires: Flag[],
  reward: Reward,
  extra: Extra = {},
): StructureDef => ({
  key: `${era}-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
  name,
  era,
  colour,
  copies,
  marked: 0,
  cost,
  requires,
  production: {},
  flags: [],
  reward,
  ...extra,
});
/** A "½" card: two copies, the second marked 3+. */
const half = { marked: 1 };
const per = (count: Count, each = 1, more: Partial<Formula> = {}): Formula => ({
  count,
  each,
  ...more,
});
const gain = (goods: Reward): Step => ({ do: 'gain', goods });
const OBELISK = (era: Era) => card('Obelisk', era, 'red', 1, {}, [], { HX: 1 }, { obelisk: true });

const BASES: BaseDef[] = [
  { key: 'base-a', name: 'Base A', production: { W: 1 }, flags: ['Hou'], marked: false },
  { key: 'base-b', name: 'Base B', production: { M: 1 }, flags: ['Ind'], marked: false },
  { key: 'base-c', name: 'Base C', production: { B: 1 }, flags: ['Foo'], marked: false },
  { key: 'base-d', name: 'Base D', production: { E: 1 }, flags: ['Tra'], marked: false },
  { key: 'base-e', name: 'Base E', production: { E: 1 }, flags: ['Sci'], marked: true },
];

const ERA_I: StructureDef[] = [
  card('Solar Panels', 1, 'blue', 3, {}, [], { E: 1 }, { production: { E: 1 } }),
  card('Ice Vapers', 1, 'blue', 3, {}, [], { W: 1 }, { production: { W: 1 } }),
  card('Algae Tanks', 1, 'blue', 2, {}, [], { B: 1 }, { production: { B: 1 }, ...half }),
  card('Regolith Mine', 1, 'blue', 2, { E: 1 }, [], { M: 1 }, { production: { M: 1 }, ...half }),
  card('Garage', 1, 'blue', 2, { M: 1 }, ['Tra'], { R: 1 }, { production: { R: 1 } }),
  card('Trailer Park', 1, 'yellow', 2, { W: 1 }, [], { W: 1 }, { flags: ['Hou'], ...half }),
  card('Landing Strip', 1, 'yellow', 3, {}, [], { E: 1 }, { flags: ['Tra'] }),
  card('Workshop', 1, 'yellow', 2, { M: 1 }, [], { M: 1 }, { flags: ['Ind'], ...half }),
  card('Greenhouse', 1, 'yellow', 2, { W: 1 }, [], { B: 1 }, { flags: ['Foo'], ...half }),
  card('Observatory', 1, 'yellow', 2, { E: 1 }, [], { E: 1 }, { flags: ['Sci'], ...half }),
  card('Habitat Dome', 1, 'yellow', 1, { M: 1 }, [], { W: 1 }, { flags: ['Hou'] }),
  card(
    'Printer',
    1,
    'pink',
    1,
    { M: 1 },
    ['Sci'],
    { M: 1 },
    {
      flip: [
        { do: 'pay', goods: { M: 1 } },
        { do: 'search', from: 'stack' },
      ],
    },
  ),
  card(
    'Particle Beam',
    1,
    'pink',
    1,
    { E: 1 },
    ['Sci'],
    { E: 1 },
    {
      flip: [
        { do: 'pay', goods: { E: 1 } },
        { do: 'search', from: 'discard' },
      ],
    },
  ),
  card(
    'Reservoir',
    1,
    'pink',
    1,
    { M: 1 },
    ['Hou'],
    { W: 2 },
    {
      flip: [{ do: 'gainPer', what: 'H', formula: per({ of: 'resources', resource: 'W' }) }],
    },
  ),
  card(
    'Charger',
    1,
    'pink',
    1,
    { M: 1 },
    ['Ind'],
    { E: 2 },
    {
      flip: [{ do: 'spendFor', resource: 'E', each: 1, x: true }],
    },
  ),
  card(
    'Antenna',
    1,
    'pink',
    1,
    { E: 1 },
    ['Hou'],
    { E: 1 },
    {
      flip: [{ do: 'gainPer', what: 'H', formula: per({ of: 'flagTypesWon' }, 1, { x: true }) }],
    },
  ),
  card(
    'Rover Stop',
    1,
    'pink',
    1,
    { W: 1 },
    ['Tra'],
    { R: 1 },
    {
      flip: [{ do: 'gatherRovers' }],
    },
  ),
  card(
    'Hackerspace',
    1,
    'grey',
    1,
    { E: 1 },
    ['Ind'],
    { M: 1 },
    {
      triggers: [{ on: 'metalPaid', then: [{ do: 'heartsOnThis', n: 1 }] }],
    },
  ),
  card(
    'Distiller',
    1,
    'grey',
    1,
    { W: 1 },
    ['Foo'],
    { W: 1 },
    {
      tracks: per({ of: 'flags', flag: 'Foo' }),
    },
  ),
  card(
    'LED Garden',
    1,
    'grey',
    1,
    { E: 1 },
    ['Foo'],
    { B: 1 },
    {
      tracks: per({ of: 'production', resource: 'B' }),
    },
  ),
  card(
    'Junkyard',
    1,
    'grey',
    1,
    {},
    [],
    { M: 1, E: 1 },
    {
      endGame: [per({ of: 'resources' }, 1, { per: 2 })],
    },
  ),
  OBELISK(1),
];

const ERA_II: StructureDef[] = [
  card('Fusion Reactor', 2, 'blue', 2, { M: 1 }, [], { E: 2 }, { production: { E: 2 }, ...half }),
  card('Ice Drill', 2, 'blue', 2, { E: 1 }, [], { W: 2 }, { production: { W: 2 } }),
  card(
    'Hydroponics',
    2,
    'blue',
    2,
    { W: 1 },
    ['Foo'],
    { B: 2 },
    {
      production: { B: 2 },
      ...half,
    },
  ),
  card('Smelter', 2, 'blue', 2, { E: 1, W: 1 }, ['Ind'], { M: 2 }, { production: { M: 2 } }),
  card(
    'Robot Factory',
    2,
    'blue',
    1,
    { M: 2 },
    ['Ind'],
    { M: 2 },
    {
      productionChoice: { n: 2 },
    },
  ),
  card(
    'Rover Depot',
    2,
    'blue',
    1,
    { M: 1, E: 1 },
    ['Tra'],
    { R: 1 },
    {
      production: { R: 1, E: 1 },
    },
  ),
  card(
    'Apartment Block',
    2,
    'yellow',
    2,
    { W: 1, M: 1 },
    [],
    { W: 2 },
    {
      flags: ['Hou', 'Hou'],
      ...half,
    },
  ),
  card('Maglev Line', 2, 'yellow', 2, { E: 1 }, [], { R: 1 }, { flags: ['Tra', 'Tra'] }),
  card('Foundry', 2, 'yellow', 2, { M: 2 }, ['Ind'], { M: 2 }, { flags: ['Ind', 'Ind'] }),
  card(
    'Canteen',
    2,
    'yellow',
    2,
    { B: 1, W: 1 },
    [],
    { B: 1, W: 1 },
    {
      flags: ['Foo', 'Foo'],
      ...half,
    },
  ),
  card('Research Lab', 2, 'yellow', 2, { E: 2 }, ['Sci'], { E: 2 }, { flags: ['Sci', 'Sci'] }),
  card('Campus', 2, 'yellow', 1, { E: 1, M: 1 }, [], { E: 1, M: 1 }, { flags: ['Sci', 'Hou'] }),
  card(
    'Fragmenter',
    2,
    'pink',
    1,
    { M: 1, E: 1 },
    ['Ind'],
    { M: 2 },
    {
      flip: [{ do: 'takeRewards', n: 2 }],
    },
  ),
  card(
    'Science Club',
    2,
    'pink',
    1,
    { E: 1, W: 1 },
    ['Sci'],
    { E: 1, W: 1 },
    {
      flip: [{ do: 'giveResource' }, { do: 'revealTwo' }],
    },
  ),
  card(
    'Engineering',
    2,
    'pink',
    1,
    { M: 1, E: 1 },
    ['Ind'],
    { M: 1, E: 1 },
    {
      flip: [{ do: 'produceAgain', whose: 'own' }],
    },
  ),
  card(
    'Radio Tower',
    2,
    'pink',
    1,
    { E: 1, M: 1 },
    ['Hou'],
    { E: 2 },
    {
      flip: [{ do: 'heartsOnFlag', n: 3 }],
    },
  ),
  card(
    'Archive',
    2,
    'pink',
    1,
    { M: 1 },
    ['Sci'],
    { M: 1, W: 1 },
    {
      flip: [{ do: 'search', from: 'previousStack' }],
    },
  ),
  card(
    'Embassy',
    2,
    'pink',
    1,
    { W: 2 },
    ['Hou'],
    { W: 2 },
    {
      flip: [{ do: 'freeConstruct', when: 'turn' }],
    },
  ),
  card(
    'Atom Builder',
    2,
    'pink',
    1,
    { E: 1, B: 1 },
    ['Sci'],
    { E: 1, B: 1 },
    {
      flip: [{ do: 'convert' }],
    },
  ),
  card(
    "Worker's Union",
    2,
    'grey',
    1,
    { M: 1, W: 1 },
    ['Ind'],
    { M: 2 },
    {
      endGame: [per({ of: 'cards', colour: 'blue' }, 2)],
    },
  ),
  card(
    'Bistro',
    2,
    'grey',
    1,
    { B: 1, W: 1 },
    ['Foo'],
    { B: 1, W: 1 },
    {
      triggers: [{ on: 'assimilate', then: [{ do: 'heartsOnThis', n: 1 }] }],
    },
  ),
  card(
    'Hotel',
    2,
    'grey',
    1,
    { W: 2 },
    ['Hou'],
    { W: 2 },
    {
      endGame: [per({ of: 'flags', flag: 'Hou' }, 2)],
    },
  ),
  card(
    'Rover Museum',
    2,
    'grey',
    1,
    { M: 2 },
    ['Tra'],
    { R: 1, M: 1 },
    {
      endGame: [per({ of: 'roversInSupply' })],
    },
  ),
  card('Monument', 2, 'grey', 1, { E: 1, W: 1, M: 1 }, [], { E: 1, W: 1 }, { hearts: 6 }),
  OBELISK(2),
];

const ERA_III: StructureDef[] = [
  card('Antimatter Plant', 3, 'blue', 2, { M: 2 }, ['Ind'], { E: 3 }, { production: { E: 3 } }),
  card('Glacier Mine', 3, 'blue', 2, { E: 2 }, [], { W: 3 }, { production: { W: 3 } }),
  card('Bio Forest', 3, 'blue', 1, { W: 2 }, ['Foo'], { B: 3 }, { production: { B: 3 } }),
  card(
    'Asteroid Foundry',
    3,
    'blue',
    2,
    { E: 2, W: 1 },
    ['Ind'],
    { M: 3 },
    {
      production: { M: 3 },
    },
  ),
  card('Mass Driver', 3, 'blue', 1, { M: 2, E: 1 }, ['Tra'], { R: 2 }, { production: { R: 2 } }),
  card(
    'Arcology',
    3,
    'yellow',
    2,
    { W: 2, M: 1 },
    ['Hou'],
    { W: 3 },
    {
      flags: ['Hou', 'Hou', 'Hou'],
    },
  ),
  card('Spaceport', 3, 'yellow', 2, { E: 2 }, ['Tra'], { R: 2 }, { flags: ['Tra', 'Tra', 'Tra'] }),
  card(
    'Megafactory',
    3,
    'yellow',
    2,
    { M: 3 },
    ['Ind'],
    { M: 3 },
    {
      flags: ['Ind', 'Ind', 'Ind'],
    },
  ),
  card(
    'Vertical Farm',
    3,
    'yellow',
    2,
    { B: 2, W: 1 },
    ['Foo'],
    { B: 2, W: 1 },
    {
      flags: ['Foo', 'Foo', 'Foo'],
    },
  ),
  card(
    'Particle Collider',
    3,
    'yellow',
    1,
    { E: 2, M: 1 },
    ['Sci', 'Sci'],
    { E: 3 },
    {
      flags: ['Sci', 'Sci', 'Sci'],
    },
  ),
  card(
    'Lunar Capitol',
    3,
    'yellow',
    1,
    { E: 1, W: 1, B: 1, M: 1 },
    [],
    { E: 1, M: 1 },
    {
      flags: ['Hou', 'Ind', 'Sci'],
    },
  ),
  card(
    'Takeout Hub',
    3,
    'pink',
    1,
    { B: 1, W: 1 },
    ['Foo'],
    { B: 2 },
    {
      flip: [{ do: 'unflip', which: 'one' }],
    },
  ),
  card(
    'Teleporter',
    3,
    'pink',
    1,
    { M: 2 },
    ['Tra'],
    { M: 2 },
    {
      flip: [{ do: 'produceAgain', whose: 'other' }],
    },
  ),
  card(
    'Festival Grounds',
    3,
    'pink',
    1,
    { B: 2 },
    ['Foo'],
    { B: 2 },
    {
      flip: [{ do: 'spendFor', resource: 'B', max: 4, each: 2 }],
    },
  ),
  card(
    'Mining Corp',
    3,
    'pink',
    1,
    { M: 2 },
    ['Ind'],
    { M: 2 },
    {
      flip: [{ do: 'gainPer', what: 'M', formula: per({ of: 'flags', flag: 'Ind' }) }],
    },
  ),
  card(
    'Broadcast Studio',
    3,
    'pink',
    1,
    { E: 1, M: 1 },
    ['Hou'],
    { E: 1, M: 1 },
    {
      flip: [{ do: 'gainPer', what: 'H', formula: per({ of: 'flagTypesAtLeast', n: 3 }, 2) }],
    },
  ),
  card(
    'Stockbrokers',
    3,
    'grey',
    1,
    { M: 2, E: 1 },
    ['Ind'],
    { M: 2 },
    {
      endGame: [per({ of: 'cards', colour: 'grey' }, 2)],
    },
  ),
  card(
    'Opera House',
    3,
    'grey',
    1,
    { E: 2, W: 2, M: 2 },
    ['Hou', 'Sci'],
    { E: 2, W: 1 },
    {
      hearts: 12,
    },
  ),
  card(
    'Museum of Earth',
    3,
    'grey',
    1,
    { E: 1, W: 1, B: 1, M: 1 },
    [],
    { W: 2 },
    {
      endGame: [per({ of: 'reputations' }, 2)],
    },
  ),
  card(
    'Grand Hotel',
    3,
    'grey',
    1,
    { W: 3 },
    ['Hou'],
    { W: 3 },
    {
      endGame: [per({ of: 'cards', colour: 'yellow' })],
    },
  ),
  card(
    'Fine Dining',
    3,
    'grey',
    1,
    { B: 2, W: 1 },
    ['Foo'],
    { B: 2 },
    {
      onBuild: [{ do: 'heartsOnThis', formula: per({ of: 'flags', flag: 'Foo' }) }],
    },
  ),
  card(
    'Science Museum',
    3,
    'grey',
    1,
    { E: 2, M: 1 },
    ['Sci'],
    { E: 2 },
    {
      endGame: [per({ of: 'cards', colour: 'pink' }, 2)],
    },
  ),
  card(
    'Transit Hub',
    3,
    'grey',
    1,
    { E: 2 },
    ['Tra'],
    { R: 1, E: 1 },
    {
      endGame: [per({ of: 'roversInSupply' }), per({ of: 'flags', flag: 'Tra' })],
    },
  ),
  card('Monolith', 3, 'grey', 1, { M: 2, W: 1 }, [], { M: 2 }, { hearts: 7 }),
  OBELISK(3),
];

const exp = (
  name: string,
  era: 0 | 1 | 2 | 3,
  marked: boolean,
  def: Partial<ExpeditionDef>,
): ExpeditionDef => ({
  key: `x${era}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  name,
  era,
  marked,
  ...def,
});

const EXPEDITIONS: ExpeditionDef[] = [
  exp('First Expedition 2-3', 0, false, { players: [2, 3], action: [{ do: 'cycleHand' }] }),
  exp('First Expedition 4-5', 0, false, { players: [4, 5], action: [{ do: 'exchange' }] }),
  exp('Hyped Expedition', 1, false, {
    triggers: [
      {
        on: 'construct',
        colours: ['yellow'],
        then: [
          {
            do: 'gainPer',
            what: 'H',
            formula: per({ of: 'flagTypesWonOnCard' }, 1, { max: 1 }),
          },
        ],
      },
    ],
  }),
  exp('Thrifty Expedition', 1, false, { modifiers: { discount: { n: 1 } } }),
  exp('Trading Expedition', 1, false, { action: [{ do: 'exchange' }] }),
  exp('Convoy Expedition', 1, false, {
    requires: [{ count: { of: 'roversInSupply' }, atMost: 0 }],
    action: [gain({ R: 1 })],
  }),
  exp('Charitable Expedition', 1, true, { action: [{ do: 'payAny', n: 1 }, gain({ H: 1 })] }),
  exp('Scouting Expedition', 1, true, { action: [{ do: 'swapWithDiscard' }] }),
  exp('Insightful Expedition', 2, false, {
    action: [{ do: 'heartsOnGrey', n: 1, target: 'empty' }],
  }),
  exp('Psychic Expedition', 2, false, { stretchGoal: true, action: [{ do: 'recallRover' }] }),
  exp('Wealthy Expedition', 2, false, {
    triggers: [{ on: 'construct', colours: ['blue'], then: [{ do: 'pickResources', n: 1 }] }],
  }),
  exp('Salvage Expedition', 2, false, {
    triggers: [{ on: 'assimilate', then: [{ do: 'rewardResource' }] }],
  }),
  exp('Diplomatic Expedition', 2, true, { modifiers: { ignoreFlagFor: 2 } }),
  exp('Scholarly Expedition', 2, true, {
    triggers: [{ on: 'construct', colours: ['pink', 'grey'], then: [gain({ E: 1 })] }],
  }),
  exp('Reckless Expedition', 3, false, { modifiers: { reckless: true } }),
  exp('Celebrity Expedition', 3, false, {
    triggers: [{ on: 'construct', colours: ['grey'], then: [gain({ H: 2 })] }],
  }),
  exp('Lavish Expedition', 3, false, { action: [{ do: 'payAny', n: 2 }, gain({ H: 1 })] }),
  exp('Logistic Expedition', 3, false, {
    triggers: [{ on: 'construct', colours: ['yellow'], flag: 'Tra', then: [gain({ R: 1 })] }],
  }),
  exp('Patron Expedition', 3, true, { triggers: [{ on: 'claim', then: [gain({ H: 1 })] }] }),
  exp('Industrious Expedition', 3, true, {
    triggers: [{ on: 'construct', colours: ['blue'], then: [{ do: 'produceThis' }] }],
  }),
];

const rep = (
  name: string,
  level: ReputationDef['level'],
  requires: ReputationDef['requires'],
  more: Partial<ReputationDef>,
): ReputationDef => ({
  key: `${level}-${name.toLowerCase()}`,
  name,
  level,
  hearts: level === 'bronze' ? 2 : level === 'silver' ? 3 : 5,
  requires,
  ...more,
});
const atLeast = (count: Count, n: number) => ({ count, atLeast: n });
const colourCards = (colour: Colour) => ({ of: 'cards', colour }) as const;
const EACH_COLOUR = (n: number) =>
  (['blue', 'yellow', 'grey', 'pink'] as const).map((c) => atLeast(colourCards(c), n));

const REPUTATIONS: ReputationDef[] = [
  rep('Versatile', 'bronze', EACH_COLOUR(1), { claim: [{ do: 'pickResources', n: 2 }] }),
  rep('Innovative', 'bronze', [atLeast(colourCards('pink'), 2)], {
    claim: [{ do: 'pickResources', n: 3 }],
  }),
  rep('Productive', 'bronze', [atLeast(colourCards('blue'), 3)], { claim: [gain({ R: 1 })] }),
  rep('Flagbearer', 'bronze', [atLeast({ of: 'flags' }, 4)], {
    claim: [{ do: 'heartsOnThis', n: 1 }],
  }),
  rep('Thrifty', 'bronze', [atLeast({ of: 'resources' }, 5)], { claim: [gain({ R: 1 })] }),
  rep('Connected', 'bronze', [atLeast({ of: 'roversOnMine' }, 3)], {
    claim: [{ do: 'pickResources', n: 2 }],
  }),
  rep('Curator', 'bronze', [atLeast(colourCards('grey'), 1)], {
    claim: [{ do: 'heartsOnGrey', n: 1, target: 'choose' }],
  }),
  rep('Homestead', 'bronze', [atLeast({ of: 'flags', flag: 'Hou' }, 2)], {
    claim: [gain({ W: 1, B: 1 })],
  }),
  rep('Specialised', 'silver', [atLeast({ of: 'flagTypesAtLeast', n: 4 }, 1)], {
    triggers: [{ on: 'park', then: [{ do: 'heartsOnThis', n: 1 }] }],
  }),
  rep('Creative', 'silver', [atLeast(colourCards('pink'), 3)], {
    claim: [{ do: 'unflip', which: 'all' }],
  }),
  rep('Industrious', 'silver', [atLeast(colourCards('blue'), 5)], {
    modifiers: { discount: { n: 1, colours: ['grey'] } },
  }),
  rep('Diverse', 'silver', [atLeast({ of: 'flagTypesAtLeast', n: 1 }, 5)], {
    claim: [gain({ HX: 1 })],
  }),
  rep('Wealthy', 'silver', [atLeast({ of: 'resources' }, 10)], {
    claim: [{ do: 'heartsOnThis', n: 2 }],
  }),
  rep('Fleet', 'silver', [atLeast({ of: 'roversInSupply' }, 5)], {
    triggers: [{ on: 'park', then: [{ do: 'pickResources', n: 1 }] }],
  }),
  rep('Gourmet', 'silver', [atLeast({ of: 'flags', flag: 'Foo' }, 3)], {
    claim: [gain({ H: 3 })],
  }),
  rep(
    'Archivist',
    'silver',
    [atLeast({ of: 'flags', flag: 'Sci' }, 2), atLeast(colourCards('pink'), 2)],
    { claim: [{ do: 'search', from: 'discard' }] },
  ),
  rep('Capable', 'gold', [atLeast({ of: 'spentThisTurn' }, 8)], {
    claim: [{ do: 'freeConstruct', when: 'next' }],
  }),
  rep('Metropolis', 'gold', [atLeast(colourCards('yellow'), 6)], {
    claim: [{ do: 'gainPer', what: 'H', formula: per({ of: 'flagTypesWon' }, 2) }],
  }),
  rep('Mogul', 'gold', [atLeast(colourCards('blue'), 8)], {
    modifiers: { productionPicks: 1 },
  }),
  rep('Renowned', 'gold', [atLeast(colourCards('grey'), 4)], {
    claim: [{ do: 'heartsOnGrey', n: 1, target: 'each' }],
  }),
  rep('Visionary', 'gold', [atLeast(colourCards('pink'), 4)], {
    modifiers: { flipsPerTurn: 2 },
  }),
  rep('Champion', 'gold', [atLeast({ of: 'flagTypesWon' }, 3)], { claim: [gain({ H: 5 })] }),
  rep('Hoarder', 'gold', [atLeast({ of: 'resources' }, 15)], { claim: [gain({ H: 4 })] }),
  rep('Completionist', 'gold', EACH_COLOUR(3), { claim: [gain({ R: 1, H: 3 })] }),
];

export const PROPOSAL: CardSet = {
  id: 'proposal',
  name: 'Moontable proposal (the project’s own design)',
  bases: BASES,
  structures: [...ERA_I, ...ERA_II, ...ERA_III],
  expeditions: EXPEDITIONS,
  reputations: REPUTATIONS,
  translations: { de: PROPOSAL_NAMES_DE },
};
