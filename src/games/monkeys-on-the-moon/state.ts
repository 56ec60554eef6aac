// The state of a Monkeys on the Moon game, its moves, and the alliance-circle relations.
// Cards are referred to by their index in the data lists (MONKEYS, CIVILIZATION_CARDS, SHIPS).

import type { RngState } from '../../engine/rng.ts';
import type { Seat } from '../../engine/game.ts';
import { int, list, nullable, oneOf, record, tagged } from '../../engine/shape.ts';
import type { Shape } from '../../engine/shape.ts';
import type { Tribe } from './data.ts';
import { CIVILIZATION_CARDS, MONKEYS, SHIPS, TRIBE_COUNT } from './data.ts';

export interface MMOptions {
  /** Advanced variant: a scorn held at the end discards your launched monkeys of that tribe. */
  readonly maximumScorn: boolean;
  /** Advanced variant: the first stone to reach the white dot swaps places in the circle. */
  readonly treachery: boolean;
}

/** What the table waits for besides the normal turn: a seat's choice that interrupts it. */
export type Pending =
  /** Pick a ship from the pool, then board `board` (monkey ids) on it. */
  | { kind: 'ship'; seat: Seat; board: number[] }
  /** Treachery: choose which rival tribes stay behind when the ship launches. */
  | { kind: 'leave'; seat: Seat };

export interface Auction {
  /** Monkey up for bidding. */
  monkey: number;
  /** Seat whose bid turn this is (it selected the monkey and bids first). */
  opener: Seat;
  /** Seat to bid or pass now. */
  bidder: Seat;
  /** Seat holding the standing bid, -1 before the first bid. */
  high: Seat;
  /** Coins shown by the standing bid, by tribe, e.g. [0,0,0,0,0,2] = two Purple. */
  bid: number[];
  /** Value of the standing bid in bid points, 0 before the first bid. */
  value: number;
  /** Seats out of this auction (MM-1: a pass is final). */
  passed: boolean[];
}

export type Phase = 'civilization' | 'select' | 'auction' | 'over';

/** What to do once every pending choice is made. */
export type Resume = 'finish-civilization-turn' | 'finish-bid-turn' | null;

export interface TitleAward {
  readonly tribe: Tribe;
  /** Finish place of the tribe, 1..6. */
  readonly place: number;
  /** Status points per seat for this tribe. */
  readonly status: readonly number[];
  /** VP each seat gets from this tribe. */
  readonly vp: readonly number[];
  readonly leaders: readonly Seat[];
  readonly undersecretaries: readonly Seat[];
}

export interface MMResult {
  readonly scores: number[];
  readonly ranking: number[];
  readonly tieBreaks: string[];
  /** Tribes in final place order, e.g. [3, 0, 5, 1, 2, 4]. */
  readonly tribeOrder: number[];
  readonly titles: TitleAward[];
  /** Score parts per seat. */
  readonly titleVp: number[];
  readonly shipVp: number[];
  readonly scornPenalty: number[];
  readonly monkeysLaunched: number[];
  readonly statusTotal: number[];
}

export interface MMState {
  readonly players: number;
  readonly options: MMOptions;
  /** The game's own generator (seeded at setup): used at setup and for end-of-game ties. */
  rng: RngState;
  /** Tribes clockwise around the alliance circle, e.g. [2, 4, 1, 3, 0, 5]. */
  circle: Tribe[];
  /** Stone position per tribe: 0 = Start, up to TRACK_LAST_SPACE. */
  track: number[];
  /** Finish circles in order, e.g. [3] = Blue finished 1st. */
  finished: Tribe[];
  /** Coins on each Tribe card, by tribe. */
  supply: number[];
  /** Coins left in the box at setup (fewer than 4 players), by tribe. */
  boxed: number[];
  /** Coins each seat holds, coins[seat][tribe]. Hidden from other seats (MM-3). */
  coins: number[][];
  /** Holder of each tribe's scorn card, -1 when it lies in the centre. */
  scorn: Seat[];
  /** Civilization cards in each hand. Hidden. */
  hands: number[][];
  civDeck: number[];
  civDiscard: number[];
  /** Civilization cards boxed unseen at setup. */
  civBoxed: number[];
  /** Monkey deck, top last. Hidden. */
  monkeyDeck: number[];
  monkeyPool: number[];
  /** Monkeys nobody bid on, and monkeys discarded by Maximum Scorn. */
  monkeyDiscard: number[];
  /** Ship deck, top last. Hidden but for the bottom `shipDeckKnown` cards (returned ships). */
  shipDeck: number[];
  shipDeckKnown: number;
  shipPool: number[];
  /** Unfilled ships discarded at the end of the game. */
  shipDiscard: number[];
  /** Each seat's face-up ship, -1 for none. */
  ship: number[];
  /** Monkeys on each seat's ship. */
  aboard: number[][];
  /** MM-9: won monkeys of a seat with no ship to board. */
  holding: number[][];
  /** Score piles: launched monkeys and full ships. Hidden from others until the end (MM-3). */
  launchedMonkeys: number[][];
  launchedShips: number[][];
  /** Seat holding the moonstone (start player of the round). */
  moonstone: Seat;
  /** 1-based round number. */
  round: number;
  phase: Phase;
  /** Turns already completed in the current phase of the round (0..players-1). */
  turnIndex: number;
  /** Tribe being advanced in the open civilization turn, -1 otherwise. */
  advancing: Tribe;
  auction: Auction | null;
  pending: Pending[];
  resume: Resume;
  /** Treachery happened already (it happens once). */
  treacheryDone: boolean;
  result: MMResult | null;
}

/** A move. The `type` tag is the first word of its string form. */
export type MMMove =
  /** Civilization turn: play a card, advance a tribe, and the scorn-chain choice if one is due (MM-5). */
  | {
      readonly type: 'play';
      readonly card: number;
      readonly tribe: Tribe;
      readonly chain: ChainChoice | null;
    }
  | { readonly type: 'select'; readonly monkey: number }
  /** Coins shown, by tribe (length 6). */
  | { readonly type: 'bid'; readonly coins: readonly number[] }
  | { readonly type: 'pass' }
  | { readonly type: 'ship'; readonly ship: number }
  /** Treachery: the tribes whose monkeys stay behind, ascending. */
  | { readonly type: 'leave'; readonly tribes: readonly Tribe[] };

/** MM-5: pay a coin to an ally of the rival, or take that ally's scorn. */
export interface ChainChoice {
  readonly kind: 'pay' | 'scorn';
  readonly tribe: Tribe;
}

const tribe = int(0, TRIBE_COUNT - 1);
/** The largest coin count the move notation can write (two digits). */
const MAX_BID_COUNT = 99;

/** The exact shape of every move, checked before `apply` consults the rules. */
export const MOVE_SHAPE: Shape<MMMove> = tagged<MMMove>({
  play: {
    card: int(0, CIVILIZATION_CARDS.length - 1),
    tribe,
    chain: nullable(record<ChainChoice>({ kind: oneOf(['pay', 'scorn']), tribe })),
  },
  select: { monkey: int(0, MONKEYS.length - 1) },
  // Counts as the notation writes them (up to 99): holding them is the rules' question (MM-2).
  bid: { coins: list(int(0, MAX_BID_COUNT), TRIBE_COUNT, TRIBE_COUNT) },
  pass: {},
  ship: { ship: int(0, SHIPS.length - 1) },
  leave: { tribes: list(tribe, 0, TRIBE_COUNT) },
});

export const clockwise = (circle: readonly Tribe[], t: Tribe): Tribe =>
  circle[(circle.indexOf(t) + 1) % TRIBE_COUNT] as Tribe;
export const counterClockwise = (circle: readonly Tribe[], t: Tribe): Tribe =>
  circle[(circle.indexOf(t) + TRIBE_COUNT - 1) % TRIBE_COUNT] as Tribe;
/** The tribe opposite `t` in the circle. */
export const rivalOf = (circle: readonly Tribe[], t: Tribe): Tribe =>
  circle[(circle.indexOf(t) + TRIBE_COUNT / 2) % TRIBE_COUNT] as Tribe;
/** The two neighbours of `t`, clockwise one first. */
export const alliesOf = (circle: readonly Tribe[], t: Tribe): [Tribe, Tribe] => [
  clockwise(circle, t),
  counterClockwise(circle, t),
];
export const areAllies = (circle: readonly Tribe[], a: Tribe, b: Tribe): boolean =>
  clockwise(circle, a) === b || counterClockwise(circle, a) === b;

const copyRows = (rows: number[][]): number[][] => rows.map((r) => r.slice());

/** A deep copy sharing nothing mutable; hand-written because it is on the hot path. */
export function cloneState(s: MMState): MMState {
  return {
    players: s.players,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    circle: s.circle.slice(),
    track: s.track.slice(),
    finished: s.finished.slice(),
    supply: s.supply.slice(),
    boxed: s.boxed.slice(),
    coins: copyRows(s.coins),
    scorn: s.scorn.slice(),
    hands: copyRows(s.hands),
    civDeck: s.civDeck.slice(),
    civDiscard: s.civDiscard.slice(),
    civBoxed: s.civBoxed.slice(),
    monkeyDeck: s.monkeyDeck.slice(),
    monkeyPool: s.monkeyPool.slice(),
    monkeyDiscard: s.monkeyDiscard.slice(),
    shipDeck: s.shipDeck.slice(),
    shipDeckKnown: s.shipDeckKnown,
    shipPool: s.shipPool.slice(),
    shipDiscard: s.shipDiscard.slice(),
    ship: s.ship.slice(),
    aboard: copyRows(s.aboard),
    holding: copyRows(s.holding),
    launchedMonkeys: copyRows(s.launchedMonkeys),
    launchedShips: copyRows(s.launchedShips),
    moonstone: s.moonstone,
    round: s.round,
    phase: s.phase,
    turnIndex: s.turnIndex,
    advancing: s.advancing,
    auction: s.auction && {
      ...s.auction,
      bid: s.auction.bid.slice(),
      passed: s.auction.passed.slice(),
    },
    pending: s.pending.map((p) =>
      p.kind === 'ship' ? { ...p, board: p.board.slice() } : { ...p },
    ),
    resume: s.resume,
    treacheryDone: s.treacheryDone,
    // The result is written once at the end and never mutated afterwards.
    result: s.result,
  };
}

/** The seat taking the civilization or bid turn now. */
export const currentSeat = (s: MMState): Seat => (s.moonstone + s.turnIndex) % s.players;
