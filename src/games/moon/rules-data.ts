// The numbers of Moon's rules that are not cards: player counts, hand sizes, Hearts on the
// Flag Rewards and X.

/** 1 is the solo game, the project's own reading of the spec's solo proposal (SOLO below). */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 5;
export const ERAS = 3;
/** Structure cards per hand: solo 2, 2p 8, 3-4p 7, 5p 6. */
export const HAND_SIZE = (players: number): number =>
  players === 1 ? SOLO.handSize : players === 2 ? 8 : players === 5 ? 6 : 7;
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

/**
 * The solo game (1 player) against the Rival, an automatic opponent that does not draft. Each
 * Era: `hands` face-up hands of `handSize` cards, each with an Era Expedition; the player takes
 * a turn with each hand (round A), the Rival removes the hand holding the dearest card, then a
 * turn with each hand left (round B). After each of the player's turns the Rival reveals the top
 * card of the Era stack into its tableau and scores a Heart per card of that colour it already
 * has, at most X + `capOverX`. Its flags count for majorities; in a flag tie it has
 * `tieRovers` Rovers.
 */
export const SOLO = {
  hands: 4,
  handSize: 2,
  capOverX: 1,
  tieRovers: 2,
} as const;
