// Vacation days at turn-based tables: each person has VACATION_DAYS a calendar year (UTC) to
// book, a whole number of days at a time, from now on. While a person is on vacation their
// deadlines pause: a deadline moves later by the part of every vacation that falls between the
// moment their seat came to act and the deadline (itself moved on by it). Booked days count as
// used, except whole days given back by ending a vacation early.

import type { VacationState } from '../protocol/inbox.ts';
import type { Sql } from '../store/sql.ts';

/** Vacation days per person and calendar year (UTC). */
export const VACATION_DAYS = 14;
const DAY_MS = 86_400_000;

export interface Vacation {
  readonly startsAt: number;
  readonly endsAt: number;
}

const SCHEMA = [
  `create table if not exists turn_vacations (
    person_id text not null,
    starts_at bigint not null,
    ends_at bigint not null)`,
  `create index if not exists turn_vacations_person on turn_vacations (person_id, ends_at)`,
];

/**
 * `base` (a deadline set at `setAt`) moved on by the vacations that fall after `setAt` and
 * before the deadline as it moves.
 */
export function extended(base: number, setAt: number, vacations: readonly Vacation[]): number {
  let due = base;
  for (const v of [...vacations].sort((a, b) => a.startsAt - b.startsAt))
    if (v.startsAt < due && v.endsAt > setAt) due += v.endsAt - Math.max(v.startsAt, setAt);
  return due;
}

const yearStart = (now: number): number => Date.UTC(new Date(now).getUTCFullYear(), 0, 1);

export class Vacations {
  constructor(
    private readonly db: Sql,
    private readonly now: () => number,
  ) {}

  async migrate(): Promise<void> {
    for (const statement of SCHEMA) await this.db.query(statement);
  }

  /** The vacations of `person` that end after `since` (ms). */
  async of(person: string, since: number): Promise<Vacation[]> {
    const rows = await this.db.query<{ starts_at: string; ends_at: string }>(
      'select starts_at, ends_at from turn_vacations where person_id = $1 and ends_at > $2',
      [person, since],
    );
    return rows.map((r) => ({ startsAt: Number(r.starts_at), endsAt: Number(r.ends_at) }));
  }

  async state(person: string): Promise<VacationState> {
    const now = this.now();
    const year = yearStart(now);
    const rows = await this.db.query<{ starts_at: string; ends_at: string }>(
      'select starts_at, ends_at from turn_vacations where person_id = $1 and starts_at >= $2',
      [person, year],
    );
    let used = 0;
    let until: number | null = null;
    for (const r of rows) {
      const [s, e] = [Number(r.starts_at), Number(r.ends_at)];
      used += Math.ceil((e - s) / DAY_MS);
      if (s <= now && e > now) until = e;
    }
    return { daysLeft: Math.max(0, VACATION_DAYS - used), until };
  }

  /** Books `days` from now; an error's words when that cannot be. */
  async start(
    person: string,
    days: unknown,
  ): Promise<
    | { ok: true; state: VacationState }
    | { ok: false; code: string; en: string; de: string; status: number }
  > {
    const state = await this.state(person);
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1)
      return {
        ok: false,
        code: 'bad-request',
        status: 400,
        en: '"days" must be a whole number of days, 1 or more.',
        de: '"days" muss eine ganze Zahl von Tagen sein, mindestens 1.',
      };
    if (state.until !== null)
      return {
        ok: false,
        code: 'on-vacation',
        status: 409,
        en: 'You are on vacation already; end it first to book another.',
        de: 'Du bist schon im Urlaub; beende ihn zuerst, um einen neuen zu nehmen.',
      };
    if (days > state.daysLeft)
      return {
        ok: false,
        code: 'no-vacation-left',
        status: 409,
        en: `You have ${state.daysLeft} vacation days left this year (${VACATION_DAYS} a year).`,
        de: `Du hast dieses Jahr noch ${state.daysLeft} Urlaubstage (${VACATION_DAYS} pro Jahr).`,
      };
    const now = this.now();
    await this.db.query(
      'insert into turn_vacations (person_id, starts_at, ends_at) values ($1, $2, $3)',
      [person, now, now + days * DAY_MS],
    );
    return { ok: true, state: await this.state(person) };
  }

  /** Ends the vacation under way now: the whole days not begun are given back. */
  async end(person: string): Promise<VacationState> {
    const now = this.now();
    await this.db.query(
      `update turn_vacations set ends_at = $2
       where person_id = $1 and starts_at <= $2 and ends_at > $2`,
      [person, now],
    );
    // A vacation ended before it began holds no day: it leaves no row either.
    await this.db.query(
      'delete from turn_vacations where person_id = $1 and ends_at <= starts_at',
      [person],
    );
    return this.state(person);
  }
}
