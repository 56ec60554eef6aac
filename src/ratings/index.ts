// Ratings: OpenSkill Plackett-Luce for any player count, provisional ratings, the display scale
// and the bot levels' fixed anchors. Pure; the server stores and serves them.

export {
  DISPLAY_BASE,
  MODEL,
  NEWCOMER,
  POINTS_PER_MU,
  PROVISIONAL_GAMES,
  displayRating,
  isProvisional,
  loadRatingModel,
  ordinal,
  rateMatch,
  ratedPlaces,
  winChances,
} from './model.ts';
export type { Entrant, PersonRating, RatingChange, Skill } from './model.ts';
export { ANCHOR_LEVEL, ANCHOR_SIGMA, TOURNAMENT_ELO, anchorFor, anchoredBots } from './anchors.ts';
