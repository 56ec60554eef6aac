// The state of a Chimps on Mars game and its moves. Cards are referred to by their index in
// CARDS (data.ts). A launch-area card is named by its id when face up, or as DOWN: the one
// face-down card of that area (its id is secret to everyone but the owner).

import type { Seat } from '../../engine/game.ts';
import type { RngState } from '../../engine/rng.ts';
import { bool, int, list, nullable, tagged } from '../../engine/shape.ts';
import type { Shape } from '../../engine/shape.ts';
import { CARD_COUNT, LAUNCH_CAPACITY_WITH_EVENT, MAX_PLAYERS } from './data.ts';

export interface CMOptions {
  /** Variant "event effects": each Event adds its own effect besides blocking the win. */
  readonly eventEffects: boolean;
}

/** A launch-area card in a move: a face-up card's id, or DOWN for the area's face-down card. */
export type CardRef = number;
export const DOWN: CardRef = -1;

export type Action = 'draw' | 'play' | 'discard';
export type Attack = 'swap' | 'steal' | 'destroy';
/** What a Banana window answers: a power-up, or the Crocodile's revenge on its attacker (CM-8). */
export type Threat = Attack | 'revenge';

/** A choice the table waits for before the turn goes on. */
export type Pending =
  /**
   * CM-8: the target of an attack may answer with a Banana before it resolves; so may the
   * attacker when a Crocodile's revenge strikes back at it (`attack: 'revenge'`).
   */
  | {
      kind: 'reaction';
      seat: Seat;
      attacker: Seat;
      attack: Threat;
      /** The power-up card lying in the play area while the target answers; -1 for a revenge. */
      card: number;
      /** Swap: the attacker's card given away; -2 otherwise. */
      mine: CardRef;
      /** The target's card attacked. */
      theirs: CardRef;
    }
  /** CM-7: a Crocodile left `seat`'s launch area: it may discard a card of `against`'s. */
  | { kind: 'revenge'; seat: Seat; against: Seat }
  /** Event effects: Meteor Shower arrived; `seat` discards one of its launch cards. */
  | { kind: 'meteor'; seat: Seat }
  /** CM-9: `seat` discards down to the hand limit. */
  | { kind: 'trim'; seat: Seat };

/** What follows once no choice is pending. */
export type Resume = 'turn' | 'end-turn' | 'next-turn' | null;

export interface CMResult {
  readonly scores: number[];
  readonly ranking: number[];
  readonly tieBreaks: string[];
  /** The seat that landed, -1 when the round limit stopped the game. */
  readonly winner: Seat;
  /** Why the game was abandoned without a landing (the round limit); absent after a landing. */
  readonly abandoned?: string;
}

export interface CMState {
  readonly players: number;
  readonly options: CMOptions;
  /** The game's generator: setup shuffles and reshuffles of the discard pile. */
  rng: RngState;
  /** The main pile, top last. Hidden, but for its bottom `pileKnown` cards. */
  pile: number[];
  /** Events put back under the pile (CM-4) are public until drawn again, e.g. 1. */
  pileKnown: number;
  /** The face-down discard pile. Hidden. */
  discard: number[];
  /** Hands, hidden from other seats. */
  hands: number[][];
  /** Launch areas in order, left to right, e.g. [3, 7, 12, 19] (a win when in launch order). */
  launch: number[][];
  /** The id of each seat's face-down launch card, -1 for none. Hidden from other seats. */
  faceDown: number[];
  /** Seat whose turn it is. */
  turn: Seat;
  /** Turns begun so far, 1 in the first turn. */
  turnNumber: number;
  /** Actions taken this turn, e.g. ['draw']. */
  actions: Action[];
  /** Nothing but free moves yet this turn: rearranging and the power-up option are open. */
  fresh: boolean;
  /** The launch area was rearranged this turn (CM-3: once, at the start). */
  arranged: boolean;
  /** CM-8: Banana protection, until the start of that seat's next turn. */
  shielded: boolean[];
  pending: Pending[];
  resume: Resume;
  result: CMResult | null;
}

/** A move. The `type` tag is the first word of its string form. */
export type CMMove =
  /**
   * CM-3: put the launch cards in this order, left to right (free, before any action): every
   * card of the area once, the face-down one as DOWN, e.g. [12, DOWN, 3].
   */
  | { readonly type: 'arrange'; readonly order: readonly CardRef[] }
  | { readonly type: 'draw' }
  | { readonly type: 'play'; readonly card: number; readonly down: boolean }
  /** From the hand or the launch area (a face-up id or DOWN); or a CM-9 discard. */
  | { readonly type: 'discard'; readonly card: CardRef }
  | {
      readonly type: 'swap';
      readonly mine: CardRef;
      readonly target: Seat;
      readonly theirs: CardRef;
    }
  | { readonly type: 'steal'; readonly target: Seat; readonly theirs: CardRef }
  | { readonly type: 'destroy'; readonly target: Seat; readonly theirs: CardRef }
  /** CM-8: play a Banana, in your turn or as the answer to an attack. */
  | { readonly type: 'banana' }
  /** CM-8: let the attack resolve (whether or not you hold a Banana). */
  | { readonly type: 'allow' }
  /** CM-7: the Crocodile's revenge on the attacker's card, or none. */
  | { readonly type: 'revenge'; readonly card: CardRef | null }
  /** Meteor Shower: discard one of your launch cards, or none when you have none. */
  | { readonly type: 'meteor'; readonly card: CardRef | null }
  | { readonly type: 'end' };

const card = int(0, CARD_COUNT - 1);
const ref = int(DOWN, CARD_COUNT - 1);
const target = int(0, MAX_PLAYERS - 1);

/** The exact shape of every move, checked before `apply` consults the rules. */
export const MOVE_SHAPE: Shape<CMMove> = tagged<CMMove>({
  arrange: { order: list(ref, 2, LAUNCH_CAPACITY_WITH_EVENT) },
  draw: {},
  play: { card, down: bool },
  discard: { card: ref },
  swap: { mine: ref, target, theirs: ref },
  steal: { target, theirs: ref },
  destroy: { target, theirs: ref },
  banana: {},
  allow: {},
  revenge: { card: nullable(ref) },
  meteor: { card: nullable(ref) },
  end: {},
});

const copyRows = (rows: number[][]): number[][] => rows.map((r) => r.slice());

/** A deep copy sharing nothing mutable; hand-written because it is on the hot path. */
export function cloneState(s: CMState): CMState {
  return {
    players: s.players,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    pile: s.pile.slice(),
    pileKnown: s.pileKnown,
    discard: s.discard.slice(),
    hands: copyRows(s.hands),
    launch: copyRows(s.launch),
    faceDown: s.faceDown.slice(),
    turn: s.turn,
    turnNumber: s.turnNumber,
    actions: s.actions.slice(),
    fresh: s.fresh,
    arranged: s.arranged,
    shielded: s.shielded.slice(),
    pending: s.pending.map((p) => ({ ...p })),
    resume: s.resume,
    // Written once at the end and never mutated afterwards.
    result: s.result,
  };
}

/** The seat after `seat` in turn order: counter-clockwise, to the right (CM-1). */
export const nextSeat = (s: { players: number }, seat: Seat): Seat =>
  (seat + s.players - 1) % s.players;
