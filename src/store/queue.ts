// The queue of "Play online now" (server/queue.ts): one row per person waiting to be paired for
// a game and player count, or paired already (the row then names the match and seat until the
// person has read it). It lives in the database so that every node sees every waiter: pairing a
// bucket (a game and a player count) takes that bucket's advisory lock in the transaction that
// also writes the match, so of two nodes pairing at once one does it and the other skips.

import type { Db, Row, Sql } from './sql.ts';

export const QUEUE_SCHEMA = `
create table if not exists queue_entries (
  person_id text primary key,
  id text not null unique,
  game text not null,
  players integer not null,
  name text not null,
  mu float8 not null,
  account boolean not null,
  bots_after_ms bigint,
  since bigint not null,
  seen_at bigint not null,
  state text not null,
  match_id text,
  seat integer,
  rated boolean,
  bots integer
);
create index if not exists queue_waiting on queue_entries (game, players, since) where state = 'waiting';
`;

/** Waiters one pairing of a bucket looks at, the longest waiting first: its work is bounded. */
const BUCKET_MAX = 500;

/** The advisory locks' first key for the queue's buckets (ratings use 7020418). */
const QUEUE_LOCKS = 7020419;

/** One person's entry. */
export interface QueueRow {
  /** `q_...`, new with every request (a new request replaces the person's entry). */
  readonly id: string;
  readonly person: string;
  readonly game: string;
  readonly players: number;
  /** The name the person plays under, e.g. "Ada". */
  readonly name: string;
  /** The person's mean skill in this game when they asked (a newcomer's 25 when unrated). */
  readonly mu: number;
  /** An account, not a guest: a table of accounts only is rated. */
  readonly account: boolean;
  /** After this wait empty seats get bots (ms); null: never. */
  readonly botsAfterMs: number | null;
  /** When the person asked, and when they last asked again (the heartbeat), in ms. */
  readonly since: number;
  readonly seenAt: number;
  readonly state: 'waiting' | 'paired';
  /** Once paired: the match, the person's seat, whether it is rated and how many bots sit. */
  readonly match: string | null;
  readonly seat: number | null;
  readonly rated: boolean | null;
  readonly bots: number | null;
}

export type NewQueueRow = Omit<QueueRow, 'state' | 'match' | 'seat' | 'rated' | 'bots'>;

/** Where the pairing put one person. */
export interface Placed {
  readonly id: string;
  readonly match: string;
  readonly seat: number;
  readonly rated: boolean;
  readonly bots: number;
}

const num = (x: unknown): number => Number(x);

function toRow(r: Row): QueueRow {
  return {
    id: r.id as string,
    person: r.person_id as string,
    game: r.game as string,
    players: num(r.players),
    name: r.name as string,
    mu: num(r.mu),
    account: r.account as boolean,
    botsAfterMs: r.bots_after_ms === null ? null : num(r.bots_after_ms),
    since: num(r.since),
    seenAt: num(r.seen_at),
    state: r.state === 'paired' ? 'paired' : 'waiting',
    match: (r.match_id as string | null) ?? null,
    seat: r.seat === null ? null : num(r.seat),
    rated: (r.rated as boolean | null) ?? null,
    bots: r.bots === null ? null : num(r.bots),
  };
}

export class QueueStore {
  constructor(
    private readonly db: Db,
    /** Runs a statement in the store's turn (lanes.ts: the "rest" lane). */
    private readonly run: <T>(fn: () => Promise<T>) => Promise<T>,
  ) {}

  async migrate(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(${QUEUE_LOCKS})`);
      for (const statement of QUEUE_SCHEMA.split(';').filter((s) => s.trim()))
        await tx.query(statement);
    });
  }

  private read(text: string, params: readonly unknown[]): Promise<Row[]> {
    return this.run(() => this.db.query(text, params));
  }

  /**
   * The person's entry, replacing any earlier one (one entry per person); but a table set for
   * them since `pairedSince` stays, and is answered: they are expected there.
   */
  async put(e: NewQueueRow, pairedSince: number): Promise<QueueRow> {
    const rows = await this.read(
      `insert into queue_entries (person_id, id, game, players, name, mu, account, bots_after_ms,
         since, seen_at, state)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'waiting')
       on conflict (person_id) do update set id = $2, game = $3, players = $4, name = $5,
         mu = $6, account = $7, bots_after_ms = $8, since = $9, seen_at = $10, state = 'waiting',
         match_id = null, seat = null, rated = null, bots = null
       where queue_entries.state = 'waiting' or queue_entries.seen_at < $11
       returning *`,
      [
        e.person,
        e.id,
        e.game,
        e.players,
        e.name,
        e.mu,
        e.account,
        e.botsAfterMs,
        e.since,
        e.seenAt,
        pairedSince,
      ],
    );
    return rows[0] ? toRow(rows[0]) : (await this.get(e.person))!;
  }

  /**
   * The person's entry, its heartbeat set to `now` while it waits; null when there is none. A
   * waiter not seen since `fresh` has expired: the entry goes, and does not come back to life.
   */
  async beat(person: string, now: number, fresh: number): Promise<QueueRow | null> {
    const rows = await this.read(
      `with gone as (delete from queue_entries
                      where person_id = $1 and state = 'waiting' and seen_at < $3)
       update queue_entries set seen_at = $2
        where person_id = $1 and state = 'waiting' and seen_at >= $3
       returning *`,
      [person, now, fresh],
    );
    if (rows[0]) return toRow(rows[0]);
    return this.get(person);
  }

  async get(person: string): Promise<QueueRow | null> {
    const rows = await this.read('select * from queue_entries where person_id = $1', [person]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /**
   * Takes the person out of the queue while they wait; a paired entry stays (too late: the
   * table is set) and is returned, else null.
   */
  async leave(person: string): Promise<QueueRow | null> {
    await this.read(`delete from queue_entries where person_id = $1 and state = 'waiting'`, [
      person,
    ]);
    return this.get(person);
  }

  /** People waiting for `game` at `players` seats, seen since `fresh`, besides `person`. */
  async others(game: string, players: number, fresh: number, person: string): Promise<number> {
    const rows = await this.read(
      `select count(*) as n from queue_entries where game = $1 and players = $2
         and state = 'waiting' and seen_at >= $3 and person_id <> $4`,
      [game, players, fresh, person],
    );
    return num(rows[0]?.n ?? 0);
  }

  /** The buckets (game and player count) where someone waits, seen since `fresh`. */
  async buckets(fresh: number): Promise<{ game: string; players: number }[]> {
    const rows = await this.read(
      `select distinct game, players from queue_entries where state = 'waiting' and seen_at >= $1`,
      [fresh],
    );
    return rows.map((r) => ({ game: r.game as string, players: num(r.players) }));
  }

  /**
   * Pairs one bucket in one transaction: takes the bucket's advisory lock (or returns null at
   * once when another node holds it: that node is pairing these people now), reads its fresh
   * waiters oldest first (500 at most), locked, and hands them to `decide`, which writes the matches in `tx`
   * and says where it placed whom; those entries become paired in the same commit.
   */
  pair<T>(
    game: string,
    players: number,
    now: number,
    fresh: number,
    decide: (tx: Sql, waiting: readonly QueueRow[]) => Promise<{ placed: Placed[]; out: T }>,
  ): Promise<T | null> {
    return this.run(() =>
      this.db.transaction(async (tx) => {
        const [lock] = await tx.query<{ got: boolean }>(
          `select pg_try_advisory_xact_lock(${QUEUE_LOCKS}, hashtext($1)) as got`,
          [`${game}/${players}`],
        );
        if (!lock?.got) return null;
        const rows = await tx.query(
          `select * from queue_entries where game = $1 and players = $2 and state = 'waiting'
             and seen_at >= $3 order by since, id limit ${BUCKET_MAX} for update`,
          [game, players, fresh],
        );
        const { placed, out } = await decide(tx, rows.map(toRow));
        if (placed.length > 0) {
          const done = await tx.query(
            `update queue_entries q set state = 'paired', match_id = x.match, seat = x.seat,
               rated = x.rated, bots = x.bots, seen_at = $2
             from jsonb_to_recordset($1::jsonb)
               as x(id text, match text, seat integer, rated boolean, bots integer)
             where q.id = x.id and q.state = 'waiting' returning q.id`,
            [placed, now],
          );
          // The rows are locked: every one is still waiting, or our own invariant is broken.
          if (done.length !== placed.length)
            throw new Error(`queue: ${placed.length - done.length} entries changed while locked`);
        }
        return out;
      }),
    );
  }

  /** Forgets waiters not seen since `fresh` and entries paired before `pairedBefore`. */
  async sweep(fresh: number, pairedBefore: number): Promise<number> {
    const rows = await this.read(
      `delete from queue_entries where (state = 'waiting' and seen_at < $1)
         or (state = 'paired' and seen_at < $2) returning id`,
      [fresh, pairedBefore],
    );
    return rows.length;
  }
}
