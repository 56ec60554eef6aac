// Turn-based tables: every move sets a deadline for the seats to act (a time per move of an hour
// to a week), and a missed deadline plays the table's rule: a bot makes that one move for the
// seat (the player keeps it), or the match ends with the seat forfeiting. Deadlines are jobs in
// the database (`turn_deadlines`), one per match and version, not timers in memory: any node's
// poller takes a due job with one atomic UPDATE (so exactly one node gets it), and the job only
// acts when the match is still at its version (a move that came first makes it stale). A job a
// node took and never finished (the node died) is taken again after TAKEN_STALE_MS; what it does
// is version-checked, so it still acts at most once. Why not pg-boss: docs/architecture.md,
// "Turn-based tables".
//
// This is also the one place where the server learns "it is now person P's turn at match M,
// deadline D": `onTurn` (notifications listen there).

import type { Result, Seat } from '../engine/game.ts';
import type { MatchEnd, MatchPatch, MatchRow, MatchStore, MoveRow } from '../store/store.ts';
import type { Db, Row, Sql } from '../store/sql.ts';
import type { BotQueue } from './bot-queue.ts';
import type { LiveMatch } from './live.ts';
import { logError, logInfo } from './log.ts';
import { extended, Vacations } from './vacations.ts';

/** A job taken this long ago (by the clock) and not finished: its node died; take it again. */
const TAKEN_STALE_MS = 5 * 60_000;
/** Jobs one poll takes at most. */
const BATCH = 20;

/** It is now `person`'s turn (seat `seat`) at match `match`; `deadline` (ms) or null: none. */
export interface TurnEvent {
  readonly match: string;
  readonly game: string;
  readonly version: number;
  readonly seat: Seat;
  /** The person holding the seat, or null for a seat joined without a session. */
  readonly person: string | null;
  /** When the move is due: a turn-based table's deadline, a live clock's end, or null. */
  readonly deadline: number | null;
  /** True at a turn-based table. */
  readonly turnBased: boolean;
}

/** What turns ask of the hub. */
export interface TurnsHub {
  readonly store: MatchStore;
  readonly closed: boolean;
  readonly botQueue: Pick<BotQueue, 'choose'>;
  readonly options: { readonly sweepMs: number };
  now(): number;
  serial<T>(id: string, fn: () => Promise<T>): Promise<T>;
  load(id: string): Promise<LiveMatch | null>;
  catchUp(live: LiveMatch): Promise<void>;
  updateMatch(live: LiveMatch, change: (row: MatchRow) => MatchPatch | null): Promise<Result<void>>;
  afterChange(live: LiveMatch): void;
  submit(
    id: string,
    seat: Seat,
    version: number,
    text: string,
    by: MoveRow['by'],
  ): Promise<Result<number>>;
}

interface Job {
  readonly match_id: string;
  readonly version: number;
  readonly seats: number[];
  /** The deadline as set (`set_at` + the time per move), before any vacation moves it. */
  readonly base_due: string | number;
  /** When the seats came to act. */
  readonly set_at: string | number;
}

/** What a job did: acted, found a move first, or waits on for a player on vacation. */
type Outcome = 'fired' | 'stale' | { readonly postpone: number };

const SCHEMA = [
  `create table if not exists turn_deadlines (
    match_id text not null,
    version integer not null,
    seats integer[] not null,
    due_at bigint not null,
    base_due bigint not null,
    set_at bigint not null,
    state text not null default 'pending',
    taken_by text,
    taken_at bigint,
    primary key (match_id, version))`,
  `create index if not exists turn_deadlines_due on turn_deadlines (state, due_at)`,
];

/** Seats to act that a person plays (not a bot, not a taken-over seat). */
export function humansToAct(live: LiveMatch, row: MatchRow = live.row): Seat[] {
  if (row.status !== 'running') return [];
  return live.toAct().filter((s) => {
    const seat = row.seats[s];
    return seat?.kind === 'human' && !seat.takenOver;
  });
}

export class Turns {
  private readonly listeners = new Set<(e: TurnEvent) => void>();
  /** `match:version:seat` of missed moves a bot may make now for a person's seat. */
  private readonly allowed = new Set<string>();
  /** `match:version` of live tables' turns announced without a move (the start of play). */
  private readonly announced = new Set<string>();
  private readonly inflight = new Set<Promise<void>>();
  private poller: NodeJS.Timeout | null = null;
  private polling: Promise<number> | null = null;
  /** This node, as `taken_by` names it. */
  readonly node = `${process.pid}/${Math.random().toString(36).slice(2, 10)}`;

  /** Each person's vacation days, which pause their deadlines (vacations.ts). */
  readonly vacations: Vacations;
  private readonly db: Pick<Db, 'query' | 'transaction'>;

  constructor(private readonly hub: TurnsHub) {
    // Statements take their turn in the store's lanes with the rest (a person's moves first).
    const store = hub.store;
    this.db = {
      query: <T extends Row>(text: string, params?: readonly unknown[]) =>
        store.lanes.run('rest', () => store.db.query<T>(text, params)),
      transaction: <T>(fn: (tx: Sql) => Promise<T>) =>
        store.lanes.run('rest', () => store.db.transaction(fn)),
    };
    this.vacations = new Vacations(this.db, () => hub.now());
  }

  /**
   * Calls `listener` whenever it becomes a person's turn: after every stored move and at the
   * start of play, on the node that made the change (so once per turn across nodes; a seat
   * change such as away or back at the same version announces nothing; at a live table's start
   * a seat change on another node may announce it once more).
   * Returns a function that stops listening. A listener must not throw (errors are logged).
   */
  onTurn(listener: (e: TurnEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Creates the jobs table and starts polling for due deadlines (every `sweepMs`; 0: never). */
  async start(): Promise<void> {
    for (const statement of SCHEMA) await this.db.query(statement);
    await this.vacations.migrate();
    const every = this.hub.options.sweepMs;
    if (every > 0) {
      this.poller = setInterval(() => void this.runDue(), Math.max(every, 200));
      this.poller.unref();
    }
  }

  async close(): Promise<void> {
    if (this.poller) clearInterval(this.poller);
    await this.polling?.catch(() => {});
    await this.idle();
  }

  /** A missed move at `id` (its `version`) that a bot may play for `seat`, a person's seat. */
  mayPlay(id: string, version: number, seat: Seat): boolean {
    return this.allowed.has(`${id}:${version}:${seat}`);
  }

  /**
   * After a change to a match (a move, the start, seats): at a turn-based table the deadline of
   * the seats to act becomes a job; everyone whose turn it is hears of it (`onTurn`).
   */
  async after(live: LiveMatch, mover: Seat | null = null): Promise<void> {
    const row = live.row;
    const turn = row.settings.turn ?? null;
    const db = this.db;
    let deadline = live.deadline();
    const seats = humansToAct(live);
    if (turn) {
      if (row.status === 'finished') {
        await db.query(
          `update turn_deadlines set state = 'stale' where match_id = $1 and state = 'pending'`,
          [row.id],
        );
        return;
      }
      if (seats.length === 0) return;
      const job = await this.schedule(row.id, live.version, seats, mover, turn.perMoveMs);
      if (!job.inserted) return; // announced when it was written
      deadline = job.due;
    } else if (mover === null && !this.firstAtLive(row.id, live.version)) return;
    if (seats.length === 0 || this.listeners.size === 0) return;
    for (const seat of seats) {
      const s = row.seats[seat];
      const event: TurnEvent = {
        match: row.id,
        game: row.game,
        version: live.version,
        seat,
        person: s?.kind === 'human' ? (s.person ?? null) : null,
        deadline,
        turnBased: turn !== null,
      };
      for (const l of this.listeners) {
        try {
          l(event);
        } catch (e) {
          logError(`a turn listener failed for ${row.id}`, e);
        }
      }
    }
  }

  /**
   * A live table's turn not announced yet by this node: after a move it always is new (the node
   * that stored the move announces it); a seat change (away, back) at the same version is not.
   */
  private firstAtLive(id: string, version: number): boolean {
    const key = `${id}:${version}`;
    if (this.announced.has(key)) return false;
    if (this.announced.size >= 10_000) this.announced.delete(this.announced.values().next().value!);
    this.announced.add(key);
    return true;
  }

  /** `after`, not waited for (a change outside a move: the start, seats); failures are logged. */
  changed(live: LiveMatch): void {
    const done = this.after(live)
      .catch((e) => logError(`the turn deadline of ${live.row.id} failed`, e))
      .finally(() => this.inflight.delete(done));
    this.inflight.add(done);
  }

  /** Waits for every `changed` under way (tests, and closing). */
  async idle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
  }

  /**
   * The job for `version`: due `perMoveMs` from now, or, when another seat moved and the seats to
   * act were already to act at the previous deadline (simultaneous moves: one seat moved, the
   * others not yet), at that deadline still. Earlier pending jobs of the match are stale. Returns the deadline.
   */
  private async schedule(
    id: string,
    version: number,
    seats: readonly Seat[],
    mover: Seat | null,
    perMoveMs: number,
  ): Promise<{ due: number; inserted: boolean }> {
    const db = this.db;
    const now = this.hub.now();
    const [prev] = await db.query<{
      version: number;
      seats: number[];
      base_due: string;
      set_at: string;
      state: string;
    }>(
      `select version, seats, base_due, set_at, state from turn_deadlines where match_id = $1
       order by version desc limit 1`,
      [id],
    );
    // Already written (a seat change at the same version), or a newer move got there first.
    if (prev && prev.version >= version) return { due: Number(prev.base_due), inserted: false };
    const carry =
      prev !== undefined &&
      prev.state === 'pending' &&
      mover !== null &&
      !seats.includes(mover) &&
      seats.every((s) => prev.seats.includes(s));
    const due = carry ? Number(prev.base_due) : now + perMoveMs;
    const setAt = carry ? Number(prev.set_at) : now;
    const inserted = await db.transaction(async (tx) => {
      await tx.query(
        `update turn_deadlines set state = 'stale'
         where match_id = $1 and version < $2 and state = 'pending'`,
        [id, version],
      );
      const rows = await tx.query(
        `insert into turn_deadlines (match_id, version, seats, due_at, base_due, set_at)
         values ($1, $2, $3, $4, $4, $5) on conflict (match_id, version) do nothing
         returning version`,
        [id, version, seats, due, setAt],
      );
      return rows.length > 0;
    });
    return { due, inserted };
  }

  /**
   * The deadline of the move `id` waits for at `version`, or null; for `person`, moved on by
   * their vacations.
   */
  async deadlineOf(id: string, version: number, person: string | null): Promise<number | null> {
    const [job] = await this.db.query<Job & Record<string, unknown>>(
      `select base_due, set_at from turn_deadlines
       where match_id = $1 and version = $2 and state in ('pending', 'taken')`,
      [id, version],
    );
    return job ? this.dueFor(job, person) : null;
  }

  /** A job's deadline for the person at one of its seats (null: nobody's vacation counts). */
  private async dueFor(
    job: Pick<Job, 'base_due' | 'set_at'>,
    person: string | null,
  ): Promise<number> {
    const base = Number(job.base_due);
    const setAt = Number(job.set_at);
    if (person === null) return base;
    return extended(base, setAt, await this.vacations.of(person, setAt));
  }

  /**
   * Takes every due deadline job (one atomic statement: a job goes to one node only) and plays
   * its table's rule. Returns how many jobs this node took. Tests call it after moving the clock.
   */
  runDue(): Promise<number> {
    if (this.polling) return this.polling;
    const run = this.poll().finally(() => {
      this.polling = null;
    });
    this.polling = run;
    return run;
  }

  private async poll(): Promise<number> {
    if (this.hub.closed) return 0;
    const now = this.hub.now();
    let jobs: Job[];
    try {
      jobs = await this.db.query<Job & Record<string, unknown>>(
        `update turn_deadlines set state = 'taken', taken_by = $1, taken_at = $2
         where (match_id, version) in (
           select match_id, version from turn_deadlines
           where (state = 'pending' and due_at <= $2) or (state = 'taken' and taken_at <= $3)
           order by due_at limit ${BATCH} for update skip locked)
         returning match_id, version, seats, base_due, set_at`,
        [this.node, now, now - TAKEN_STALE_MS],
      );
    } catch (e) {
      if (!this.hub.closed) logError('looking for missed turn deadlines failed', e);
      return 0;
    }
    for (const job of jobs) {
      try {
        const outcome = await this.fire(job);
        if (typeof outcome === 'object')
          await this.db.query(
            `update turn_deadlines set state = 'pending', due_at = $3
             where match_id = $1 and version = $2`,
            [job.match_id, job.version, outcome.postpone],
          );
        else
          await this.db.query(
            `update turn_deadlines set state = $3 where match_id = $1 and version = $2`,
            [job.match_id, job.version, outcome],
          );
      } catch (e) {
        // Left `taken`: taken again after TAKEN_STALE_MS, and version-checked then.
        if (!this.hub.closed) logError(`the turn deadline of ${job.match_id} failed`, e);
      }
    }
    return jobs.length;
  }

  /** Plays the rule of a missed deadline: 'fired', or 'stale' when a move came first. */
  private async fire(job: Job): Promise<Outcome> {
    const hub = this.hub;
    const id = job.match_id;
    const late = await hub.serial(id, async () => {
      const live = await hub.load(id);
      if (!live) return null;
      await hub.catchUp(live);
      const turn = live.row.settings.turn;
      if (!turn || live.version !== job.version || live.row.status !== 'running') return null;
      const due = humansToAct(live).filter((s) => job.seats.includes(s));
      if (due.length === 0) return null;
      // A seat whose player is on vacation has its deadline moved on by it.
      const dues = await Promise.all(
        due.map((s) => {
          const seat = live.row.seats[s];
          return this.dueFor(job, seat?.kind === 'human' ? (seat.person ?? null) : null);
        }),
      );
      const now = hub.now();
      const seats = due.filter((_, i) => dues[i]! <= now);
      if (seats.length === 0) return { postpone: Math.min(...dues) };
      if (turn.onTimeout === 'forfeit') {
        const loser = seats[0]!;
        const result: MatchEnd = {
          scores: null,
          ranking: live.row.seats.map((_, s) => (s === loser ? live.players : 1)),
          tieBreaks: [`Seat ${loser} missed the deadline of a turn-based table.`],
          forfeit: loser,
        };
        const done = await hub.updateMatch(live, (row) =>
          row.status === 'running' && live.version === job.version
            ? { status: 'finished', result, botTurn: false, deadline: null }
            : null,
        );
        if (!done.ok) throw new Error(done.error.message);
        // updateMatch gives up (null) when a move came first.
        if ((live.row as MatchRow).status !== 'finished') return null;
        hub.afterChange(live);
        logInfo('a missed turn deadline: forfeit', { match: id, seat: loser });
        return 'forfeited' as const;
      }
      return seats.map((seat) => ({ seat, live, bot: turn.bot }));
    });
    if (late === null) return 'stale';
    if (late === 'forfeited') return 'fired';
    if (!Array.isArray(late)) return late;
    // The bot plays each late seat's one move; a player's own move, if first, wins (version).
    let version = job.version;
    for (const { seat, live, bot } of late) {
      if (!live.toAct().includes(seat) || live.version !== version) break;
      const move = await hub.botQueue.choose(id, 'person', {
        game: live.game,
        seat,
        view: live.game.view(live.state, seat),
        legal: live.game.legalMoves(live.state, seat).map((m) => live.game.encodeMove(m)),
        bot,
        seed: `${live.row.seed}/${version}/${seat}/deadline`,
      });
      const key = `${id}:${version}:${seat}`;
      this.allowed.add(key);
      try {
        const done = await hub.submit(id, seat, version, move, 'takeover');
        if (!done.ok) return version === job.version ? 'stale' : 'fired';
        version = done.value;
      } finally {
        this.allowed.delete(key);
      }
      logInfo('a missed turn deadline: the bot played the move', { match: id, seat });
    }
    return version === job.version ? 'stale' : 'fired';
  }
}
