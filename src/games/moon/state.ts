// The state of a Moon game and its moves. Cards are numbered instances of the card set
// (cards.ts `deckOf`); arrays indexed by card id hold per-card facts (Hearts, Rovers, flips).

import type { Seat } from '../../engine/game.ts';
import type { RngState } from '../../engine/rng.ts';
import { bool, int, list, oneOf, tagged } from '../../engine/shape.ts';
import type { Shape } from '../../engine/shape.ts';
import { CHOICE_SHAPE } from './choices.ts';
import type { Choice } from './choices.ts';
import { RESOURCES } from './vocabulary.ts';
import type { Flag, Resource, Step } from './vocabulary.ts';

export interface MoonOptions {
  /** Id of the card set played, e.g. `proposal`; records keep it, so replays use the same set. */
  readonly cardSet: string;
  /** Play with the Psychic Expedition, a stretch-goal card of Era II (default true). */
  readonly psychic: boolean;
}

/** Steps to run for a seat, with the card that caused them (for "this card"). */
export interface Task {
  seat: Seat;
  card: number;
  /** The card's steps, shared with the card set: never changed. */
  steps: readonly Step[];
  /** Index of the next step to run, e.g. 1 after the first. */
  next: number;
}

/** A choice the table waits for before anything else happens. */
export type Decision =
  | { kind: 'search'; seat: Seat; from: 'stack' | 'discard' | 'previousStack'; pile: number }
  | { kind: 'spend'; seat: Seat; resource: Resource; max: number; each: number; x: boolean }
  | { kind: 'pick'; seat: Seat; n: number; same: boolean }
  | { kind: 'payAny'; seat: Seat; n: number }
  | { kind: 'exchange'; seat: Seat }
  | { kind: 'takeRewards'; seat: Seat; n: number; taken: number[] }
  | { kind: 'give'; seat: Seat }
  | { kind: 'reveal'; seat: Seat; cards: number[] }
  | { kind: 'produce'; seat: Seat; whose: 'own' | 'other' }
  | { kind: 'flagReward'; seat: Seat; n: number }
  | { kind: 'convert'; seat: Seat; target: Resource | null }
  | { kind: 'unflip'; seat: Seat; except: number }
  | { kind: 'cycle'; seat: Seat }
  | { kind: 'swap'; seat: Seat }
  | { kind: 'recall'; seat: Seat }
  | { kind: 'greyHeart'; seat: Seat; n: number; empty: boolean }
  | { kind: 'rewardResource'; seat: Seat; types: Resource[] }
  /** Solo: which of the face-up hands to take the turn with. */
  | { kind: 'hand'; seat: Seat };

/** What the seat whose turn it is has done this turn (Rule of One, MN-1). */
export interface TurnState {
  seat: Seat;
  mainDone: boolean;
  /** Extra Constructs from the hand still allowed (Obelisks). */
  extraConstructs: number;
  parked: boolean;
  flips: number;
  expeditionUsed: boolean;
  claimed: boolean;
  /** Constructs this turn that cost no resources (Embassy). */
  freeConstructs: number;
  /** Resources actually spent this turn (Capable). */
  spent: number;
  /** Flags lent by a Rover parked on a yellow card, for requirements this turn (MN-2). */
  lentFlags: Flag[];
}

/** The solo game's table (1 player): the face-up hands and the Rival. */
export interface SoloState {
  /** This Era's face-up hands, in deal order; the one being played lies in `hands[0]` meanwhile. */
  hands: number[][];
  /** The Era Expedition dealt with each hand, -1 for none (or while it is being played). */
  expeditions: number[];
  /** Hands played in this round (round A, then round B: `MoonState.round` 1 and 2). */
  played: boolean[];
  /** The hand being played now, -1 between turns and while the player chooses. */
  current: number;
  /** The hand the Rival removed after round A, -1 before. */
  removed: number;
  /** The Rival's cards, revealed from the Era stacks, e.g. [4, 71]. */
  tableau: number[];
  /** The Rival's Heart tokens. */
  hearts: number;
}

export interface MoonResult {
  readonly scores: number[];
  readonly ranking: number[];
  readonly tieBreaks: string[];
  /** Solo: the Rival's final score (it takes a place by it, but holds no seat). */
  readonly opponent?: { readonly name: string; readonly score: number };
  /** Score parts per seat: Heart tokens, printed Hearts, formula Hearts, Reputation Hearts. */
  readonly tokens: number[];
  readonly printed: number[];
  readonly formulas: number[];
  readonly reputations: number[];
}

export interface MoonState {
  readonly players: number;
  readonly options: MoonOptions;
  rng: RngState;
  /** 1..3. */
  era: number;
  /** Round within the Era, from 1; hands pass left after each round. */
  round: number;
  over: boolean;
  /** Hearts on X: 3 in Era I, 2, 1, then 0. */
  x: number;
  /** Hearts under each flag, in FLAGS order. */
  flagHearts: number[];
  /** Era stacks I..III, top card last. */
  stacks: number[][];
  /** Discard pile, top card last; public. */
  discard: number[];
  /** Undealt Expedition decks of Eras I..III. */
  expeditionDecks: number[][];
  /** Out of play and public: two-player removals, the unused First Expedition, used Expeditions, unused Bases. */
  boxed: number[];
  /** Reputation cards not drawn for this game (hidden). */
  reputationBox: number[];
  /** Reputation cards on display. */
  reputations: number[];
  /** Structure cards in the hand each seat holds now. */
  hands: number[][];
  /** The Expedition travelling with each seat's hand, -1 for none. */
  handExpedition: number[];
  /** The First Expedition card. */
  firstExpedition: number;
  /** Seat that starts this Era (two players keep this order all Era, MN-6). */
  eraStarter: Seat;
  /** Seat dealt the First Expedition at the start of this Era; it passes on at the Era's end. */
  firstHolder: Seat;
  /** Seats still to play this round, in order; the first is playing now. */
  order: Seat[];
  turn: TurnState;
  /** Cards in each settlement: the Base first, then Structures in build order. */
  settlements: number[][];
  /** Reputation cards claimed by each seat. */
  claimed: number[][];
  /** Resources by seat, in RESOURCES order, e.g. [[1,0,2,0], ...]. */
  supply: number[][];
  /** Rovers in each seat's supply. */
  rovers: number[];
  /** Heart tokens each seat has scored. */
  hearts: number[];
  /** Hearts placed on each card, by card id. */
  cardHearts: number[];
  /** Rovers parked on each card, by card id. */
  roverOn: number[];
  /** Flipped pink cards. */
  flipped: number[];
  /** Turn number at which each card was last constructed, by card id (-1 never). */
  builtTurn: number[];
  /** Turns taken so far in the game. */
  turnCount: number;
  /** The solo game's hands and Rival; null with 2-5 players. */
  solo: SoloState | null;
  /**
   * Capable's free Construct, by seat: 0 none; 1 claimed this turn and not yet met by a
   * Construct (usable now and in the seat's next turn); 2 usable in this turn only.
   */
  freeNext: number[];
  /** Science Club: cards revealed from the stack, waiting for the choice. */
  revealed: number[];
  decision: Decision | null;
  tasks: Task[];
  result: MoonResult | null;
}

export type MoonMove =
  /** Construct a card from the hand (or from a searched pile / revealed cards). */
  | {
      type: 'build';
      card: number;
      free: boolean;
      /** Resources of the cost waived by discounts, e.g. ['M']. */
      waive: Resource[];
      /** Diplomatic Expedition: the extra resources paid to ignore one missing flag. */
      ignore: Resource[];
    }
  | { type: 'assimilate'; card: number }
  | { type: 'park'; card: number; reckless: boolean }
  | { type: 'flip'; card: number }
  | { type: 'obelisk'; card: number }
  | { type: 'expedition' }
  | { type: 'claim'; card: number }
  | { type: 'end' }
  /** An answer to the pending decision (choices.ts), e.g. `choose E>W`. */
  | { type: 'choose'; choice: Choice };

/** Card ids as move strings allow them (`c1` .. `c9999`); the rules check the card itself. */
const card = int(0, 9998);
const resources = list(oneOf(RESOURCES), 0, 100);

/** The exact shape of every move, checked before `apply` consults the rules. */
export const MOVE_SHAPE: Shape<MoonMove> = tagged<MoonMove>({
  build: { card, free: bool, waive: resources, ignore: resources },
  assimilate: { card },
  park: { card, reckless: bool },
  flip: { card },
  obelisk: { card },
  expedition: {},
  claim: { card },
  end: {},
  choose: { choice: CHOICE_SHAPE },
});

/** A turn's copy; field by field in `freshTurn`'s order (a spread of a fixed shape is slower). */
export const copyTurn = (t: TurnState): TurnState => ({
  seat: t.seat,
  mainDone: t.mainDone,
  extraConstructs: t.extraConstructs,
  parked: t.parked,
  flips: t.flips,
  expeditionUsed: t.expeditionUsed,
  claimed: t.claimed,
  freeConstructs: t.freeConstructs,
  spent: t.spent,
  lentFlags: t.lentFlags.slice(),
});

/** A decision's copy: its fields, with every list among them copied too. */
export function copyDecision(d: Decision): Decision {
  const copy: Record<string, unknown> = { ...d };
  for (const key in copy) {
    const value = copy[key];
    if (Array.isArray(value)) copy[key] = [...(value as unknown[])];
  }
  return copy as unknown as Decision;
}

export const rows = (a: readonly (readonly number[])[]): number[][] => {
  const out = new Array<number[]>(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i] as number[]).slice();
  return out;
};

export const copyTask = (t: Task): Task => ({
  seat: t.seat,
  card: t.card,
  steps: t.steps,
  next: t.next,
});

export function copySolo(s: SoloState): SoloState {
  return {
    hands: rows(s.hands),
    expeditions: s.expeditions.slice(),
    played: s.played.slice(),
    current: s.current,
    removed: s.removed,
    tableau: s.tableau.slice(),
    hearts: s.hearts,
  };
}

/**
 * A deep copy, field by field in `setupState`'s order: playouts and search bots clone a state
 * for every sample, so the copy is written out rather than spread (one fixed object shape).
 */
export function cloneState(s: MoonState): MoonState {
  return {
    players: s.players,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    era: s.era,
    round: s.round,
    over: s.over,
    x: s.x,
    flagHearts: s.flagHearts.slice(),
    stacks: rows(s.stacks),
    discard: s.discard.slice(),
    expeditionDecks: rows(s.expeditionDecks),
    boxed: s.boxed.slice(),
    reputationBox: s.reputationBox.slice(),
    reputations: s.reputations.slice(),
    hands: rows(s.hands),
    handExpedition: s.handExpedition.slice(),
    firstExpedition: s.firstExpedition,
    eraStarter: s.eraStarter,
    firstHolder: s.firstHolder,
    order: s.order.slice(),
    turn: copyTurn(s.turn),
    settlements: rows(s.settlements),
    claimed: rows(s.claimed),
    supply: rows(s.supply),
    rovers: s.rovers.slice(),
    hearts: s.hearts.slice(),
    cardHearts: s.cardHearts.slice(),
    roverOn: s.roverOn.slice(),
    flipped: s.flipped.slice(),
    builtTurn: s.builtTurn.slice(),
    turnCount: s.turnCount,
    solo: s.solo && copySolo(s.solo),
    freeNext: s.freeNext.slice(),
    revealed: s.revealed.slice(),
    decision: s.decision && copyDecision(s.decision),
    tasks: s.tasks.map(copyTask),
    result: s.result,
  };
}
