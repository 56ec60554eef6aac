// The numbers of Moon's rules that are not cards: player counts, hand sizes, Hearts on the
// Flag Rewards and X.

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
export const ERAS = 3;
/** Structure cards per hand: 2p 8, 3-4p 7, 5p 6. */
export const HAND_SIZE = (players: number): number => (players === 2 ? 8 : players === 5 ? 6 : 7);
/** Reputation cards of each level on display: one per player, but 3 at two players. */
export const reputationsPerLevel = (players: number): number => Math.max(3, players);
export const STARTING_ROVERS = 2;
/** Hearts under each flag and on X at setup. */
export const SETUP_FLAG_HEARTS = 3;
export const SETUP_X = 3;
/** Hearts added under each flag after Era I and Era II (no refill after Era III). */
export const REFILL_HEARTS: readonly number[] = [4, 5, 0];
/** The Flag Reward cards: card A shows Industry, Housing, Transport; card B Food, Science, X. */
export const FLAG_REWARD_CARDS = [
  ['Ind', 'Hou', 'Tra'],
  ['Foo', 'Sci', 'X'],
] as const;
/** Pink cards flipped per turn without a modifier (Rule of One). */
export const FLIPS_PER_TURN = 1;
