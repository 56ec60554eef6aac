// People and their sessions: a guest made at a visitor's first request, an account once claimed
// with a passkey or a password, the sessions that remember them (only SHA-256 hashes of the
// cookies' secrets are kept), passkeys, and the one-use challenges of passkey ceremonies.
// A deleted account keeps its row under a pseudonym, so the games it played stay whole.

import type { Db, Row, Sql } from './sql.ts';

const SCHEMA = `
create table if not exists people (
  id text primary key,
  name text not null,
  kind text not null,
  username text unique,
  password_hash text,
  session_epoch integer not null default 0,
  created_at bigint not null,
  deleted_at bigint
);
alter table people add column if not exists merged_into text;
create table if not exists sessions (
  id_hash text primary key,
  person_id text not null,
  epoch integer not null,
  created_at bigint not null,
  last_seen bigint not null,
  expires_at bigint not null
);
create index if not exists sessions_by_person on sessions (person_id);
create index if not exists sessions_by_expiry on sessions (expires_at);
create index if not exists guests_by_age on people (created_at) where kind = 'guest';
create table if not exists passkeys (
  id text primary key,
  person_id text not null,
  public_key text not null,
  counter bigint not null default 0,
  transports jsonb,
  created_at bigint not null
);
create index if not exists passkeys_by_person on passkeys (person_id);
create table if not exists auth_challenges (
  challenge text primary key,
  session_hash text,
  purpose text not null,
  expires_at bigint not null
)
`;

export type PersonKind = 'guest' | 'account';

export interface Person {
  /** `p_` + 16 base64url characters, e.g. `p_3kq0V9x2LmTz8wQa`. */
  readonly id: string;
  /** The name shown at tables, e.g. "Ada"; a pseudonym ("Player 7f3a") once deleted. */
  readonly name: string;
  readonly kind: PersonKind;
  /** Lower-cased, e.g. `ada_l`; null for guests and deleted accounts. */
  readonly username: string | null;
  /** `scrypt$N$r$p$salt$hash`, or null without a password. */
  readonly passwordHash: string | null;
  /** Sessions of an older epoch are void: signing out everywhere bumps it. */
  readonly sessionEpoch: number;
  readonly createdAt: number;
  readonly deletedAt: number | null;
}

export interface Passkey {
  /** The credential id, base64url. */
  readonly id: string;
  readonly personId: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[] | null;
  readonly createdAt: number;
}

export interface SessionRow {
  readonly idHash: string;
  readonly personId: string;
  readonly createdAt: number;
  readonly lastSeen: number;
  readonly expiresAt: number;
}

/** One row per seat of a person's match, with what a list of games shows of the match. */
export interface GameRow {
  readonly seat: number;
  readonly id: string;
  readonly game: string;
  readonly status: 'open' | 'running' | 'finished';
  readonly seats: readonly { kind: string; name: string | null; bot?: string }[];
  readonly result: unknown;
  readonly updatedAt: number;
  readonly createdAt: number;
}

const num = (x: unknown): number => Number(x);

function toPerson(r: Row): Person {
  return {
    id: r.id as string,
    name: r.name as string,
    kind: r.kind as PersonKind,
    username: (r.username as string | null) ?? null,
    passwordHash: (r.password_hash as string | null) ?? null,
    sessionEpoch: num(r.session_epoch),
    createdAt: num(r.created_at),
    deletedAt: r.deleted_at === null || r.deleted_at === undefined ? null : num(r.deleted_at),
  };
}

function toPasskey(r: Row): Passkey {
  return {
    id: r.id as string,
    personId: r.person_id as string,
    publicKey: r.public_key as string,
    counter: num(r.counter),
    transports: (r.transports as string[] | null) ?? null,
    createdAt: num(r.created_at),
  };
}

/** Runs a statement in its turn (the store's 'rest' lane: after people's moves). */
export type Turn = <T>(fn: () => Promise<T>) => Promise<T>;

export class PeopleStore {
  private readonly sql: Sql;

  constructor(
    private readonly db: Db,
    private readonly turn: Turn = (fn) => fn(),
  ) {
    this.sql = { query: (text, params) => this.turn(() => db.query(text, params)) };
  }

  private tx<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return this.turn(() => this.db.transaction(fn));
  }

  async migrate(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7020418)');
      for (const statement of SCHEMA.split(';').filter((s) => s.trim())) await tx.query(statement);
    });
  }

  // ---- people ----------------------------------------------------------------------------------

  /** A new guest with its first session, in one commit. */
  async createGuest(id: string, name: string, session: NewSession): Promise<Person> {
    return this.tx(async (tx) => {
      const rows = await tx.query(
        `insert into people (id, name, kind, created_at) values ($1, $2, 'guest', $3) returning *`,
        [id, name, session.now],
      );
      await insertSession(tx, id, 0, session);
      return toPerson(rows[0]!);
    });
  }

  async person(id: string): Promise<Person | null> {
    const rows = await this.sql.query('select * from people where id = $1', [id]);
    return rows[0] ? toPerson(rows[0]) : null;
  }

  async byUsername(username: string): Promise<Person | null> {
    const rows = await this.sql.query(
      'select * from people where username = $1 and deleted_at is null',
      [username],
    );
    return rows[0] ? toPerson(rows[0]) : null;
  }

  async setName(id: string, name: string): Promise<void> {
    await this.sql.query('update people set name = $2 where id = $1', [id, name]);
  }

  /**
   * Makes a guest an account under `username` (lower-cased), with a password hash or none (a
   * passkey follows). 'taken' when another person has the username; 'not-guest' when the person
   * is an account already.
   */
  async claim(
    id: string,
    username: string,
    passwordHash: string | null,
  ): Promise<'ok' | 'taken' | 'not-guest'> {
    return this.tx(async (tx) => {
      const other = await tx.query('select id from people where username = $1', [username]);
      if (other.length > 0) return 'taken';
      const rows = await tx.query(
        `update people set kind = 'account', username = $2, password_hash = $3
          where id = $1 and kind = 'guest' and deleted_at is null returning id`,
        [id, username, passwordHash],
      );
      return rows.length > 0 ? 'ok' : 'not-guest';
    }).catch((e: unknown) => {
      // Two claims of one username at once: the unique index lets one through.
      if (/unique|duplicate/i.test((e as Error).message)) return 'taken' as const;
      throw e;
    });
  }

  /** Gives an account a password (or a new one). */
  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.sql.query(
      `update people set password_hash = $2 where id = $1 and kind = 'account'`,
      [id, passwordHash],
    );
  }

  /**
   * A guest signs in to an account: the guest's seats become the account's, the guest is
   * marked deleted and its sessions and challenges go (the caller starts the account's session).
   */
  async mergeInto(guestId: string, accountId: string, now: number): Promise<void> {
    await this.tx(async (tx) => {
      const guest = await tx.query(
        `update people set deleted_at = $2, merged_into = $3
          where id = $1 and kind = 'guest' and deleted_at is null returning id`,
        [guestId, now, accountId],
      );
      if (guest.length === 0) return;
      await tx.query('update match_people set person_id = $2 where person_id = $1', [
        guestId,
        accountId,
      ]);
      // Guests merged into this guest before follow it.
      await tx.query('update people set merged_into = $2 where merged_into = $1', [
        guestId,
        accountId,
      ]);
      await tx.query('delete from sessions where person_id = $1', [guestId]);
    });
  }

  /** Signs out everywhere: every session goes, and any still cached is void by its epoch. */
  async bumpEpoch(id: string): Promise<void> {
    await this.tx(async (tx) => {
      await tx.query('update people set session_epoch = session_epoch + 1 where id = $1', [id]);
      await tx.query('delete from sessions where person_id = $1', [id]);
    });
  }

  /** Personal data gone (name, username, password, passkeys, sessions); the row and games stay. */
  async delete(id: string, pseudonym: string, now: number): Promise<void> {
    await this.tx(async (tx) => {
      await tx.query(
        `update people set name = $2, username = null, password_hash = null, deleted_at = $3,
           session_epoch = session_epoch + 1 where id = $1`,
        [id, pseudonym, now],
      );
      await tx.query('delete from sessions where person_id = $1', [id]);
      await tx.query('delete from passkeys where person_id = $1', [id]);
    });
  }

  /**
   * Forgets what can never be used again: expired sessions, and guests older than `guestsBefore`
   * who have no session left (so nobody can be them), no seat and no merge to follow. At most
   * `limit` of each a call. Returns how many of each went.
   */
  async sweep(
    now: number,
    guestsBefore: number,
    limit = 1000,
  ): Promise<{ sessions: number; guests: number }> {
    const sessions = await this.sql.query(
      `delete from sessions where id_hash in (
         select id_hash from sessions where expires_at <= $1 limit $2) returning id_hash`,
      [now, limit],
    );
    const guests = await this.sql.query(
      `delete from people where id in (
         select p.id from people p where p.kind = 'guest' and p.created_at < $1
            and p.merged_into is null
            and not exists (select 1 from sessions s where s.person_id = p.id)
            and not exists (select 1 from match_people m where m.person_id = p.id)
          limit $2) returning id`,
      [guestsBefore, limit],
    );
    return { sessions: sessions.length, guests: guests.length };
  }

  // ---- sessions --------------------------------------------------------------------------------

  /** The live session with this hash and its person (not deleted, epoch current), or null. */
  async session(
    idHash: string,
    now: number,
  ): Promise<{ session: SessionRow; person: Person } | null> {
    const rows = await this.sql.query(
      `select p.*, s.id_hash, s.person_id, s.created_at as s_created, s.last_seen, s.expires_at
         from sessions s join people p on p.id = s.person_id
        where s.id_hash = $1 and s.expires_at > $2 and s.epoch = p.session_epoch
          and p.deleted_at is null`,
      [idHash, now],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      person: toPerson(r),
      session: {
        idHash: r.id_hash as string,
        personId: r.person_id as string,
        createdAt: num(r.s_created),
        lastSeen: num(r.last_seen),
        expiresAt: num(r.expires_at),
      },
    };
  }

  /** A session in use: seen now, and its expiry pushed on. */
  async touchSession(idHash: string, now: number, expiresAt: number): Promise<void> {
    await this.sql.query('update sessions set last_seen = $2, expires_at = $3 where id_hash = $1', [
      idHash,
      now,
      expiresAt,
    ]);
  }

  /** Replaces `old` (when given) by a new session of `personId`, in one commit. */
  async startSession(personId: string, old: string | null, session: NewSession): Promise<void> {
    await this.tx(async (tx) => {
      if (old !== null) await tx.query('delete from sessions where id_hash = $1', [old]);
      const rows = await tx.query('select session_epoch from people where id = $1', [personId]);
      await insertSession(tx, personId, num(rows[0]?.session_epoch ?? 0), session);
    });
  }

  async endSession(idHash: string): Promise<void> {
    await this.sql.query('delete from sessions where id_hash = $1', [idHash]);
  }

  async sessionsOf(personId: string): Promise<SessionRow[]> {
    const rows = await this.sql.query(
      'select * from sessions where person_id = $1 order by created_at',
      [personId],
    );
    return rows.map((r) => ({
      idHash: r.id_hash as string,
      personId: r.person_id as string,
      createdAt: num(r.created_at),
      lastSeen: num(r.last_seen),
      expiresAt: num(r.expires_at),
    }));
  }

  // ---- passkeys and challenges -----------------------------------------------------------------

  async addPasskey(p: Passkey): Promise<void> {
    await this.sql.query(
      `insert into passkeys (id, person_id, public_key, counter, transports, created_at)
       values ($1, $2, $3, $4, $5::jsonb, $6)`,
      [p.id, p.personId, p.publicKey, p.counter, p.transports, p.createdAt],
    );
  }

  async passkey(id: string): Promise<Passkey | null> {
    const rows = await this.sql.query('select * from passkeys where id = $1', [id]);
    return rows[0] ? toPasskey(rows[0]) : null;
  }

  async passkeysOf(personId: string): Promise<Passkey[]> {
    const rows = await this.sql.query(
      'select * from passkeys where person_id = $1 order by created_at',
      [personId],
    );
    return rows.map(toPasskey);
  }

  async setCounter(id: string, counter: number): Promise<void> {
    await this.sql.query('update passkeys set counter = $2 where id = $1', [id, counter]);
  }

  /** Keeps a ceremony's challenge for one use until `expiresAt`; old ones are swept here. */
  async putChallenge(
    challenge: string,
    sessionHash: string | null,
    purpose: string,
    now: number,
    expiresAt: number,
  ): Promise<void> {
    await this.tx(async (tx) => {
      await tx.query('delete from auth_challenges where expires_at <= $1', [now]);
      await tx.query(
        `insert into auth_challenges (challenge, session_hash, purpose, expires_at)
         values ($1, $2, $3, $4)`,
        [challenge, sessionHash, purpose, expiresAt],
      );
    });
  }

  /** Takes a challenge (once: it is deleted) if it is live, for this purpose and session. */
  async takeChallenge(
    challenge: string,
    sessionHash: string | null,
    purpose: string,
    now: number,
  ): Promise<boolean> {
    const rows = await this.sql.query(
      `delete from auth_challenges where challenge = $1 returning *`,
      [challenge],
    );
    const r = rows[0];
    return (
      r !== undefined &&
      num(r.expires_at) > now &&
      r.purpose === purpose &&
      ((r.session_hash as string | null) ?? null) === sessionHash
    );
  }

  // ---- games -----------------------------------------------------------------------------------

  /** The matches where this person holds a seat, most recently active first. */
  async games(personId: string, limit: number): Promise<GameRow[]> {
    const rows = await this.sql.query(
      `select mp.seat, m.id, m.game, m.status, m.seats, m.result, m.updated_at, m.created_at
         from match_people mp join matches m on m.id = mp.match_id
        where mp.person_id = $1 order by m.updated_at desc limit $2`,
      [personId, limit],
    );
    return rows.map((r) => ({
      seat: num(r.seat),
      id: r.id as string,
      game: r.game as string,
      status: r.status as GameRow['status'],
      seats: r.seats as GameRow['seats'],
      result: r.result ?? null,
      updatedAt: num(r.updated_at),
      createdAt: num(r.created_at),
    }));
  }

  /** The seats this person holds in one match. */
  async seatsIn(personId: string, matchId: string): Promise<number[]> {
    const rows = await this.sql.query(
      'select seat from match_people where person_id = $1 and match_id = $2 order by seat',
      [personId, matchId],
    );
    return rows.map((r) => num(r.seat));
  }

  /** A person's rows of the ratings' tables, those that exist (they are the ratings' own). */
  async ratingsOf(personId: string): Promise<Record<string, Row[]>> {
    const out: Record<string, Row[]> = {};
    for (const table of ['ratings', 'rating_events']) {
      const exists = await this.sql.query(`select to_regclass($1) is not null as here`, [table]);
      if (exists[0]?.here === true)
        out[table] = await this.sql.query(`select * from ${table} where person_id = $1`, [
          personId,
        ]);
    }
    return out;
  }
}

/** A session about to be written: the hash of its secret and its times. */
export interface NewSession {
  readonly idHash: string;
  readonly now: number;
  readonly expiresAt: number;
}

async function insertSession(tx: Sql, personId: string, epoch: number, s: NewSession) {
  await tx.query(
    `insert into sessions (id_hash, person_id, epoch, created_at, last_seen, expires_at)
     values ($1, $2, $3, $4, $4, $5)`,
    [s.idHash, personId, epoch, s.now, s.expiresAt],
  );
}
