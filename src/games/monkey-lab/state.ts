// The Monkey Lab state: plain JSON data, with a hand-written clone.

import type { GameResult, Seat } from '../../engine/game.ts';
import { int, nullable, tagged } from '../../engine/shape.ts';
import type { Shape } from '../../engine/shape.ts';
import { ITEMS, MAX_PLAYERS } from './data.ts';
import type { CardKind, Item } from './data.ts';
import { ROOM_COUNT } from './lab.ts';
import type { Side } from './lab.ts';

export interface MLOptions {
  /** `random`, or one side letter per board 1..4, e.g. `ABAB`. */
  readonly sides: string;
  readonly deck: 'standard' | 'variant';
}

export interface MLState {
  players: number;
  options: MLOptions;
  /** The side of each board 1..4 in play. */
  sides: Side[];
  /** The guard's room, or -1 while he is on the grass outside the lab. */
  guard: number;
  /** Each seat's monkey: its room, and the item it carries (-1 for none). */
  at: number[];
  carry: Item[];
  /** Items on the floor of each room, by type, sorted. */
  floor: Item[][];
  /** The cage tile in each room (-1: none, the lobby or unlocked), and whether it is face up. */
  cage: number[];
  revealed: boolean[];
  /** The 4 cage tiles set aside at setup (secret from everyone). */
  unused: number[];
  /** Cage tiles each seat unlocked (ML-8). */
  cages: number[][];
  /** Values of the scoring tiles each seat received (ML-4); secret from the others. */
  tiles: number[][];
  /** Scoring tiles left, by index into SCORING_TILES. */
  supply: number[];
  /** Card kinds: the draw pile (top last), hands and the discard pile. */
  deck: CardKind[];
  hands: CardKind[][];
  discard: CardKind[];
  /** Whose turn it is, actions taken, whether the guard stopped it (ML-2), whether a card was played. */
  turn: Seat;
  actions: number;
  stopped: boolean;
  played: boolean;
  /** Turns finished so far. */
  turns: number;
  result: GameResult | null;
}

export type MLMove =
  | { readonly type: 'move'; readonly to: number }
  | { readonly type: 'take'; readonly item: Item }
  | { readonly type: 'drop' }
  | { readonly type: 'reveal' }
  | { readonly type: 'unlock' }
  | { readonly type: 'combat'; readonly target: Seat; readonly to: number }
  | { readonly type: 'item'; readonly item: Item; readonly from: number; readonly to: number }
  | { readonly type: 'exchange'; readonly a: number; readonly b: number }
  | { readonly type: 'steal'; readonly target: Seat | null }
  | { readonly type: 'twice'; readonly first: number; readonly second: number | null }
  | { readonly type: 'guard'; readonly to: number }
  | { readonly type: 'end' };

const room = int(0, ROOM_COUNT - 1);
const item = int(0, ITEMS.length - 1);
const seat = int(0, MAX_PLAYERS - 1);

/** The exact shape of every move, checked before `apply` consults the rules. */
export const MOVE_SHAPE: Shape<MLMove> = tagged<MLMove>({
  move: { to: room },
  take: { item },
  drop: {},
  reveal: {},
  unlock: {},
  combat: { target: seat, to: room },
  item: { item, from: room, to: room },
  exchange: { a: room, b: room },
  steal: { target: nullable(seat) },
  twice: { first: room, second: nullable(room) },
  guard: { to: room },
  end: {},
});

/** Card kind played by a card move, or -1 for other actions. */
export const CARD_OF_MOVE: Readonly<Record<MLMove['type'], number>> = {
  move: -1,
  take: -1,
  drop: -1,
  reveal: -1,
  unlock: -1,
  combat: -1,
  end: -1,
  item: 0,
  exchange: 1,
  steal: 2,
  twice: 3,
  guard: 4,
};

const rows = <T>(xs: T[][]): T[][] => xs.map((x) => x.slice());

export function cloneState(s: MLState): MLState {
  return {
    players: s.players,
    options: { ...s.options },
    sides: s.sides.slice(),
    guard: s.guard,
    at: s.at.slice(),
    carry: s.carry.slice(),
    floor: rows(s.floor),
    cage: s.cage.slice(),
    revealed: s.revealed.slice(),
    unused: s.unused.slice(),
    cages: rows(s.cages),
    tiles: rows(s.tiles),
    supply: s.supply.slice(),
    deck: s.deck.slice(),
    hands: rows(s.hands),
    discard: s.discard.slice(),
    turn: s.turn,
    actions: s.actions,
    stopped: s.stopped,
    played: s.played,
    turns: s.turns,
    result: s.result
      ? {
          scores: s.result.scores.slice(),
          ranking: s.result.ranking.slice(),
          tieBreaks: s.result.tieBreaks.slice(),
        }
      : null,
  };
}
