// Monkey Lab component data (../shared/specs/monkey-lab.md). Every value the rules use lives here;
// the lab's boards and rooms are in lab.ts.

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
/** Actions per turn (ML-1). */
export const ACTIONS_PER_TURN = 3;
/** Cards in hand after the refill (ML-7). */
export const HAND_SIZE = 2;

/** The four item types, 6 tokens each (the fourth name is a PROPOSAL). */
export const ITEMS = ['scalpel', 'microscope', 'box', 'cable'] as const;
export type ItemName = (typeof ITEMS)[number];
/** An item type: index into ITEMS. */
export type Item = number;
export const TOKENS_PER_ITEM = 6;
/** Items put in each room but the lobby at setup. */
export const ITEMS_PER_ROOM = 2;

/** Monkey colours by seat, with the combat item each one's reference card shows (PROPOSAL). */
export const MONKEYS: readonly { readonly colour: string; readonly combat: Item }[] = [
  { colour: 'red', combat: 0 },
  { colour: 'yellow', combat: 2 },
  { colour: 'green', combat: 1 },
  { colour: 'purple', combat: 3 },
];

/** The 16 cage tiles (PROPOSAL): the items needed to unlock, and the monkeys pictured. */
const S = 0;
const M = 1;
const B = 2;
const C = 3;
export const CAGES: readonly { readonly needs: readonly Item[]; readonly monkeys: number }[] = [
  { needs: [S], monkeys: 1 },
  { needs: [M], monkeys: 1 },
  { needs: [B], monkeys: 1 },
  { needs: [C], monkeys: 1 },
  { needs: [S, M], monkeys: 2 },
  { needs: [S, B], monkeys: 2 },
  { needs: [S, C], monkeys: 2 },
  { needs: [M, B], monkeys: 2 },
  { needs: [M, C], monkeys: 2 },
  { needs: [B, C], monkeys: 2 },
  { needs: [S, M, B], monkeys: 3 },
  { needs: [S, M, C], monkeys: 3 },
  { needs: [S, B, C], monkeys: 3 },
  { needs: [M, B, C], monkeys: 3 },
  { needs: [B, B, S], monkeys: 4 },
  { needs: [M, M, C], monkeys: 4 },
];

/** The five card effects (ML-7), in the designer's list order. */
export const CARD_KINDS = ['item', 'exchange', 'steal', 'twice', 'guard'] as const;
export type CardKindName = (typeof CARD_KINDS)[number];
export type CardKind = number;
export const CARD_NAMES: readonly string[] = [
  'Move One Item',
  'Exchange',
  'Steal',
  'Move Twice',
  'Move Guard',
];
/** Cards of each kind in the published deck, and in the designer's variant deck (12/6/6/6/6). */
export const DECKS: Readonly<Record<'standard' | 'variant', readonly number[]>> = {
  standard: [8, 8, 8, 8, 8],
  variant: [12, 6, 6, 6, 6],
};

/** Scoring tiles (PROPOSAL): how many of each value (1, 2, 3 monkeys). */
export const SCORING_TILES: readonly { readonly value: number; readonly count: number }[] = [
  { value: 1, count: 24 },
  { value: 2, count: 16 },
  { value: 3, count: 8 },
];
