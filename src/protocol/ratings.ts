// The ratings answers (issue 27): a player's profile and a game's leaderboard, as the server
// sends them and as clients read them (one reader per answer, like server-messages.ts).

import { fail, ok } from '../engine/game.ts';
import type { Result } from '../engine/game.ts';
import { attempt, boolean, count, list, nullable, number, object, string } from './read.ts';

/** A rating as shown: `rating` is the display value (mu - 3 sigma on an Elo-like scale). */
export interface RatingInfo {
  /** e.g. 1487 */
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  /** Fewer rated games than the settled mark (5): shown, ranked after settled ratings. */
  readonly provisional: boolean;
  readonly games: number;
}

/** The rating after one rated match. */
export interface RatingPoint {
  readonly at: number;
  readonly match: string;
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  /** The place counted (1 = first; an abandoned seat counts last), and the players. */
  readonly place: number;
  readonly players: number;
}

export interface RecentGame {
  readonly match: string;
  /** Where the finished game opens, with its review and replay: `/m/<id>`. */
  readonly url: string;
  readonly game: string;
  readonly seat: number;
  readonly players: number;
  readonly place: number | null;
  /** Each seat's name, and the bot spec of a bot's seat (null for a person's). */
  readonly seats: readonly { readonly name: string | null; readonly bot: string | null }[];
  readonly rated: boolean;
  readonly finishedAt: number;
}

/** `GET /api/players/:username`. */
export interface PlayerProfile {
  readonly username: string;
  readonly name: string;
  /** When the account began (ms). */
  readonly since: number;
  /** Finished games per game id. */
  readonly games: Readonly<Record<string, number>>;
  /** Ratings per game id, with the history oldest first (the last 200 rated games at most). */
  readonly ratings: Readonly<
    Record<string, RatingInfo & { readonly history: readonly RatingPoint[] }>
  >;
  /** The latest finished games, newest first. */
  readonly recent: readonly RecentGame[];
}

export interface BoardEntry extends RatingInfo {
  readonly place: number;
  readonly username: string;
  readonly name: string;
}

/** `GET /api/leaderboard/:game?page=&size=`. */
export interface Leaderboard {
  readonly game: string;
  readonly page: number;
  readonly size: number;
  readonly total: number;
  readonly pages: number;
  readonly players: readonly BoardEntry[];
}

type Obj = Readonly<Record<string, unknown>>;

const ratingInfo = (o: Obj, at: string): RatingInfo => ({
  rating: number(o.rating, `${at}.rating`),
  mu: number(o.mu, `${at}.mu`),
  sigma: number(o.sigma, `${at}.sigma`),
  ordinal: number(o.ordinal, `${at}.ordinal`),
  provisional: boolean(o.provisional, `${at}.provisional`),
  games: count(o.games, `${at}.games`),
});

const point = (x: unknown, at: string): RatingPoint => {
  const o = object(x, at);
  return {
    at: count(o.at, `${at}.at`),
    match: string(o.match, `${at}.match`),
    rating: number(o.rating, `${at}.rating`),
    mu: number(o.mu, `${at}.mu`),
    sigma: number(o.sigma, `${at}.sigma`),
    place: count(o.place, `${at}.place`),
    players: count(o.players, `${at}.players`),
  };
};

const recent = (x: unknown, at: string): RecentGame => {
  const o = object(x, at);
  return {
    match: string(o.match, `${at}.match`),
    url: string(o.url, `${at}.url`),
    game: string(o.game, `${at}.game`),
    seat: count(o.seat, `${at}.seat`),
    players: count(o.players, `${at}.players`),
    place: nullable(count)(o.place, `${at}.place`),
    seats: list((s, where) => {
      const seat = object(s, where);
      return {
        name: nullable(string)(seat.name, `${where}.name`),
        bot: nullable(string)(seat.bot, `${where}.bot`),
      };
    })(o.seats, `${at}.seats`),
    rated: boolean(o.rated, `${at}.rated`),
    finishedAt: count(o.finishedAt, `${at}.finishedAt`),
  };
};

function answer<T>(what: string, read: (o: Obj) => T): (json: unknown) => Result<T> {
  return (json) => {
    const r = attempt(() => read(object(json, 'the answer')));
    return r.ok
      ? ok(r.value)
      : fail(
          'bad-answer',
          null,
          `The server's ${what} cannot be read: ${r.problem}.`,
          `Die Antwort des Servers (${what}) ist nicht lesbar: ${r.problem}.`,
        );
  };
}

const byKey = <T>(x: unknown, at: string, read: (v: unknown, at: string) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(object(x, at)).map(([k, v]) => [k, read(v, `${at}.${k}`)]));

export const readProfileAnswer = answer<PlayerProfile>('profile', (o) => ({
  username: string(o.username, 'username'),
  name: string(o.name, 'name'),
  since: count(o.since, 'since'),
  games: byKey(o.games, 'games', count),
  ratings: byKey(o.ratings, 'ratings', (x, at) => {
    const r = object(x, at);
    return { ...ratingInfo(r, at), history: list(point)(r.history, `${at}.history`) };
  }),
  recent: list(recent)(o.recent, 'recent'),
}));

export const readLeaderboardAnswer = answer<Leaderboard>('leaderboard', (o) => ({
  game: string(o.game, 'game'),
  page: count(o.page, 'page'),
  size: count(o.size, 'size'),
  total: count(o.total, 'total'),
  pages: count(o.pages, 'pages'),
  players: list((x, at) => {
    const p = object(x, at);
    return {
      ...ratingInfo(p, at),
      place: count(p.place, `${at}.place`),
      username: string(p.username, `${at}.username`),
      name: string(p.name, `${at}.name`),
    };
  })(o.players, 'players'),
}));
