// Ratings for any number of players: OpenSkill's Plackett-Luce model (the `openskill` package),
// which rates a finishing order of two to five seats at once, ties included. Pure: no I/O, no
// clock; the server's rating hook reads and writes the rows and calls `rateMatch`.

/** OpenSkill's update, once `loadRatingModel` has loaded it. */
let rate: (typeof import('openskill'))['rate'] | undefined;

/**
 * Loads OpenSkill before the first `rateMatch`. With ramda and stdlib it is about 10 MB and
 * 0.1 s of CPU, which a server pays when it rates its first match rather than at start
 * (docs/benchmarks.md, "Footprint"). Loading code is all it does: the model stays pure.
 */
export async function loadRatingModel(): Promise<void> {
  rate ??= (await import('openskill')).rate;
}

/** A rating as the model keeps it: mean skill and its uncertainty, e.g. { mu: 27.1, sigma: 4.2 }. */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** A person's rating in one game, e.g. { mu: 27.1, sigma: 4.2, games: 7 }. */
export interface PersonRating extends Skill {
  /** Rated games played in this game. */
  readonly games: number;
}

/** The model's settings: OpenSkill's defaults (a newcomer is 25 ± 8.33; beta 25/6). */
export const MODEL = {
  mu: 25,
  sigma: 25 / 3,
  beta: 25 / 6,
  /** Uncertainty added before every game, so a rating can still move after many games. */
  tau: 25 / 300,
} as const;

/** A rating is provisional until this many rated games in its game: shown, but ranked after. */
export const PROVISIONAL_GAMES = 5;

/** A person's rating before their first rated game of a game. */
export const NEWCOMER: PersonRating = { mu: MODEL.mu, sigma: MODEL.sigma, games: 0 };

/** The conservative estimate OpenSkill ranks by: mu - 3 sigma (about 99.7% sure to be below). */
export const ordinal = (s: Skill): number => s.mu - 3 * s.sigma;

/**
 * Display points per unit of mu. In a duel the model gives the stronger player the chance
 * logistic((mu1 - mu2) / c) with c = sqrt(2) * beta (both sigmas small), and Elo gives
 * logistic(d * ln 10 / 400); equating them makes one display point worth one Elo point, so
 * "200 points apart" means what chess players expect (about 76% for the stronger).
 */
export const POINTS_PER_MU = 400 / (Math.LN10 * Math.SQRT2 * MODEL.beta);

/**
 * Where the display scale starts: a newcomer's ordinal is 0 and shows as 1000; an average player
 * whose sigma has settled near 2 shows about 1560: numbers people know from chess sites.
 */
export const DISPLAY_BASE = 1000;

/** The rating people see: the ordinal on an Elo-like scale, rounded, e.g. 1487. */
export const displayRating = (s: Skill): number =>
  Math.round(DISPLAY_BASE + POINTS_PER_MU * ordinal(s));

export const isProvisional = (r: PersonRating): boolean => r.games < PROVISIONAL_GAMES;

/** Who held a seat in a rated match. */
export type Entrant =
  | { readonly kind: 'person'; readonly id: string; readonly rating: PersonRating }
  /** A bot level at its fixed anchor (anchors.ts): it plays at that rating and never changes. */
  | { readonly kind: 'bot'; readonly anchor: Skill };

/** One person's change from a rated match. */
export interface RatingChange {
  readonly seat: number;
  readonly id: string;
  readonly before: PersonRating;
  readonly after: PersonRating;
  /** The place counted for rating (1 = first; abandoned seats share the last place). */
  readonly place: number;
}

/**
 * The places a match is rated by, one per seat (1 = first, ties share): the game's ranking,
 * except that every seat in `abandoned` (left the table or lost on time) takes the last place,
 * behind every seat that played on, and seats that played on keep their order among themselves.
 */
export function ratedPlaces(ranking: readonly number[], abandoned: ReadonlySet<number>): number[] {
  const key = (s: number) => (abandoned.has(s) ? Infinity : ranking[s]!);
  return ranking.map((_, s) => 1 + ranking.filter((__, t) => key(t) < key(s)).length);
}

/**
 * New ratings of the people in a finished match, from the places by seat (1 = first; equal
 * places are ties). Bots take part at their anchors and come back unchanged (they are not in
 * the answer). Throws when the places do not match the seats: an invariant of the caller.
 */
export function rateMatch(entrants: readonly Entrant[], places: readonly number[]): RatingChange[] {
  if (entrants.length !== places.length || entrants.length < 2)
    throw new Error(`rateMatch: ${entrants.length} entrants for ${places.length} places`);
  if (!rate) throw new Error('rateMatch: call loadRatingModel() first');
  const teams = entrants.map((e) => [
    e.kind === 'person' ? { mu: e.rating.mu, sigma: e.rating.sigma } : { ...e.anchor },
  ]);
  const rated = rate(teams, { rank: [...places], ...MODEL });
  const changes: RatingChange[] = [];
  entrants.forEach((e, seat) => {
    if (e.kind !== 'person') return;
    const next = rated[seat]![0]!;
    changes.push({
      seat,
      id: e.id,
      before: e.rating,
      after: { mu: next.mu, sigma: next.sigma, games: e.rating.games + 1 },
      place: places[seat]!,
    });
  });
  return changes;
}

/**
 * The chance of each entrant finishing first under the Plackett-Luce model: exp(mu/c) shares,
 * with c = sqrt(sum of sigma^2 + beta^2) as in the update. For predictions (bench/ratings.ts).
 */
export function winChances(skills: readonly Skill[]): number[] {
  const c = Math.sqrt(skills.reduce((a, s) => a + s.sigma ** 2 + MODEL.beta ** 2, 0));
  const top = Math.max(...skills.map((s) => s.mu));
  const weights = skills.map((s) => Math.exp((s.mu - top) / c));
  const total = weights.reduce((a, w) => a + w, 0);
  return weights.map((w) => w / total);
}
