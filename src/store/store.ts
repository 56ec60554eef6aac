// Durable matches: a row per match and its append-only move log. Every write that changes a
// match checks the version it was based on, so concurrent writers (two server nodes, or a bot
// and a player) are serialized by the database: exactly one wins, the other learns it is stale.
// Committed changes are announced with NOTIFY so other nodes can catch up (a move only to nodes
// that hold its match, holders.ts).

import { randomUUID } from 'node:crypto';
import type { Db, Row, Sql } from './db.ts';
import { appendBatch, MAX_BATCH } from './appends.ts';
import type { Append } from './appends.ts';
import { GroupCommit } from './group-commit.ts';
import { HELD_BY_SCHEMA, hold, release } from './holders.ts';
import { Lanes } from './lanes.ts';
import type { Lane } from './lanes.ts';
import type { OptionValues } from '../engine/game.ts';
import { MATCH_PEOPLE_SCHEMA, writeMatchPeople } from './match-people.ts';
import { RATINGS_SCHEMA } from './ratings.ts';

export const NOTIFY_CHANNEL = 'moontable';

/**
 * A seat at the table: a person (joined through an invite) or a server bot. A person's seat has
 * two keys, both kept only as SHA-256 hashes: the invite, which takes the seat once (it is spent
 * when the seat is taken), and the seat's secret, handed once to whoever took it, which alone
 * opens the seat from then on.
 */
export type SeatRow =
  | {
      readonly kind: 'human';
      /** The name the player gave when joining, e.g. "Ada"; null until joined. */
      readonly name: string | null;
      /** sha256 (hex) of the seat's invite token; it takes the seat only while secretHash is null. */
      readonly inviteHash: string;
      /** sha256 (hex) of the secret of whoever took the seat; null while the seat is open. */
      readonly secretHash: string | null;
      /** True while a bot plays for this player (left, or out of time). */
      readonly takenOver: boolean;
      /** When the player's last connection closed (ms), or null while connected or never. */
      readonly awaySince: number | null;
      /**
       * The person (`p_...`, people.ts) whose session took the seat; null for seats taken
       * before identities existed and by clients without a session (the CLI, scripts).
       */
      readonly person?: string | null;
    }
  | { readonly kind: 'bot'; readonly bot: string; readonly name: string };

export interface TimeControl {
  /** Starting time bank per seat, e.g. 300000 (5 minutes). */
  readonly initialMs: number;
  /** Added to a seat's bank after each of its moves, e.g. 5000. */
  readonly incrementMs: number;
  /** What happens when a bank runs out. */
  readonly onTimeout: 'takeover' | 'forfeit';
}

/**
 * A turn-based table: each move may take up to `perMoveMs` (an hour to a week); a missed
 * deadline plays `onTimeout` (turns.ts). Such a table has no live clock and no takeover.
 */
export interface TurnSettings {
  readonly perMoveMs: number;
  /** `bot`: the bot plays that one move and the player keeps the seat; `forfeit`: the match ends. */
  readonly onTimeout: 'bot' | 'forfeit';
  /** The bot that plays a missed move. */
  readonly bot: string;
}

export interface MatchSettings {
  readonly timeControl: TimeControl | null;
  /** Turn-based (rows from before the setting have none: read it as null). */
  readonly turn?: TurnSettings | null;
  /** The bot that plays for a seat whose player left or ran out of time; null: nobody does. */
  readonly takeover: { readonly bot: string; readonly graceMs: number } | null;
  /**
   * Every player agreed to the coach's hints at this table (shown before anyone joins). Rows
   * from before the setting have none: read it as false.
   */
  readonly hints?: boolean;
  /** Ratings count at this table (issue 27); rows from before the setting: false. */
  readonly rated?: boolean;
  /**
   * The seat its creator took at creation (the host the waiting room names), e.g. 0; null when
   * the creator sat nowhere. Rows from before it have none: read it as null.
   */
  readonly host?: number | null;
}

export type MatchStatus = 'open' | 'running' | 'finished';

/** How a finished match ended: the game's own result, or a forfeit on time. */
export interface MatchEnd {
  readonly scores: readonly number[] | null;
  readonly ranking: readonly number[];
  readonly tieBreaks: readonly string[];
  /** The seat that lost on time, when the match ended so. */
  readonly forfeit: number | null;
}

export interface MatchRow {
  readonly id: string;
  readonly game: string;
  readonly options: OptionValues;
  readonly players: number;
  /** The match's secret seed; only leaves the server once the match is finished. */
  readonly seed: string;
  readonly seats: readonly SeatRow[];
  readonly settings: MatchSettings;
  readonly status: MatchStatus;
  /** Number of moves in the log; the next move gets version + 1. */
  readonly version: number;
  /** Bumped by every change to seats or status, for optimistic concurrency on them. */
  readonly seatsVersion: number;
  readonly result: MatchEnd | null;
  readonly rematchOf: string | null;
  readonly rematch: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** When the last seat was filled and play began (ms), or null while open. */
  readonly startedAt: number | null;
  /** True when a bot (or a takeover bot) is to act: a server must play for it. */
  readonly botTurn: boolean;
  /** When the first clock of a seat to act runs out (ms), or null. */
  readonly deadline: number | null;
  /** The creator's network and wide network (`203.0.113.7/32`, an IPv6 /64 and /48); never shown. */
  readonly creatorNet?: string | null;
  readonly creatorWide?: string | null;
  /** How many moves the players agreed to take back (take-back.ts); nodes rebuild when it moves. */
  readonly takenBack?: number;
}

export interface MoveRow {
  readonly version: number;
  readonly seat: number;
  readonly move: string;
  /** Who chose it: the seat's player, its bot, or the takeover bot. */
  readonly by: 'player' | 'bot' | 'takeover';
  readonly at: number;
  /** Time banks after the move, by seat (time-controlled matches only). */
  readonly clocks: readonly number[] | null;
}

/** What a move changes on its match row besides the version: all of it, every time. */
export interface MovePatch {
  readonly status: MatchStatus;
  readonly result: MatchEnd | null;
  readonly botTurn: boolean;
  readonly deadline: number | null;
}

/** Fields that a write may change together with seats. */
export interface MatchPatch {
  readonly seats?: readonly SeatRow[];
  readonly status?: MatchStatus;
  readonly result?: MatchEnd | null;
  readonly botTurn?: boolean;
  readonly deadline?: number | null;
  readonly rematch?: string;
  readonly startedAt?: number;
}

const SCHEMA = `
create table if not exists matches (
  id text primary key,
  game text not null,
  options jsonb not null,
  players integer not null,
  seed text not null,
  seats jsonb not null,
  settings jsonb not null,
  status text not null,
  version integer not null default 0,
  seats_version integer not null default 0,
  result jsonb,
  rematch_of text,
  rematch text,
  created_at bigint not null,
  updated_at bigint not null,
  started_at bigint,
  bot_turn boolean not null default false,
  deadline bigint
);
create index if not exists matches_by_status on matches (status, updated_at desc);
alter table matches add column if not exists creator_net text;
alter table matches add column if not exists creator_wide text;
alter table matches add column if not exists taken_back integer not null default 0;
${HELD_BY_SCHEMA};
create index if not exists matches_open_by_net on matches (creator_net) where status = 'open';
create index if not exists matches_open_by_wide on matches (creator_wide) where status = 'open';
create table if not exists moves (
  match_id text not null references matches (id),
  version integer not null,
  seat integer not null,
  move text not null,
  by_whom text not null,
  at bigint not null,
  clocks jsonb,
  primary key (match_id, version)
);
${MATCH_PEOPLE_SCHEMA}`;

const num = (x: unknown): number => Number(x);
const nullableNum = (x: unknown): number | null => (x === null || x === undefined ? null : num(x));

/** What rows written before seat secrets hold: one token hash, the invite's, for ever. */
type LegacySeat = { kind: 'human'; tokenHash?: string; inviteHash?: string; name: string | null };

/**
 * A seat row as it is now. Before seat secrets a seat had one token for ever: an open seat's
 * becomes its invite; a taken seat's is both its (spent) invite and its secret, so the people
 * who hold it keep their seats.
 */
function toSeat(s: SeatRow | LegacySeat): SeatRow {
  if (s.kind !== 'human' || s.inviteHash !== undefined) return s as SeatRow;
  const { tokenHash, ...rest } = s as LegacySeat & Record<string, unknown>;
  return {
    ...(rest as unknown as SeatRow),
    inviteHash: tokenHash ?? '',
    secretHash: s.name === null ? null : (tokenHash ?? null),
  } as SeatRow;
}

function toMatch(r: Row): MatchRow {
  return {
    id: r.id as string,
    game: r.game as string,
    options: r.options as OptionValues,
    players: num(r.players),
    seed: r.seed as string,
    seats: (r.seats as (SeatRow | LegacySeat)[]).map(toSeat),
    settings: r.settings as MatchSettings,
    status: r.status as MatchStatus,
    version: num(r.version),
    seatsVersion: num(r.seats_version),
    result: (r.result as MatchEnd | null) ?? null,
    rematchOf: (r.rematch_of as string | null) ?? null,
    rematch: (r.rematch as string | null) ?? null,
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    startedAt: nullableNum(r.started_at),
    botTurn: r.bot_turn as boolean,
    deadline: nullableNum(r.deadline),
    creatorNet: (r.creator_net as string | null) ?? null,
    creatorWide: (r.creator_wide as string | null) ?? null,
    takenBack: num(r.taken_back ?? 0),
  };
}

function toMove(r: Row): MoveRow {
  return {
    version: num(r.version),
    seat: num(r.seat),
    move: r.move as string,
    by: r.by_whom as MoveRow['by'],
    at: num(r.at),
    clocks: (r.clocks as number[] | null) ?? null,
  };
}

/** Builds `set` clauses for a patch, numbering parameters after `first`. */
function patchSql(patch: MatchPatch, first: number): { sets: string[]; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  const add = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${first + params.length}${cast}`);
  };
  if (patch.seats !== undefined) add('seats', patch.seats, '::jsonb');
  if (patch.status !== undefined) add('status', patch.status);
  if (patch.result !== undefined) add('result', patch.result, '::jsonb');
  if (patch.botTurn !== undefined) add('bot_turn', patch.botTurn);
  if (patch.deadline !== undefined) add('deadline', patch.deadline);
  if (patch.rematch !== undefined) add('rematch', patch.rematch);
  if (patch.startedAt !== undefined) add('started_at', patch.startedAt);
  return { sets, params };
}

export class MatchStore {
  /** Every statement takes its turn here, a person's moves first (lanes.ts). */
  readonly lanes: Lanes;
  /** Moves of tables where a person plays, and every other move: each lane commits in groups. */
  private readonly appends: Record<'person' | 'moves', GroupCommit<Append, boolean>>;
  /** Reads, new matches and sweeps: the last lane. */
  private readonly rest: Sql;
  /** This node's id among the holders of a match (holders.ts). */
  readonly node = randomUUID();

  constructor(readonly db: Db) {
    const pglite = db.kind === 'pglite';
    // PGlite runs statements in this thread, one at a time, so they take turns here and the
    // event loop gets a turn every few milliseconds; PostgreSQL runs up to its pool's size.
    this.lanes = new Lanes({ concurrency: pglite ? 1 : 10, sliceMs: pglite ? 5 : 0 });
    // With PGlite's journal a batch is one write to its file; else one statement.
    const { journal } = db;
    const write = journal
      ? (batch: readonly Append[]) => journal.append(batch)
      : (batch: readonly Append[]) => appendBatch(db, batch, NOTIFY_CHANNEL, this.node);
    const commits = (lane: Lane) =>
      new GroupCommit<Append, boolean>((batch) => this.lanes.run(lane, () => write(batch)), {
        keyOf: (a) => a.id,
        maxBatch: MAX_BATCH,
        // PGlite runs statements in this thread; PostgreSQL's batches form while others are in
        // flight, a few at once on its pool of connections.
        waitForTurn: pglite,
        maxInFlight: pglite ? 1 : 4,
      });
    this.appends = { person: commits('person'), moves: commits('moves') };
    this.rest = {
      query: <T extends Row>(text: string, params?: readonly unknown[]) =>
        this.lanes.run('rest', () => this.db.query<T>(text, params)),
    };
  }

  /** Creates the tables when missing. Safe to run on every start, from several nodes. */
  async migrate(): Promise<void> {
    // Two nodes starting together would race on `create table if not exists`; an advisory
    // lock (a no-op in single-user PGlite) makes them take turns.
    await this.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7020417)');
      for (const statement of (SCHEMA + RATINGS_SCHEMA).split(';').filter((s) => s.trim()))
        await tx.query(statement);
    });
  }

  async ping(): Promise<void> {
    await this.rest.query('select 1');
  }

  /** Inserts a new match, and the people of its seats (match-people.ts) in the same commit. */
  async create(m: MatchRow): Promise<void> {
    await this.lanes.run('rest', () => this.db.transaction((tx) => this.createIn(tx, m)));
  }

  /** `create` in the caller's transaction (the queue seats people and marks them in one commit). */
  async createIn(tx: Sql, m: MatchRow): Promise<void> {
    await this.insert(tx, m);
    await writeMatchPeople(tx, m.id, m.seats);
  }

  private async insert(tx: Sql, m: MatchRow): Promise<void> {
    await tx.query(
      `insert into matches (id, game, options, players, seed, seats, settings, status, version,
         seats_version, result, rematch_of, rematch, created_at, updated_at, started_at, bot_turn,
         deadline, creator_net, creator_wide)
       values ($1, $2, $3::jsonb, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11::jsonb, $12, $13,
         $14, $15, $16, $17, $18, $19, $20)`,
      [
        m.id,
        m.game,
        m.options,
        m.players,
        m.seed,
        m.seats,
        m.settings,
        m.status,
        m.version,
        m.seatsVersion,
        m.result,
        m.rematchOf,
        m.rematch,
        m.createdAt,
        m.updatedAt,
        m.startedAt,
        m.botTurn,
        m.deadline,
        m.creatorNet ?? null,
        m.creatorWide ?? null,
      ],
    );
  }

  /** Open matches created from a network and from its wide network. */
  async openBy(from: { net: string; wide: string }): Promise<{ net: number; wide: number }> {
    const rows = await this.rest.query(
      `select count(*) filter (where creator_net = $1) as net,
              count(*) filter (where creator_wide = $2) as wide
         from matches where status = 'open' and (creator_net = $1 or creator_wide = $2)`,
      [from.net, from.wide],
    );
    return { net: num(rows[0]?.net ?? 0), wide: num(rows[0]?.wide ?? 0) };
  }

  async get(id: string): Promise<MatchRow | null> {
    const rows = await this.rest.query('select * from matches where id = $1', [id]);
    return rows[0] ? toMatch(rows[0]) : null;
  }

  /**
   * The match, read for keeping in memory: from now on other nodes' moves to it are announced
   * to this node, until `release`. Null when there is no such match.
   */
  async hold(id: string): Promise<MatchRow | null> {
    const row = await hold(this.rest, id, this.node);
    return row ? toMatch(row) : null;
  }

  /** This node forgot the match: its moves need not be announced to it any more. */
  async release(id: string): Promise<void> {
    await release(this.rest, id, this.node);
  }

  /** Matches by status, most recently active first. */
  async list(statuses: readonly MatchStatus[], limit: number): Promise<MatchRow[]> {
    const rows = await this.rest.query(
      `select * from matches where status = any($1::text[]) order by updated_at desc limit $2`,
      [`{${statuses.join(',')}}`, limit],
    );
    return rows.map(toMatch);
  }

  /** Finished matches in id order, the first `limit` after id `after`: a whole table, page by page. */
  async finishedAfter(after: string, limit: number): Promise<MatchRow[]> {
    const rows = await this.rest.query(
      `select * from matches where status = 'finished' and id > $1 order by id limit $2`,
      [after, limit],
    );
    return rows.map(toMatch);
  }

  /** The log from version `after + 1` on, in order. */
  async moves(id: string, after = 0): Promise<MoveRow[]> {
    const rows = await this.rest.query(
      'select * from moves where match_id = $1 and version > $2 order by version',
      [id, after],
    );
    return rows.map(toMove);
  }

  /**
   * Appends `move` as the next version with the patch, in one transaction, if the match is
   * running and nobody moved or changed its seats since `expected`. Returns false (and writes
   * nothing) otherwise. Resolves only once the move is committed. Appends to different matches
   * that arrive while the database is busy share one commit (group commit); appends to one
   * match must come one after the other, as each is checked against the version before it.
   * A person's moves (`lane` 'person') go ahead of every other statement.
   */
  append(
    id: string,
    expected: { version: number; seatsVersion: number },
    move: MoveRow,
    patch: MovePatch,
    lane: 'person' | 'moves' = 'moves',
  ): Promise<boolean> {
    return this.appends[lane].submit({ id, expected, move, patch });
  }

  /**
   * Changes seats, status or result if nobody changed them (or moved) since `seatsVersion`
   * and `version`. Returns false when someone did. It goes in the moves' lane: a running match
   * waits for it (a seat taken back, a takeover), a stranger's read does not.
   */
  async update(
    id: string,
    expected: { seatsVersion: number; version: number },
    patch: MatchPatch,
    now: number,
  ): Promise<boolean> {
    return this.lanes.run('moves', () => this.transactUpdate(id, expected, patch, now));
  }

  private transactUpdate(
    id: string,
    expected: { seatsVersion: number; version: number },
    patch: MatchPatch,
    now: number,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { sets, params } = patchSql(patch, 4);
      const rows = await tx.query(
        `update matches set seats_version = seats_version + 1, updated_at = $4${sets
          .map((s) => `, ${s}`)
          .join('')}
         where id = $1 and seats_version = $2 and version = $3 returning id`,
        [id, expected.seatsVersion, expected.version, now, ...params],
      );
      this.db.journal?.changed(id);
      if (rows.length === 0) return false;
      if (patch.seats) await writeMatchPeople(tx, id, patch.seats);
      await notify(tx, id, 'seats');
      return true;
    });
  }

  /**
   * How long the oldest move not yet committed has waited (ms), for load shedding: of a
   * person's moves with `lane` 'person', else of all moves.
   */
  appendWaitMs(lane?: 'person'): number {
    const person = this.appends.person.oldestWaitMs();
    return lane ? person : Math.max(person, this.appends.moves.oldestWaitMs());
  }

  /** Matches by status. */
  async countByStatus(): Promise<Record<MatchStatus, number>> {
    const rows = await this.rest.query<{ status: MatchStatus; n: unknown }>(
      'select status, count(*) as n from matches group by status',
    );
    const counts: Record<MatchStatus, number> = { open: 0, running: 0, finished: 0 };
    for (const r of rows) counts[r.status] = num(r.n);
    return counts;
  }

  /**
   * Deletes open matches (seats still free, so no moves) unchanged since `before`, and returns
   * their ids. A join racing with this either lands first (the match changed, so it stays) or
   * finds no match.
   */
  async expireOpen(before: number, limit = 500): Promise<string[]> {
    const rows = await this.rest.query(
      `with gone as (
         delete from matches where id in (
           select id from matches where status = 'open' and updated_at < $1 limit $2)
         and status = 'open' and updated_at < $1 returning id),
       seated as (delete from match_people where match_id in (select id from gone))
       select id from gone`,
      [before, limit],
    );
    return rows.map((r) => r.id as string);
  }

  /** Running matches a server should act on now: a bot to move, or a clock run out. */
  async due(now: number, idleMs: number): Promise<string[]> {
    const rows = await this.rest.query(
      `select id from matches where status = 'running'
         and ((bot_turn and updated_at <= $1) or deadline <= $2) limit 500`,
      [now - idleMs, now],
    );
    return rows.map((r) => r.id as string);
  }

  /** Calls `onChange(matchId, what)` for every committed change, from any node. */
  async subscribe(onChange: (matchId: string, what: string) => void): Promise<void> {
    await this.db.listen(NOTIFY_CHANNEL, (payload) => {
      const space = payload.indexOf(' ');
      if (space > 0) onChange(payload.slice(0, space), payload.slice(space + 1));
    });
  }
}

async function notify(tx: Sql, id: string, what: string): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, `${id} ${what}`]);
}
