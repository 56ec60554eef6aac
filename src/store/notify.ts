// What notifications need kept: each person's choices (which events, a webhook, an e-mail
// address, their language and the site's address as they use it), their browsers' push
// subscriptions, the server's VAPID key pair (made at the first start, shared by every node),
// which notifications went out (so one event is sent once, whichever node sees it first), and
// the e-mails waiting for the next digest.

import type { Db, Sql } from './sql.ts';

const SCHEMA = `
create table if not exists notify_settings (
  person_id text primary key,
  your_turn boolean not null default true,
  deadline boolean not null default true,
  game_end boolean not null default true,
  webhook_url text,
  webhook_kind text,
  email text,
  lang text not null default 'en',
  origin text,
  updated_at bigint not null
);
create table if not exists push_subscriptions (
  endpoint text primary key,
  person_id text not null,
  p256dh text not null,
  auth text not null,
  created_at bigint not null
);
create index if not exists push_subscriptions_by_person on push_subscriptions (person_id);
create table if not exists server_keys (
  name text primary key,
  value text not null
);
create table if not exists notify_sent (
  person_id text not null,
  match_id text not null,
  version integer not null,
  kind text not null,
  at bigint not null,
  primary key (person_id, match_id, version, kind)
);
create table if not exists mail_pending (
  person_id text not null,
  match_id text not null,
  kind text not null,
  line text not null,
  url text not null,
  at bigint not null,
  primary key (person_id, match_id, kind)
)`;

export type NotifyKind = 'turn' | 'deadline' | 'end';
export type WebhookKind = 'json' | 'discord' | 'matrix';

export interface NotifySettings {
  readonly yourTurn: boolean;
  readonly deadline: boolean;
  readonly gameEnd: boolean;
  readonly webhook: { readonly url: string; readonly kind: WebhookKind } | null;
  readonly email: string | null;
  readonly lang: 'en' | 'de';
  /** The site's address as the person uses it (links in messages), e.g. https://play.example.org */
  readonly origin: string | null;
}

export const DEFAULT_SETTINGS: NotifySettings = {
  yourTurn: true,
  deadline: true,
  gameEnd: true,
  webhook: null,
  email: null,
  lang: 'en',
  origin: null,
};

export interface PushSubscriptionRow {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface PendingMail {
  readonly personId: string;
  readonly matchId: string;
  readonly kind: NotifyKind;
  readonly line: string;
  readonly url: string;
  readonly at: number;
}

/** Push subscriptions one person may hold (browsers and devices). */
export const MAX_SUBSCRIPTIONS = 10;

export class NotifyStore {
  constructor(
    private readonly db: Db,
    private readonly sql: Sql = db,
  ) {}

  async migrate(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7020419)');
      for (const statement of SCHEMA.split(';').filter((s) => s.trim())) await tx.query(statement);
    });
  }

  async settings(personId: string): Promise<NotifySettings> {
    const [r] = await this.sql.query('select * from notify_settings where person_id = $1', [
      personId,
    ]);
    if (!r) return DEFAULT_SETTINGS;
    return {
      yourTurn: r.your_turn as boolean,
      deadline: r.deadline as boolean,
      gameEnd: r.game_end as boolean,
      webhook: r.webhook_url
        ? { url: r.webhook_url as string, kind: (r.webhook_kind as WebhookKind) ?? 'json' }
        : null,
      email: (r.email as string | null) ?? null,
      lang: r.lang === 'de' ? 'de' : 'en',
      origin: (r.origin as string | null) ?? null,
    };
  }

  async saveSettings(personId: string, s: NotifySettings, now: number): Promise<void> {
    await this.sql.query(
      `insert into notify_settings
         (person_id, your_turn, deadline, game_end, webhook_url, webhook_kind, email, lang, origin, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (person_id) do update set your_turn = $2, deadline = $3, game_end = $4,
         webhook_url = $5, webhook_kind = $6, email = $7, lang = $8, origin = $9, updated_at = $10`,
      [
        personId,
        s.yourTurn,
        s.deadline,
        s.gameEnd,
        s.webhook?.url ?? null,
        s.webhook?.kind ?? null,
        s.email,
        s.lang,
        s.origin,
        now,
      ],
    );
  }

  async subscriptions(personId: string): Promise<PushSubscriptionRow[]> {
    const rows = await this.sql.query(
      'select endpoint, p256dh, auth from push_subscriptions where person_id = $1 order by created_at',
      [personId],
    );
    return rows.map((r) => ({
      endpoint: r.endpoint as string,
      p256dh: r.p256dh as string,
      auth: r.auth as string,
    }));
  }

  /** Keeps a browser's subscription for the person (a browser that moves to another person moves). */
  async subscribe(personId: string, s: PushSubscriptionRow, now: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [count] = await tx.query(
        `select count(*) as n from push_subscriptions where person_id = $1 and endpoint <> $2`,
        [personId, s.endpoint],
      );
      if (Number(count?.n ?? 0) >= MAX_SUBSCRIPTIONS) return false;
      await tx.query(
        `insert into push_subscriptions (endpoint, person_id, p256dh, auth, created_at)
         values ($1, $2, $3, $4, $5)
         on conflict (endpoint) do update set person_id = $2, p256dh = $3, auth = $4`,
        [s.endpoint, personId, s.p256dh, s.auth, now],
      );
      return true;
    });
  }

  async unsubscribe(endpoint: string, personId?: string): Promise<void> {
    await this.sql.query(
      personId === undefined
        ? 'delete from push_subscriptions where endpoint = $1'
        : 'delete from push_subscriptions where endpoint = $1 and person_id = $2',
      personId === undefined ? [endpoint] : [endpoint, personId],
    );
  }

  /** The named key, made by `make` the first time anywhere (the first node to store it wins). */
  async key(name: string, make: () => string): Promise<string> {
    await this.sql.query(
      'insert into server_keys (name, value) values ($1, $2) on conflict (name) do nothing',
      [name, make()],
    );
    const [r] = await this.sql.query('select value from server_keys where name = $1', [name]);
    return r!.value as string;
  }

  /** Who holds each seat of a match (match_people), by seat. */
  async holders(matchId: string): Promise<Map<number, string>> {
    const rows = await this.sql.query(
      'select seat, person_id from match_people where match_id = $1',
      [matchId],
    );
    return new Map(rows.map((r) => [Number(r.seat), r.person_id as string]));
  }

  /** True the first time an event is claimed for a person (on any node); false after. */
  async claim(
    personId: string,
    matchId: string,
    version: number,
    kind: NotifyKind,
    now: number,
  ): Promise<boolean> {
    const rows = await this.sql.query(
      `insert into notify_sent (person_id, match_id, version, kind, at) values ($1, $2, $3, $4, $5)
       on conflict do nothing returning person_id`,
      [personId, matchId, version, kind, now],
    );
    return rows.length === 1;
  }

  /**
   * Pending turn deadlines with at most 1/`share` of their time left (none when the server keeps
   * no turn deadlines yet).
   */
  async nearDeadlines(
    now: number,
    share: number,
  ): Promise<{ matchId: string; version: number; seats: number[]; dueAt: number; game: string }[]> {
    const [here] = await this.sql.query(`select to_regclass('turn_deadlines') is not null as here`);
    if (here?.here !== true) return [];
    const rows = await this.sql.query(
      `select d.match_id, d.version, d.seats, d.due_at, m.game
         from turn_deadlines d join matches m on m.id = d.match_id
        where d.state = 'pending' and d.due_at > $1 and (d.due_at - $1) * $2 <= d.due_at - d.set_at
        order by d.due_at limit 500`,
      [now, share],
    );
    return rows.map((r) => ({
      matchId: r.match_id as string,
      version: Number(r.version),
      seats: (r.seats as number[]).map(Number),
      dueAt: Number(r.due_at),
      game: r.game as string,
    }));
  }

  /** An e-mail line for the next digest (the latest per match and kind). */
  async queueMail(m: PendingMail): Promise<void> {
    await this.sql.query(
      `insert into mail_pending (person_id, match_id, kind, line, url, at) values ($1, $2, $3, $4, $5, $6)
       on conflict (person_id, match_id, kind) do update set line = $4, url = $5, at = $6`,
      [m.personId, m.matchId, m.kind, m.line, m.url, m.at],
    );
  }

  /** Takes every waiting e-mail line (each taken by one node only). */
  async takeMail(): Promise<PendingMail[]> {
    const rows = await this.sql.query('delete from mail_pending returning *');
    return rows.map((r) => ({
      personId: r.person_id as string,
      matchId: r.match_id as string,
      kind: r.kind as NotifyKind,
      line: r.line as string,
      url: r.url as string,
      at: Number(r.at),
    }));
  }
}
