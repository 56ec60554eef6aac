// The match service: creates matches, seats players, accepts moves, runs bots and clocks, and
// pushes each viewer its own view. The database is the truth: a move is appended (one
// transaction, checked against the version) before anyone hears of it, and any node can rebuild
// a match from its log. Work on one match runs one step at a time (`serial`); nodes are kept
// apart by the version checks in the store. The hub's parts live beside it: `seats.ts`
// (connections, presence, takeover), `clocks.ts`, `bot-turns.ts`, `audience.ts` (what each
// viewer is sent), `matches.ts` (requests and rows) and `match-requests.ts` (rematch, record).

import type { Result, Seat } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import { noMatch } from '../protocol/client-messages.ts';
import type { LogEvent, MatchInfo } from '../protocol/wire.ts';
import { findGame } from '../games/index.ts';
import type { MatchEnd, MatchPatch, MatchRow, MovePatch, MatchStore } from '../store/store.ts';
import type { MoveRow } from '../store/store.ts';
import { AbsentIds } from './absent.ts';
import { Audience } from './audience.ts';
import type { Client } from './audience.ts';
import { BotQueue, DEFAULT_BOT_QUEUE } from './bot-queue.ts';
import type { BotQueueSettings } from './bot-queue.ts';
import { BotTurns } from './bot-turns.ts';
import type { BotTurnsHub } from './bot-turns.ts';
import type { BotRunner } from './bots.ts';
import { Clocks } from './clocks.ts';
import type { ClocksHub } from './clocks.ts';
import { LiveMatch } from './live.ts';
import { logError } from './log.ts';
import { matchInfo, newMatchRow } from './matches.ts';
import type { Created, NewMatch } from './matches.ts';
import type { Metrics } from './metrics.ts';
import { personsMove } from './people.ts';
import { RatingHook } from './rating-hook.ts';
import { Seats } from './seats.ts';
import type { SeatsHub } from './seats.ts';
import { Undos } from './undo.ts';
import { Turns } from './turns.ts';

export interface HubOptions {
  /** Pause before a bot moves, so people can follow (ms). */
  readonly botDelayMs: number;
  /** How often to look for matches that need a bot or a clock handled (ms); 0: never. */
  readonly sweepMs: number;
  /** Open matches kept at most; past it, creating a match is `busy`. */
  readonly maxOpenMatches?: number;
  /** An open match unchanged this long is deleted (ms). */
  readonly openMatchTtlMs?: number;
  /** How the bot threads are shared (see bot-queue.ts). */
  readonly botQueue?: Partial<Omit<BotQueueSettings, 'slots'>>;
  readonly metrics?: Metrics;
  readonly now?: () => number;
}

/** A running match nobody watches stays in memory this long after its last change. */
const EVICT_IDLE_MS = 10 * 60_000;

export class Hub implements SeatsHub, ClocksHub, BotTurnsHub {
  private readonly live = new Map<string, Promise<LiveMatch | null>>();
  /** Ids the database did not know lately: looked up again, they cost no statement. */
  private readonly absent = new AbsentIds();
  private readonly queues = new Map<string, Promise<unknown>>();
  /**
   * The last move this node appended to each match, by version, until its own NOTIFY comes back:
   * that one needs no catching up and no clock (the move already did both), so it is dropped.
   */
  private readonly appended = new Map<string, number>();
  /** Matches this node forgot, until the database no longer counts it among their holders. */
  private readonly releasing = new Map<string, Promise<void>>();
  private sweeper: NodeJS.Timeout | null = null;
  closed = false;
  readonly now: () => number;
  readonly audience: Audience;
  readonly seats: Seats;
  readonly clocks: Clocks;
  readonly botTurns: BotTurns;
  /** Turn deadlines; where a person's turn becomes known (turns.ts). */
  readonly turns: Turns;
  readonly botQueue: BotQueue;
  readonly undos = new Undos(this);
  readonly metrics: Metrics | null;
  /** Told after every move and every change of seats or status (ratings, notifications). */
  readonly changes: ((live: LiveMatch) => void)[] = [];
  readonly ratings: RatingHook;
  /** Open matches in the database, as of the last sweep plus those created since. */
  openMatches = 0;

  constructor(
    readonly store: MatchStore,
    readonly bots: BotRunner,
    readonly options: HubOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.audience = new Audience(this.now);
    this.seats = new Seats(this);
    this.clocks = new Clocks(this);
    this.botTurns = new BotTurns(this);
    this.ratings = new RatingHook(store, this.now);
    this.changes.push((live) => this.ratings.after(live.row));
    this.turns = new Turns(this);
    this.metrics = options.metrics ?? null;
    this.botQueue = new BotQueue(
      bots,
      { ...DEFAULT_BOT_QUEUE, ...options.botQueue, slots: bots.slots },
      this.metrics,
    );
  }

  /** Listens for other nodes' changes and resumes every match that needs a bot or a clock. */
  async start(): Promise<void> {
    await this.undos.start();
    await this.store.subscribe((id, what) => void this.onNotify(id, what));
    await this.turns.start();
    await this.sweep(0);
    if (this.options.sweepMs > 0) {
      this.sweeper = setInterval(
        () => void this.sweep(this.options.botDelayMs + 3000),
        this.options.sweepMs,
      );
      this.sweeper.unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.clocks.close();
    await this.turns.close();
    this.botQueue.close();
    // In-flight steps finish (their commits included) before the database may close.
    while (this.queues.size > 0) await Promise.allSettled([...this.queues.values()]);
    await Promise.allSettled([...this.releasing.values()]);
  }

  /** Runs `fn` after every earlier step on the same match. */
  serial<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(id) ?? Promise.resolve();
    const next = previous.then(fn, fn);
    const settled = next.catch(() => {});
    this.queues.set(id, settled);
    void settled.then(() => {
      if (this.queues.get(id) === settled) this.queues.delete(id);
    });
    return next;
  }

  /** The match in memory, rebuilt from the database if needed; null if there is none. */
  load(id: string): Promise<LiveMatch | null> {
    let entry = this.live.get(id);
    if (entry) return entry;
    if (this.absent.has(id)) return Promise.resolve(null);
    entry = this.rebuild(id);
    this.live.set(id, entry);
    entry.then(
      (m) => m ?? this.live.delete(id),
      () => this.live.delete(id),
    );
    return entry;
  }

  private async rebuild(id: string): Promise<LiveMatch | null> {
    // Held before it is read, so that no other node's move after the read goes unannounced;
    // after a release of it still under way, which would otherwise undo the hold.
    await this.releasing.get(id);
    const row = await this.store.hold(id);
    if (!row) {
      this.absent.remember(id);
      return null;
    }
    const game = findGame(row.game);
    if (!game) throw new Error(`match ${id} is of a game this server does not have: ${row.game}`);
    const options = game.parseOptions(row.options);
    if (!options.ok) throw new Error(`match ${id} has bad options: ${options.error.message}`);
    const live = new LiveMatch(game, options.value, row);
    for (const m of await this.store.moves(id)) {
      const applied = live.applyLogged(m);
      if (!applied.ok)
        throw new Error(
          `match ${id} move ${m.version} no longer applies: ${applied.error.message}`,
        );
    }
    return live;
  }

  /** Loads moves and seat changes that other nodes committed. */
  async catchUp(live: LiveMatch): Promise<void> {
    const row = await this.store.get(live.row.id);
    if (!row || (await this.undos.caughtUp(live, row))) return;
    const moves = await this.store.moves(row.id, live.version);
    for (const m of moves) {
      const applied = live.applyLogged(m);
      if (!applied.ok) throw new Error(`log of ${row.id} broken at ${m.version}`);
      live.row = { ...row, version: live.version };
      this.audience.move(live, m.version);
    }
    const seatsChanged = row.seatsVersion !== live.row.seatsVersion;
    live.row = row;
    if (seatsChanged) this.audience.match(live);
  }

  private async onNotify(id: string, what: string): Promise<void> {
    if (what.startsWith('undo-ask ')) return this.undos.heard(id, what.slice(9), this.live.has(id));
    // A move taken back makes its version free again: what this node appended there is past.
    if (what === 'undo') this.appended.delete(id);
    if (this.closed || !this.live.has(id)) return;
    if (this.appended.get(id) === Number(what)) {
      this.appended.delete(id);
      return;
    }
    await this.serial(id, async () => {
      // Its own NOTIFY can come before the append's answer: then it waited here for the move.
      if (this.appended.get(id) === Number(what)) this.appended.delete(id);
      const live = await this.load(id);
      if (!live) return;
      if (what === 'seats' || what === 'undo' || Number(what) > live.version)
        await this.catchUp(live);
      this.clocks.schedule(live);
    }).catch((e) => logError(`catching up ${id} failed`, e));
  }

  // ---- matches -------------------------------------------------------------------------------

  /** Creates a match; `busy` when the server already keeps its most open matches. */
  async create(req: NewMatch, rematchOf: MatchRow | null = null): Promise<Result<Created>> {
    const game = findGame(req.game)!;
    const { row, invites, joined } = newMatchRow(req, rematchOf, this.now());
    if (row.status === 'open') {
      if (this.openMatches >= (this.options.maxOpenMatches ?? Infinity))
        return fail(
          'busy',
          null,
          'This server has too many matches waiting for players; try later.',
          'Auf diesem Server warten zu viele Partien auf Mitspieler; versuche es später.',
        );
      this.openMatches++;
    }
    const options = game.parseOptions(row.options);
    if (!options.ok) throw new Error('options are checked before a match is created');
    // A match that seats bots (or may need the takeover bot) will want the bot threads soon.
    if (row.seats.some((s) => s.kind === 'bot') || row.settings.takeover) this.bots.warm?.();
    const live = new LiveMatch(game, options.value, row);
    const final = { ...row, botTurn: live.botTurn(), deadline: live.deadline() };
    this.absent.forget(final.id);
    await this.store.create(final);
    this.adopt(final, live);
    return ok({ match: matchInfo(final), invites, joined });
  }

  /** A new match is stored (here, or in the queue's own commit): its bots and turns begin. */
  adopt(row: MatchRow, live: LiveMatch): void {
    this.absent.forget(row.id);
    if (row.botTurn) void this.serial(row.id, () => this.wake(row.id));
    if (row.status === 'running') this.turns.changed(live);
  }

  async info(id: string): Promise<MatchInfo | null> {
    const live = await this.load(id);
    return live ? matchInfo(live.row) : null;
  }

  /**
   * Writes a change to the match row besides a move: seats (a join, away, back, a takeover),
   * the start, the end (a forfeit on time) or the rematch link; retried on top of newer data
   * when another step or node got there first. `change` returns the patch for the row as it is,
   * or null for none.
   */
  async updateMatch(
    live: LiveMatch,
    change: (row: MatchRow) => MatchPatch | null,
  ): Promise<Result<void>> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const patch = change(live.row);
      if (!patch) return ok(undefined);
      const now = this.now();
      if (patch.startedAt !== undefined) live.startClocks(patch.startedAt);
      const next = { ...live.row, ...patch } as MatchRow;
      const full: MatchPatch = {
        ...patch,
        botTurn: live.botTurn(next),
        deadline: live.deadline(next),
      };
      const expected = { seatsVersion: next.seatsVersion, version: live.version };
      if (await this.store.update(next.id, expected, full, now)) {
        live.row = { ...next, ...full, seatsVersion: next.seatsVersion + 1, updatedAt: now };
        return ok(undefined);
      }
      await this.catchUp(live);
    }
    return fail(
      'busy',
      null,
      'The match changed too often to apply this; try again.',
      'Die Partie hat sich zu oft geändert; versuche es noch einmal.',
    );
  }

  /** After seats or status changed: tell everyone, and let bots and clocks run. */
  afterChange(live: LiveMatch): void {
    this.audience.match(live);
    this.botTurns.schedule(live);
    this.clocks.schedule(live);
    for (const told of this.changes) told(live);
    this.turns.changed(live);
  }

  // ---- moves ---------------------------------------------------------------------------------

  /**
   * Validates a move by `seat` made at `version`, appends it durably, then tells everyone.
   * `onStored` hears the new version once the move is durable and before any viewer hears of
   * it, so the mover's ack goes out ahead of the updates.
   */
  submit(
    id: string,
    seat: Seat,
    version: number,
    text: string,
    by: MoveRow['by'] = 'player',
    onStored: (version: number) => void = () => {},
  ): Promise<Result<number>> {
    return this.serial(id, async () => {
      const live = await this.load(id);
      if (!live) return noMatch(id);
      if (version > live.version) await this.catchUp(live);
      if (version > live.version)
        return fail(
          'future-version',
          null,
          `The move was made at version ${version}, but the match is only at ${live.version}.`,
          `Der Zug wurde bei Stand ${version} gemacht, die Partie ist aber erst bei Stand ${live.version}.`,
        );
      for (let attempt = 0; ; attempt++) {
        const status = live.row.status;
        if (status === 'open')
          return fail(
            'not-started',
            null,
            'The match starts once every seat is filled.',
            'Die Partie beginnt, sobald jeder Platz besetzt ist.',
          );
        if (status === 'finished')
          return fail('match-over', null, 'This match is over.', 'Diese Partie ist vorbei.');
        if (version !== live.version) {
          return fail(
            'stale-version',
            null,
            `The move was made at version ${version}, but the match is at ${live.version}.`,
            `Der Zug wurde bei Stand ${version} gemacht, die Partie ist aber schon bei Stand ${live.version}.`,
          );
        }
        if (by !== 'player' && this.undos.pending(id)) return this.undos.holding();
        const checked = live.check(seat, text);
        if (!checked.ok) return checked;
        const botSeat = live.botSeats().includes(seat);
        if (by !== 'player' && !botSeat && !this.turns.mayPlay(id, version, seat))
          return fail(
            'not-a-bot-seat',
            null,
            `Seat ${seat} is not played by a bot now.`,
            `Platz ${seat} wird gerade von keinem Bot gespielt.`,
          );
        // A player who moves while a bot stands in for them takes the seat back.
        if (by === 'player' && botSeat) await this.seats.handBack(live, seat);
        const written = await this.append(live, seat, text, by, checked.value);
        if (written) break;
        await this.catchUp(live);
        if (attempt >= 3)
          return fail(
            'busy',
            null,
            'The match is busy; try again.',
            'Die Partie ist gerade beschäftigt; versuche es noch einmal.',
          );
      }
      onStored(live.version);
      this.undos.moved(live, by === 'player' ? seat : null);
      this.metrics?.moves.inc({ by });
      this.audience.move(live, live.version);
      if (live.row.status === 'finished') this.audience.match(live);
      this.botTurns.schedule(live);
      this.clocks.schedule(live);
      for (const told of this.changes) told(live);
      await this.turns.after(live, seat);
      return ok(live.version);
    });
  }

  /**
   * Whether a move by `seat` now would be a person's (people.ts), so that `busy` judges it by the
   * database's person lane; 'person' or undefined.
   */
  async moveLane(id: string, seat: Seat): Promise<'person' | undefined> {
    const live = await this.load(id).catch(() => null);
    if (!live) return undefined;
    return personsMove(live, this.audience, seat, 'player', this.now()) ? 'person' : undefined;
  }

  /**
   * Appends a checked move. The live match is advanced first to compute what the row must say
   * next (status, result, whose clock runs); if the database refuses (someone else moved), the
   * live match is rebuilt from the log so it never holds a move that was not stored.
   */
  private async append(
    live: LiveMatch,
    seat: Seat,
    text: string,
    by: MoveRow['by'],
    next: unknown,
  ): Promise<boolean> {
    const expected = { version: live.version, seatsVersion: live.row.seatsVersion };
    const mark = live.mark();
    const at = Math.max(this.now(), mark.row.updatedAt);
    // A person's move, or a move at a person's table, is written ahead of everything else.
    const lane = personsMove(live, this.audience, seat, by, at) ? 'person' : 'moves';
    const move: MoveRow = { version: live.version + 1, seat, move: text, by, at, clocks: null };
    const applied = live.applyLogged(move, next);
    if (!applied.ok) throw new Error(`checked move did not apply: ${applied.error.message}`);
    const result = live.result();
    const end: MatchEnd | null = result ? { ...result, forfeit: null } : null;
    const after: MatchRow = { ...mark.row, status: end ? 'finished' : 'running', result: end };
    const patch: MovePatch = {
      status: after.status,
      result: end,
      botTurn: live.botTurn(after),
      deadline: live.deadline(after),
    };
    const clocks = live.clocksAt(at);
    if (await this.store.append(after.id, expected, { ...move, clocks }, patch, lane)) {
      live.row = { ...after, ...patch, version: live.version, updatedAt: at } as MatchRow;
      this.appended.set(after.id, live.version);
      return true;
    }
    live.rollback(mark);
    return false;
  }

  // ---- resuming and forgetting ---------------------------------------------------------------

  /** Resumes matches that wait on a bot or a clock, e.g. after a restart or a node's death. */
  private async sweep(idleMs: number): Promise<void> {
    if (this.closed) return;
    let ids: string[];
    try {
      ids = await this.store.due(this.now(), idleMs);
    } catch (e) {
      logError('looking for waiting matches failed', e);
      return;
    }
    // A match whose bot this node is already asking needs no waking (its clocks have their
    // timers here too): with the bot threads crowded, hundreds of matches wait for their bots
    // longer than the sweep's idle time, and rereading each of them every sweep cost the
    // database more statements than all their moves.
    for (const id of ids) if (!this.botTurns.working(id)) void this.serial(id, () => this.wake(id));
    await this.expire();
    await this.evict();
    await this.ratings.sweep();
  }

  /** Deletes open matches nobody joined within the time limit, and tells their watchers. */
  private async expire(): Promise<void> {
    const ttl = this.options.openMatchTtlMs;
    try {
      if (ttl !== undefined) {
        for (const id of await this.store.expireOpen(this.now() - ttl)) {
          this.audience.expired(id, ttl);
          this.live.delete(id);
        }
      }
      this.openMatches = (await this.store.countByStatus()).open;
    } catch (e) {
      logError('expiring open matches failed', e);
    }
  }

  /**
   * Forgets matches nobody watches: finished ones at once, others after an idle spell. They are
   * rebuilt from the log if anyone comes back.
   */
  private async evict(): Promise<void> {
    const idleSince = this.now() - EVICT_IDLE_MS;
    const busy = (id: string) => this.audience.watching(id) || this.queues.has(id);
    for (const [id, entry] of this.live) {
      if (busy(id)) continue;
      const live = await entry.catch(() => null);
      if (!live) continue;
      const idle = live.row.status === 'finished' || live.row.updatedAt < idleSince;
      if (idle && !this.botTurns.working(id) && !busy(id)) {
        this.live.delete(id);
        this.appended.delete(id);
        this.clocks.forget(id);
        this.release(id);
      }
    }
  }

  /** Tells the database this node no longer holds the match (`rebuild` waits for it). */
  private release(id: string): void {
    const done = this.store
      .release(id)
      .catch((e) => logError(`releasing ${id} failed`, e))
      .finally(() => {
        if (this.releasing.get(id) === done) this.releasing.delete(id);
      });
    this.releasing.set(id, done);
  }

  /** How many matches are in memory now (for tests and monitoring). */
  get loaded(): number {
    return this.live.size;
  }

  private async wake(id: string): Promise<void> {
    try {
      const live = await this.load(id);
      if (!live) return;
      await this.catchUp(live);
      const deadline = live.deadline();
      if (deadline !== null && deadline <= this.now()) await this.clocks.onClock(id);
      this.botTurns.schedule(live);
      this.clocks.schedule(live);
    } catch (e) {
      logError(`resuming ${id} failed`, e);
    }
  }
}

export type { Client, LogEvent };
