// Ratings rows: a rating per person and game, and an append-only event per rated match and
// person (the history a profile draws). A finished rated match is rated once, whichever node
// gets there first: one transaction marks the match (`rated_at`) and writes every person's row
// and event, and an event's key (person, match) refuses a second copy besides.

import type { Db, Row, Sql } from './sql.ts';
import type { Lanes } from './lanes.ts';

/**
 * The tables of ratings; `people` and `match_people`, which the queries join, are the identity
 * store's (people.ts, match-people.ts).
 */
export const RATINGS_SCHEMA = `
alter table matches add column if not exists rated_at bigint;
create index if not exists matches_unrated on matches (updated_at)
  where status = 'finished' and rated_at is null and (settings->>'rated') = 'true';
create table if not exists ratings (
  person_id text not null,
  game text not null,
  mu float8 not null,
  sigma float8 not null,
  games integer not null,
  updated_at bigint not null,
  primary key (person_id, game)
);
create index if not exists ratings_board on ratings (game, (games >= 5) desc, (mu - 3 * sigma) desc);
create table if not exists rating_events (
  person_id text not null,
  game text not null,
  match_id text not null,
  at bigint not null,
  mu float8 not null,
  sigma float8 not null,
  ordinal float8 not null,
  place integer not null,
  players integer not null,
  primary key (person_id, match_id)
);
create index if not exists rating_events_by_person on rating_events (person_id, game, at desc);
`;

/** A stored rating, e.g. { mu: 27.1, sigma: 4.2, games: 7 }. */
export interface StoredRating {
  readonly mu: number;
  readonly sigma: number;
  readonly games: number;
}

/** What rating one match writes for one person. */
export interface RatingWrite {
  readonly personId: string;
  readonly after: StoredRating;
  /** The place counted (1 = first), and the players at the table. */
  readonly place: number;
  readonly players: number;
  /** mu - 3 sigma after the match, kept with the event for the history chart. */
  readonly ordinal: number;
}

export interface RatingEvent {
  readonly matchId: string;
  readonly at: number;
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  readonly place: number;
  readonly players: number;
}

export interface Person {
  readonly id: string;
  readonly name: string;
  readonly username: string | null;
  readonly since: number;
}

export interface BoardRow {
  readonly username: string;
  readonly name: string;
  readonly mu: number;
  readonly sigma: number;
  readonly games: number;
}

export interface PlayedGame {
  readonly matchId: string;
  readonly game: string;
  readonly seat: number;
  readonly players: number;
  readonly status: string;
  readonly updatedAt: number;
  readonly ranking: readonly number[] | null;
  /** Every seat's name, and its bot spec for a bot's seat (e.g. `ismcts:hard`). */
  readonly seats: readonly { readonly name: string | null; readonly bot: string | null }[];
  readonly rated: boolean;
}

/** What `rate` did: rated now, rated before (by this node or another), or nothing to rate. */
export type RateOutcome = 'rated' | 'already' | 'skipped';

const num = (x: unknown): number => Number(x);

/** The advisory locks' first key for ratings (the store's migration uses 7020417). */
const RATING_LOCKS = 7020418;

export class RatingStore {
  constructor(
    private readonly db: Db,
    private readonly lanes: Lanes,
  ) {}

  private read<T extends Row>(text: string, params: readonly unknown[]): Promise<T[]> {
    return this.lanes.run('rest', () => this.db.query<T>(text, params));
  }

  /**
   * Rates finished match `matchId` once: marks it rated and, if `compute` (given the current
   * ratings of `people` in `game`, missing ones absent) returns writes, stores them, all in one
   * transaction. 'already' when it was marked before; 'skipped' when `compute` returned null
   * (the mark stays: there is nothing to rate).
   */
  rate(
    matchId: string,
    game: string,
    people: readonly string[],
    at: number,
    compute: (current: ReadonlyMap<string, StoredRating>) => readonly RatingWrite[] | null,
  ): Promise<RateOutcome> {
    return this.lanes.run('rest', () =>
      this.db.transaction(async (tx) => {
        const claimed = await tx.query(
          `update matches set rated_at = $2
             where id = $1 and status = 'finished' and rated_at is null returning id`,
          [matchId, at],
        );
        if (claimed.length === 0) return 'already';
        const current = await currentRatings(tx, game, people);
        const writes = compute(current);
        if (!writes) return 'skipped';
        for (const w of writes) await writeOne(tx, game, matchId, at, w);
        return 'rated';
      }),
    );
  }

  /** Finished rated matches not rated yet (a node stopped between the end and the rating). */
  async unrated(limit = 50): Promise<string[]> {
    const rows = await this.read(
      `select id from matches where status = 'finished' and rated_at is null
         and (settings->>'rated') = 'true' order by updated_at limit $1`,
      [limit],
    );
    return rows.map((r) => r.id as string);
  }

  /** An account by its user name (lower-cased), or null; deleted accounts are not found. */
  async account(username: string): Promise<Person | null> {
    const rows = await this.read(
      `select id, name, username, created_at from people
         where username = $1 and kind = 'account' and deleted_at is null`,
      [username.toLowerCase()],
    );
    const r = rows[0];
    return r
      ? {
          id: r.id as string,
          name: r.name as string,
          username: r.username as string,
          since: num(r.created_at),
        }
      : null;
  }

  /** A person's ratings by game. */
  async ratingsOf(personId: string): Promise<Map<string, StoredRating>> {
    const rows = await this.read(
      'select game, mu, sigma, games from ratings where person_id = $1',
      [personId],
    );
    return new Map(rows.map((r) => [r.game as string, toRating(r)]));
  }

  /** A person's rating events, oldest first: the last `perGame` of each game. */
  async historyOf(personId: string, perGame: number): Promise<Map<string, RatingEvent[]>> {
    const rows = await this.read(
      `select * from (
         select game, match_id, at, mu, sigma, ordinal, place, players,
                row_number() over (partition by game order by at desc) as n
           from rating_events where person_id = $1) e
       where n <= $2 order by at`,
      [personId, perGame],
    );
    const out = new Map<string, RatingEvent[]>();
    for (const r of rows) {
      const list = out.get(r.game as string) ?? [];
      list.push({
        matchId: r.match_id as string,
        at: num(r.at),
        mu: num(r.mu),
        sigma: num(r.sigma),
        ordinal: num(r.ordinal),
        place: num(r.place),
        players: num(r.players),
      });
      out.set(r.game as string, list);
    }
    return out;
  }

  /** Games played per game: finished matches where the person held a seat. */
  async gamesPerGame(personId: string): Promise<Map<string, number>> {
    const rows = await this.read(
      `select m.game, count(distinct m.id) as n from match_people p join matches m on m.id = p.match_id
         where p.person_id = $1 and m.status = 'finished' group by m.game`,
      [personId],
    );
    return new Map(rows.map((r) => [r.game as string, num(r.n)]));
  }

  /** The person's latest finished games, newest first. */
  async recentGames(personId: string, limit: number): Promise<PlayedGame[]> {
    const rows = await this.read(
      `select m.id, m.game, p.seat, m.players, m.status, m.updated_at, m.result, m.seats, m.settings
         from match_people p join matches m on m.id = p.match_id
        where p.person_id = $1 and m.status = 'finished'
        order by m.updated_at desc limit $2`,
      [personId, limit],
    );
    return rows.map((r) => ({
      matchId: r.id as string,
      game: r.game as string,
      seat: num(r.seat),
      players: num(r.players),
      status: r.status as string,
      updatedAt: num(r.updated_at),
      ranking: ((r.result as { ranking?: number[] } | null)?.ranking ?? null) as number[] | null,
      seats: (r.seats as { name?: string | null; bot?: string }[]).map((s) => ({
        name: s.name ?? null,
        bot: s.bot ?? null,
      })),
      rated: (r.settings as { rated?: boolean }).rated === true,
    }));
  }

  /**
   * A page of a game's leaderboard: accounts only, settled ratings (at least `settledAt` games)
   * before provisional ones, each part by mu - 3 sigma; and how many rows there are in all.
   */
  async leaderboard(
    game: string,
    settledAt: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: BoardRow[]; total: number }> {
    const from = `from ratings r join people p on p.id = r.person_id
      where r.game = $1 and p.kind = 'account' and p.deleted_at is null and p.username is not null`;
    const [rows, count] = await Promise.all([
      this.read(
        `select p.username, p.name, r.mu, r.sigma, r.games ${from}
          order by (r.games >= $2) desc, (r.mu - 3 * r.sigma) desc, p.username
          offset $3 limit $4`,
        [game, settledAt, offset, limit],
      ),
      this.read(`select count(*) as n ${from}`, [game]),
    ]);
    return {
      rows: rows.map((r) => ({
        username: r.username as string,
        name: r.name as string,
        ...toRating(r),
      })),
      total: num(count[0]?.n ?? 0),
    };
  }
}

const toRating = (r: Row): StoredRating => ({
  mu: num(r.mu),
  sigma: num(r.sigma),
  games: num(r.games),
});

async function currentRatings(
  tx: Sql,
  game: string,
  people: readonly string[],
): Promise<Map<string, StoredRating>> {
  if (people.length === 0) return new Map();
  // Two matches of one person finishing at once on two nodes must apply one after the other,
  // also before the person has a row to lock: a lock per person for the transaction, taken in
  // one order so two tables cannot wait on each other (a no-op in single-user PGlite).
  for (const person of [...people].sort())
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [RATING_LOCKS, person]);
  const rows = await tx.query(
    `select person_id, mu, sigma, games from ratings
      where game = $1 and person_id = any($2::text[])`,
    [game, `{${people.map((p) => JSON.stringify(p)).join(',')}}`],
  );
  return new Map(rows.map((r) => [r.person_id as string, toRating(r)]));
}

async function writeOne(
  tx: Sql,
  game: string,
  matchId: string,
  at: number,
  w: RatingWrite,
): Promise<void> {
  await tx.query(
    `insert into ratings (person_id, game, mu, sigma, games, updated_at)
       values ($1, $2, $3, $4, $5, $6)
     on conflict (person_id, game) do update
       set mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,
           updated_at = excluded.updated_at`,
    [w.personId, game, w.after.mu, w.after.sigma, w.after.games, at],
  );
  await tx.query(
    `insert into rating_events (person_id, game, match_id, at, mu, sigma, ordinal, place, players)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [w.personId, game, matchId, at, w.after.mu, w.after.sigma, w.ordinal, w.place, w.players],
  );
}
