// Ratings over HTTP (issue 27): a player's profile by user name, and a game's leaderboard.
// Both are reads, paid from the read budgets like every other (reads.ts); answers are bounded
// whatever the query asks.

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RuleError } from '../engine/game.ts';
import { findGame } from '../games/index.ts';
import { displayRating, isProvisional, ordinal, PROVISIONAL_GAMES } from '../ratings/index.ts';
import type { Leaderboard, PlayerProfile } from '../protocol/ratings.ts';
import type { RatingStore, StoredRating } from '../store/ratings.ts';
import { sendError } from './routes.ts';

/** Rating events per game a profile sends (its chart); older ones stay in the database. */
export const HISTORY_MAX = 200;
/** Finished games a profile lists. */
export const RECENT_MAX = 20;
/** Rows per leaderboard page, at most, and by default. */
export const PAGE_MAX = 100;
const PAGE_DEFAULT = 50;
/** The deepest page that may be asked for: deeper offsets cost the database a long scan. */
export const PAGES_MAX = 1000;

const USERNAME = /^[\p{L}\p{N}_.-]{1,64}$/u;

/** A rating as the API sends it: the display value and the model's numbers. */
const ratingJson = (r: StoredRating) => ({
  rating: displayRating(r),
  mu: r.mu,
  sigma: r.sigma,
  ordinal: ordinal(r),
  provisional: isProvisional(r),
  games: r.games,
});

const problem = (code: string, message: string, de: string): RuleError => ({
  code,
  rule: null,
  message,
  words: { de },
});

export function ratingRoutes(app: FastifyInstance, ratings: RatingStore): void {
  app.get('/api/players/:username', async (req, reply) => {
    const { username } = req.params as { username: string };
    const person = USERNAME.test(username) ? await ratings.account(username) : null;
    if (!person)
      return sendError(
        reply,
        problem(
          'unknown-player',
          `No player "${username.slice(0, 64)}".`,
          `Es gibt keinen Spieler "${username.slice(0, 64)}".`,
        ),
        404,
      );
    const [current, history, played, recent] = await Promise.all([
      ratings.ratingsOf(person.id),
      ratings.historyOf(person.id, HISTORY_MAX),
      ratings.gamesPerGame(person.id),
      ratings.recentGames(person.id, RECENT_MAX),
    ]);
    const byGame: Record<string, PlayerProfile['ratings'][string]> = {};
    for (const [game, r] of current)
      byGame[game] = {
        ...ratingJson(r),
        history: (history.get(game) ?? []).map((e) => ({
          at: e.at,
          match: e.matchId,
          rating: displayRating(e),
          mu: e.mu,
          sigma: e.sigma,
          place: e.place,
          players: e.players,
        })),
      };
    const profile: PlayerProfile = {
      username: person.username ?? username,
      name: person.name,
      since: person.since,
      games: Object.fromEntries(played),
      ratings: byGame,
      recent: recent.map((g) => ({
        match: g.matchId,
        url: `/m/${g.matchId}`,
        game: g.game,
        seat: g.seat,
        players: g.players,
        place: g.ranking?.[g.seat] ?? null,
        seats: g.seats,
        rated: g.rated,
        finishedAt: g.updatedAt,
      })),
    };
    return profile;
  });

  app.get('/api/leaderboard/:game', async (req, reply) => {
    const { game } = req.params as { game: string };
    const known = findGame(game);
    if (!known)
      return sendError(
        reply,
        problem(
          'unknown-game',
          `Unknown game "${game.slice(0, 64)}".`,
          `Unbekanntes Spiel "${game.slice(0, 64)}".`,
        ),
        400,
      );
    const q = req.query as Record<string, unknown>;
    const page = whole(q.page, 1, 1, PAGES_MAX);
    const size = whole(q.size, PAGE_DEFAULT, 1, PAGE_MAX);
    if (page === null || size === null) return badPage(reply);
    const { rows, total } = await ratings.leaderboard(
      known.id,
      PROVISIONAL_GAMES,
      (page - 1) * size,
      size,
    );
    const board: Leaderboard = {
      game: known.id,
      page,
      size,
      total,
      pages: Math.min(PAGES_MAX, Math.max(1, Math.ceil(total / size))),
      players: rows.map((r, i) => ({
        place: (page - 1) * size + i + 1,
        username: r.username,
        name: r.name,
        ...ratingJson(r),
      })),
    };
    return board;
  });
}

/**
 * A whole number from a query string, `fallback` when absent; a number past `max` is held to
 * `max` (a page far beyond the end is just the last page one may ask for), anything else is null.
 */
function whole(x: unknown, fallback: number, min: number, max: number): number | null {
  if (x === undefined) return fallback;
  if (typeof x !== 'string' || !/^\d{1,12}$/.test(x)) return null;
  const n = Number(x);
  return n < min ? null : Math.min(n, max);
}

const badPage = (reply: FastifyReply) =>
  sendError(
    reply,
    problem(
      'bad-request',
      `"page" must be a whole number from 1 and "size" one from 1 to ${PAGE_MAX}.`,
      `"page" muss eine ganze Zahl ab 1 sein und "size" eine von 1 bis ${PAGE_MAX}.`,
    ),
  );
