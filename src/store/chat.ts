// Table chat and its moderation: messages per match and channel, the mutes each person keeps,
// reports of messages, and bans of people and of address blocks. The server (server/chat.ts)
// and `moontable moderate` (directly, or through the server's operator route) both write here;
// a change that running servers must know of is announced on CHAT_CHANNEL.

import type { Db, Row, Sql } from './sql.ts';

/** NOTIFY channel of chat lines and ban changes (JSON payloads, see server/chat.ts). */
export const CHAT_CHANNEL = 'moontable_chat';

const SCHEMA = `
create table if not exists chat_messages (
  id bigserial primary key,
  match_id text not null,
  person_id text not null,
  seat integer,
  name text not null,
  channel text not null,
  text text,
  phrase text,
  at bigint not null,
  hidden boolean not null default false
);
create index if not exists chat_by_match on chat_messages (match_id, id desc);
create table if not exists chat_mutes (
  person_id text not null,
  muted_person_id text not null,
  at bigint not null,
  primary key (person_id, muted_person_id)
);
create table if not exists chat_reports (
  id bigserial primary key,
  message_id bigint not null,
  reporter_id text not null,
  reason text,
  at bigint not null,
  resolved_at bigint,
  unique (message_id, reporter_id)
);
create index if not exists chat_reports_open on chat_reports (id) where resolved_at is null;
create table if not exists person_bans (
  person_id text primary key,
  reason text,
  at bigint not null
);
create table if not exists network_bans (
  cidr text primary key,
  reason text,
  at bigint not null
)`;

export type ChatChannel = 'players' | 'spectators';

export interface ChatRow {
  readonly id: number;
  readonly matchId: string;
  readonly personId: string;
  /** The writer's seat, or null for a spectator. */
  readonly seat: number | null;
  /** The name shown beside it, as it was when written ("Ada", "Guest 7f3a"). */
  readonly name: string;
  readonly channel: ChatChannel;
  /** Plain text as typed (trimmed), or null for a quick phrase. */
  readonly text: string | null;
  /** A quick phrase's id (`good-luck`), or null for text. */
  readonly phrase: string | null;
  readonly at: number;
  readonly hidden: boolean;
}

export type NewChat = Omit<ChatRow, 'id' | 'hidden'>;

export interface ReportRow {
  readonly id: number;
  readonly messageId: number;
  readonly reporterId: string;
  readonly reason: string | null;
  readonly at: number;
  /** The message reported, or null when it is gone. */
  readonly message: ChatRow | null;
}

export interface BanRow {
  readonly kind: 'person' | 'network';
  /** A person id, or a CIDR block (`203.0.113.0/24`, `2001:db8::/32`). */
  readonly target: string;
  readonly reason: string | null;
  readonly at: number;
}

const num = (x: unknown): number => Number(x);

function toChat(r: Row): ChatRow {
  return {
    id: num(r.id),
    matchId: r.match_id as string,
    personId: r.person_id as string,
    seat: r.seat === null || r.seat === undefined ? null : num(r.seat),
    name: r.name as string,
    channel: r.channel as ChatChannel,
    text: (r.text as string | null) ?? null,
    phrase: (r.phrase as string | null) ?? null,
    at: num(r.at),
    hidden: r.hidden === true,
  };
}

export class ChatStore {
  private readonly sql: Sql;

  constructor(
    private readonly db: Db,
    turn: <T>(fn: () => Promise<T>) => Promise<T> = (fn) => fn(),
  ) {
    this.sql = { query: (text, params) => turn(() => db.query(text, params)) };
  }

  async migrate(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7020419)');
      for (const statement of SCHEMA.split(';').filter((s) => s.trim())) await tx.query(statement);
    });
  }

  /** Stores a line and returns it with its id. */
  async add(line: NewChat): Promise<ChatRow> {
    const rows = await this.sql.query(
      `insert into chat_messages (match_id, person_id, seat, name, channel, text, phrase, at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
      [
        line.matchId,
        line.personId,
        line.seat,
        line.name,
        line.channel,
        line.text,
        line.phrase,
        line.at,
      ],
    );
    return toChat(rows[0]!);
  }

  /** The last `limit` visible lines of a match in these channels, oldest first. */
  async recent(
    matchId: string,
    channels: readonly ChatChannel[],
    limit: number,
  ): Promise<ChatRow[]> {
    const rows = await this.sql.query(
      `select * from chat_messages where match_id = $1 and channel = any($2::text[])
         and not hidden order by id desc limit $3`,
      [matchId, `{${channels.join(',')}}`, limit],
    );
    return rows.map(toChat).reverse();
  }

  async message(id: number): Promise<ChatRow | null> {
    const rows = await this.sql.query('select * from chat_messages where id = $1', [id]);
    return rows[0] ? toChat(rows[0]) : null;
  }

  /** The people who wrote in a match (to find whom a per-match author alias names). */
  async writers(matchId: string): Promise<string[]> {
    const rows = await this.sql.query(
      'select distinct person_id from chat_messages where match_id = $1',
      [matchId],
    );
    return rows.map((r) => r.person_id as string);
  }

  /** The person holding a seat (match_people), or null. */
  async holder(matchId: string, seat: number): Promise<string | null> {
    const rows = await this.sql.query(
      'select person_id from match_people where match_id = $1 and seat = $2',
      [matchId, seat],
    );
    return (rows[0]?.person_id as string | undefined) ?? null;
  }

  /** A seat `person` holds in a match (match_people), or null. */
  async seatOf(matchId: string, person: string): Promise<number | null> {
    const rows = await this.sql.query(
      'select seat from match_people where match_id = $1 and person_id = $2 order by seat limit 1',
      [matchId, person],
    );
    return rows[0] ? Number(rows[0].seat) : null;
  }

  async personName(id: string): Promise<string | null> {
    const rows = await this.sql.query('select name from people where id = $1', [id]);
    return (rows[0]?.name as string | undefined) ?? null;
  }

  // ---- mutes ---------------------------------------------------------------------------------

  async mutes(personId: string): Promise<string[]> {
    const rows = await this.sql.query(
      'select muted_person_id from chat_mutes where person_id = $1',
      [personId],
    );
    return rows.map((r) => r.muted_person_id as string);
  }

  async setMute(personId: string, muted: string, on: boolean, now: number): Promise<void> {
    if (on)
      await this.sql.query(
        `insert into chat_mutes (person_id, muted_person_id, at) values ($1, $2, $3)
         on conflict do nothing`,
        [personId, muted, now],
      );
    else
      await this.sql.query('delete from chat_mutes where person_id = $1 and muted_person_id = $2', [
        personId,
        muted,
      ]);
  }

  // ---- reports -------------------------------------------------------------------------------

  /** Files a report; a second report of one message by one person changes nothing. */
  async report(
    messageId: number,
    reporterId: string,
    reason: string | null,
    now: number,
  ): Promise<number> {
    await this.sql.query(
      `insert into chat_reports (message_id, reporter_id, reason, at) values ($1, $2, $3, $4)
       on conflict (message_id, reporter_id) do nothing`,
      [messageId, reporterId, reason, now],
    );
    const rows = await this.sql.query(
      'select id from chat_reports where message_id = $1 and reporter_id = $2',
      [messageId, reporterId],
    );
    return num(rows[0]!.id);
  }

  /** Reports not yet resolved, oldest first, each with its message. */
  async openReports(limit = 200): Promise<ReportRow[]> {
    const rows = await this.sql.query(
      `select r.id as report_id, r.message_id, r.reporter_id, r.reason, r.at as report_at, m.*
         from chat_reports r left join chat_messages m on m.id = r.message_id
        where r.resolved_at is null order by r.id limit $1`,
      [limit],
    );
    return rows.map((r) => ({
      id: num(r.report_id),
      messageId: num(r.message_id),
      reporterId: r.reporter_id as string,
      reason: (r.reason as string | null) ?? null,
      at: num(r.report_at),
      message: r.id === null || r.id === undefined ? null : toChat(r),
    }));
  }

  /** Resolves a report (hiding its message when asked); false when there is no open one. */
  async resolve(reportId: number, hide: boolean, now: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `update chat_reports set resolved_at = $2 where id = $1 and resolved_at is null
         returning message_id`,
        [reportId, now],
      );
      if (rows.length === 0) return false;
      if (hide)
        await tx.query('update chat_messages set hidden = true where id = $1', [
          rows[0]!.message_id,
        ]);
      return true;
    });
  }

  // ---- bans ----------------------------------------------------------------------------------

  async bans(): Promise<BanRow[]> {
    const people = await this.sql.query('select * from person_bans order by at');
    const networks = await this.sql.query('select * from network_bans order by at');
    return [
      ...people.map((r) => ({
        kind: 'person' as const,
        target: r.person_id as string,
        reason: (r.reason as string | null) ?? null,
        at: num(r.at),
      })),
      ...networks.map((r) => ({
        kind: 'network' as const,
        target: r.cidr as string,
        reason: (r.reason as string | null) ?? null,
        at: num(r.at),
      })),
    ];
  }

  async ban(kind: BanRow['kind'], target: string, reason: string | null, now: number) {
    const [table, column] =
      kind === 'person' ? ['person_bans', 'person_id'] : ['network_bans', 'cidr'];
    await this.sql.query(
      `insert into ${table} (${column}, reason, at) values ($1, $2, $3)
       on conflict (${column}) do update set reason = excluded.reason, at = excluded.at`,
      [target, reason, now],
    );
  }

  /** Lifts a ban; false when there was none. */
  async unban(kind: BanRow['kind'], target: string): Promise<boolean> {
    const [table, column] =
      kind === 'person' ? ['person_bans', 'person_id'] : ['network_bans', 'cidr'];
    const rows = await this.sql.query(`delete from ${table} where ${column} = $1 returning 1`, [
      target,
    ]);
    return rows.length > 0;
  }

  /**
   * The person `id` is now: a guest who signed in to an account is that account (`merged_into`),
   * so a ban of the guest who wrote a line reaches the account. Null when there is no such person.
   */
  async currentPerson(id: string): Promise<string | null> {
    const rows = await this.sql.query(
      'select coalesce(merged_into, id) as id from people where id = $1',
      [id],
    );
    return (rows[0]?.id as string | undefined) ?? null;
  }

  /** Tells every server (this one included) something changed, e.g. `{"kind":"bans"}`. */
  async announce(payload: unknown): Promise<void> {
    await this.sql.query('select pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify(payload)]);
  }

  listen(onPayload: (payload: unknown) => void): Promise<void> {
    return this.db.listen(CHAT_CHANNEL, (text) => {
      try {
        onPayload(JSON.parse(text));
      } catch {
        // not ours: ignored
      }
    });
  }
}
