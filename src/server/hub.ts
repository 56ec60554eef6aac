// The match service: creates matches, seats players, accepts moves, runs bots and clocks, and
// pushes each viewer its own view. The database is the truth: a move is appended (one
// transaction, checked against the version) before anyone hears of it, and any node can rebuild
// a match from its log. Work on one match runs one step at a time (`serial`); nodes are kept
// apart by the version checks in the store.

import { createHash, randomBytes } from 'node:crypto';
import type { AnyGame, Lang, OptionValues, Outcome, Seat, Viewer } from '../engine/game.ts';
import { checkPlayers, fail, ok } from '../engine/game.ts';
import { findGame } from '../games/index.ts';
import type {
  MatchEnd,
  MatchPatch,
  MatchRow,
  MovePatch,
  MatchSettings,
  MatchStore,
  MoveRow,
  SeatRow,
} from '../store/store.ts';
import type { BotRunner } from './bots.ts';
import { checkBot } from './bots.ts';
import { LiveMatch } from './live.ts';
import type { LogEvent } from './live.ts';
import type { ServerMessage, Snapshot } from './protocol.ts';

/** A connected viewer: a seat (with its token) or a spectator. */
export interface Client {
  readonly viewer: Viewer;
  /** The language of its move labels and log lines. */
  readonly lang: Lang;
  send(message: ServerMessage): void;
}

export interface HubOptions {
  /** Pause before a bot moves, so people can follow (ms). */
  readonly botDelayMs: number;
  /** How often to look for matches that need a bot or a clock handled (ms); 0: never. */
  readonly sweepMs: number;
  readonly now?: () => number;
}

/** What a creator asks for. Parsed from untrusted JSON by `parseCreate`. */
export interface CreateRequest {
  readonly game: string;
  readonly options: OptionValues;
  readonly seats: readonly ({ kind: 'human' } | { kind: 'bot'; bot: string })[];
  readonly settings: MatchSettings;
}

export interface Created {
  readonly match: MatchInfo;
  /** Seat tokens by seat (null for bot seats). Shown once, to the creator. */
  readonly tokens: readonly (string | null)[];
}

/** The public face of a match: no tokens, and the seed only once it is over. */
export interface MatchInfo {
  readonly id: string;
  readonly game: string;
  readonly options: OptionValues;
  readonly players: number;
  readonly status: MatchRow['status'];
  readonly version: number;
  readonly seats: readonly {
    readonly kind: 'human' | 'bot';
    readonly name: string | null;
    readonly bot: string | null;
    readonly joined: boolean;
    readonly takenOver: boolean;
  }[];
  readonly settings: MatchSettings;
  readonly result: MatchEnd | null;
  readonly seed: string | null;
  readonly rematch: string | null;
  readonly rematchOf: string | null;
  readonly createdAt: number;
  readonly startedAt: number | null;
}

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const newId = (): string => randomBytes(9).toString('base64url');
const newToken = (): string => randomBytes(16).toString('base64url'); // 128 bits

export function matchInfo(row: MatchRow): MatchInfo {
  return {
    id: row.id,
    game: row.game,
    options: row.options,
    players: row.players,
    status: row.status,
    version: row.version,
    seats: row.seats.map((s) =>
      s.kind === 'bot'
        ? { kind: 'bot', name: s.name, bot: s.bot, joined: true, takenOver: false }
        : {
            kind: 'human',
            name: s.name,
            bot: null,
            joined: s.name !== null,
            takenOver: s.takenOver,
          },
    ),
    settings: row.settings,
    result: row.result,
    seed: row.status === 'finished' ? row.seed : null,
    rematch: row.rematch,
    rematchOf: row.rematchOf,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
  };
}

const filled = (seats: readonly SeatRow[]) =>
  seats.every((s) => s.kind === 'bot' || s.name !== null);

export class Hub {
  private readonly live = new Map<string, Promise<LiveMatch | null>>();
  private readonly clients = new Map<string, Set<Client>>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly thinking = new Set<string>();
  private sweeper: NodeJS.Timeout | null = null;
  private closed = false;
  readonly now: () => number;

  constructor(
    readonly store: MatchStore,
    readonly bots: BotRunner,
    readonly options: HubOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Listens for other nodes' changes and resumes every match that needs a bot or a clock. */
  async start(): Promise<void> {
    await this.store.subscribe((id, what) => void this.onNotify(id, what));
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
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.queues.values()]);
  }

  /** Runs `fn` after every earlier step on the same match. */
  private serial<T>(id: string, fn: () => Promise<T>): Promise<T> {
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
  private load(id: string): Promise<LiveMatch | null> {
    let entry = this.live.get(id);
    if (!entry) {
      entry = this.rebuild(id);
      this.live.set(id, entry);
      entry.then(
        (m) => m ?? this.live.delete(id),
        () => this.live.delete(id),
      );
    }
    return entry;
  }

  private async rebuild(id: string): Promise<LiveMatch | null> {
    const row = await this.store.get(id);
    if (!row) return null;
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
  private async catchUp(live: LiveMatch): Promise<void> {
    const row = await this.store.get(live.row.id);
    if (!row) return;
    const moves = await this.store.moves(row.id, live.version);
    for (const m of moves) {
      const applied = live.applyLogged(m);
      if (!applied.ok) throw new Error(`log of ${row.id} broken at ${m.version}`);
      live.row = { ...row, version: live.version };
      this.broadcastMove(live, m.version);
    }
    const seatsChanged = row.seatsVersion !== live.row.seatsVersion;
    live.row = row;
    if (seatsChanged) this.broadcastMatch(live);
  }

  private async onNotify(id: string, what: string): Promise<void> {
    if (this.closed || !this.live.has(id)) return;
    await this.serial(id, async () => {
      const live = await this.load(id);
      if (!live) return;
      if (what === 'seats' || Number(what) > live.version) await this.catchUp(live);
      this.scheduleClock(live);
    }).catch((e) => logError(`catching up ${id} failed`, e));
  }

  // ---- matches -------------------------------------------------------------------------------

  async create(req: CreateRequest, rematchOf: MatchRow | null = null): Promise<Created> {
    const game = findGame(req.game)!;
    const tokens = req.seats.map((s) => (s.kind === 'human' ? newToken() : null));
    const seats: SeatRow[] = req.seats.map((s, i) =>
      s.kind === 'bot'
        ? { kind: 'bot', bot: s.bot, name: `${s.bot} bot` }
        : {
            kind: 'human',
            name: null,
            tokenHash: hashToken(tokens[i]!),
            takenOver: false,
            awaySince: null,
          },
    );
    const now = this.now();
    const row: MatchRow = {
      id: newId(),
      game: game.id,
      options: req.options,
      players: req.seats.length,
      seed: randomBytes(16).toString('hex'),
      seats: rematchOf ? rematchOf.seats.map(rejoined) : seats,
      settings: req.settings,
      status: 'open',
      version: 0,
      seatsVersion: 0,
      result: null,
      rematchOf: rematchOf?.id ?? null,
      rematch: null,
      createdAt: now,
      updatedAt: now,
      startedAt: null,
      botTurn: false,
      deadline: null,
    };
    const options = game.parseOptions(row.options);
    if (!options.ok) throw new Error('options are checked before a match is created');
    const started: MatchRow = filled(row.seats)
      ? { ...row, status: 'running', startedAt: now }
      : row;
    const live = new LiveMatch(game, options.value, started);
    const final = { ...started, botTurn: live.botTurn(), deadline: live.deadline() };
    await this.store.create(final);
    if (final.botTurn) void this.serial(final.id, () => this.wake(final.id));
    return { match: matchInfo(final), tokens };
  }

  async info(id: string): Promise<MatchInfo | null> {
    const live = await this.load(id);
    return live ? matchInfo(live.row) : null;
  }

  /** The seat a token belongs to, or null. */
  seatOf(row: MatchRow, token: string): Seat | null {
    const hash = hashToken(token);
    const seat = row.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === hash);
    return seat >= 0 ? seat : null;
  }

  /** Seats a player under `name`; the match starts once every seat is filled. */
  async join(id: string, token: string, name: string): Promise<Outcome<{ seat: Seat }>> {
    return this.serial(id, async () => {
      const live = await this.load(id);
      if (!live) return fail('unknown-match', null, `There is no match ${id}.`);
      const seat = this.seatOf(live.row, token);
      if (seat === null) return fail('bad-token', null, 'This invite token is not for this match.');
      const done = await this.changeSeats(live, (row) => {
        const seats = row.seats.map((s, i) =>
          i === seat && s.kind === 'human' ? { ...s, name } : s,
        );
        const starts = row.status === 'open' && filled(seats);
        return starts ? { seats, status: 'running', startedAt: this.now() } : { seats };
      });
      if (!done.ok) return done;
      await this.afterChange(live);
      return ok({ seat });
    });
  }

  /**
   * Writes a change of seats or status, retrying on top of newer data when another step or
   * node got there first. `change` returns the patch for the row as it is, or null for none.
   */
  private async changeSeats(
    live: LiveMatch,
    change: (row: MatchRow) => MatchPatch | null,
  ): Promise<Outcome<void>> {
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
    return fail('busy', null, 'The match changed too often to apply this; try again.');
  }

  /** After seats or status changed: tell everyone, and let bots and clocks run. */
  private async afterChange(live: LiveMatch): Promise<void> {
    this.broadcastMatch(live);
    this.scheduleBots(live);
    this.scheduleClock(live);
  }

  async rematch(id: string, token: string): Promise<Outcome<MatchInfo>> {
    return this.serial(id, async () => {
      const live = await this.load(id);
      if (!live) return fail('unknown-match', null, `There is no match ${id}.`);
      if (this.seatOf(live.row, token) === null)
        return fail('bad-token', null, 'Only a player of this match can ask for a rematch.');
      if (live.row.status !== 'finished')
        return fail('not-finished', null, 'A rematch can start once this match is over.');
      if (live.row.rematch) {
        const existing = await this.info(live.row.rematch);
        if (existing) return ok(existing);
      }
      const created = await this.create(
        {
          game: live.row.game,
          options: live.row.options,
          seats: live.row.seats.map((s) =>
            s.kind === 'bot' ? { kind: 'bot', bot: s.bot } : { kind: 'human' },
          ),
          settings: live.row.settings,
        },
        live.row,
      );
      const linked = await this.changeSeats(live, () => ({ rematch: created.match.id }));
      if (!linked.ok) return linked;
      this.broadcastMatch(live);
      return ok(created.match);
    });
  }

  // ---- viewers -------------------------------------------------------------------------------

  /**
   * Connects a viewer and returns what it needs to draw the table, with the moves it missed
   * since `since` (or null when the gap is too long and the view alone must do).
   */
  async connect(
    id: string,
    token: string | null,
    since: number | null,
    makeClient: (viewer: Viewer) => Client,
  ): Promise<Outcome<{ client: Client; seat: Seat | null }>> {
    return this.serial(id, async () => {
      const live = await this.load(id);
      if (!live) return fail('unknown-match', null, `There is no match ${id}.`);
      let seat: Seat | null = null;
      if (token !== null) {
        seat = this.seatOf(live.row, token);
        if (seat === null) return fail('bad-token', null, 'This seat token is not for this match.');
      }
      if (seat !== null) await this.handBack(live, seat);
      const client = makeClient(seat ?? 'spectator');
      let set = this.clients.get(id);
      if (!set) this.clients.set(id, (set = new Set()));
      set.add(client);
      const gap = since === null ? live.version : live.version - since;
      const events =
        gap <= MAX_CATCH_UP ? live.events(client.viewer, since ?? 0, client.lang) : null;
      client.send({
        type: 'welcome',
        protocol: 1,
        match: matchInfo(live.row),
        seat,
        events,
        ...this.snapshot(live, client.viewer, client.lang),
      });
      return ok({ client, seat });
    });
  }

  /** A player is back: the takeover bot stops playing for them. */
  private async handBack(live: LiveMatch, seat: Seat): Promise<void> {
    const s = live.row.seats[seat];
    if (s?.kind !== 'human' || (!s.takenOver && s.awaySince === null)) return;
    if (s.takenOver) live.refill(seat, this.now());
    await this.changeSeats(live, (row) => ({
      seats: row.seats.map((x, i) =>
        i === seat && x.kind === 'human' ? { ...x, takenOver: false, awaySince: null } : x,
      ),
    }));
    this.broadcastMatch(live);
    this.scheduleClock(live);
  }

  disconnect(id: string, client: Client): void {
    const set = this.clients.get(id);
    set?.delete(client);
    if (set?.size === 0) this.clients.delete(id);
    const seat = client.viewer;
    if (seat === 'spectator' || this.closed) return;
    const stillHere = [...(set ?? [])].some((c) => c.viewer === seat);
    if (stillHere) return;
    void this.serial(id, async () => {
      const live = await this.load(id);
      const takeover = live?.row.settings.takeover;
      if (!live || !takeover || live.row.status === 'finished') return;
      const awaySince = this.now();
      await this.changeSeats(live, (row) => ({
        seats: row.seats.map((x, i) =>
          i === seat && x.kind === 'human' ? { ...x, awaySince } : x,
        ),
      }));
      this.timer(`away:${id}:${seat}`, takeover.graceMs, () =>
        this.serial(id, () => this.takeOverIfAway(id, seat)),
      );
    }).catch((e) => logError(`marking seat ${seat} of ${id} away failed`, e));
  }

  /** The player asked to leave: the takeover bot plays for them from now on. */
  async leave(id: string, seat: Seat): Promise<Outcome<void>> {
    return this.serial(id, async () => {
      const live = await this.load(id);
      if (!live) return fail('unknown-match', null, `There is no match ${id}.`);
      if (!live.row.settings.takeover)
        return fail('no-takeover', null, 'This match has no takeover bot to play for you.');
      return this.takeOver(live, [seat]);
    });
  }

  private async takeOverIfAway(id: string, seat: Seat): Promise<void> {
    const live = await this.load(id);
    if (!live) return;
    await this.catchUp(live);
    const s = live.row.seats[seat];
    const grace = live.row.settings.takeover?.graceMs ?? Infinity;
    if (s?.kind === 'human' && s.awaySince !== null && this.now() - s.awaySince >= grace - 5)
      await this.takeOver(live, [seat]);
  }

  private async takeOver(live: LiveMatch, seats: readonly Seat[]): Promise<Outcome<void>> {
    const done = await this.changeSeats(live, (row) => ({
      seats: row.seats.map((x, i) =>
        seats.includes(i) && x.kind === 'human' && !x.takenOver ? { ...x, takenOver: true } : x,
      ),
    }));
    if (done.ok) await this.afterChange(live);
    return done;
  }

  private snapshot(live: LiveMatch, viewer: Viewer, lang: Lang): Snapshot {
    const { game, state } = live;
    const toAct = live.row.status === 'running' ? live.toAct() : [];
    const mine = viewer !== 'spectator' && toAct.includes(viewer);
    return {
      version: live.version,
      view: game.view(state, viewer),
      toAct,
      legal: mine
        ? game.legalMoves(state, viewer).map((m) => ({
            move: game.encodeMove(m),
            label: game.moveLabel(state, viewer, m, lang),
          }))
        : [],
      result: live.result(),
      clocks: live.clocksAt(this.now()),
    };
  }

  private broadcastMove(live: LiveMatch, version: number): void {
    this.broadcast(live, (viewer, lang) => ({
      type: 'update',
      event: live.events(viewer, version - 1, lang)[0]!,
      ...this.snapshot(live, viewer, lang),
    }));
  }

  /** Seats or status changed: everyone gets the match and a fresh snapshot (who acts may change). */
  private broadcastMatch(live: LiveMatch): void {
    const match = matchInfo(live.row);
    this.broadcast(live, (viewer, lang) => ({
      type: 'match',
      match,
      ...this.snapshot(live, viewer, lang),
    }));
  }

  /**
   * Sends every client of the match its message, built once per viewer and language: clients
   * that share both (spectators, a player's second tab) get the same object, which the socket
   * layer then serializes once.
   */
  private broadcast(live: LiveMatch, build: (viewer: Viewer, lang: Lang) => ServerMessage): void {
    const built = new Map<string, ServerMessage>();
    for (const client of this.clients.get(live.row.id) ?? []) {
      const key = `${client.viewer} ${client.lang}`;
      let message = built.get(key);
      if (!message) built.set(key, (message = build(client.viewer, client.lang)));
      client.send(message);
    }
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
  ): Promise<Outcome<number>> {
    return this.serial(id, async () => {
      const live = await this.load(id);
      if (!live) return fail('unknown-match', null, `There is no match ${id}.`);
      if (version > live.version) await this.catchUp(live);
      for (let attempt = 0; ; attempt++) {
        const status = live.row.status;
        if (status === 'open')
          return fail('not-started', null, 'The match starts once every seat is filled.');
        if (status === 'finished') return fail('match-over', null, 'This match is over.');
        if (version !== live.version) {
          return fail(
            'stale-version',
            null,
            `The move was made at version ${version}, but the match is at ${live.version}.`,
          );
        }
        const checked = live.check(seat, text);
        if (!checked.ok) return checked;
        const botSeat = live.botSeats().includes(seat);
        if (by !== 'player' && !botSeat)
          return fail('not-a-bot-seat', null, `Seat ${seat} is not played by a bot now.`);
        // A player who moves while a bot stands in for them takes the seat back.
        if (by === 'player' && botSeat) await this.handBack(live, seat);
        const written = await this.append(live, seat, text, by, checked.value);
        if (written) break;
        await this.catchUp(live);
        if (attempt >= 3) return fail('busy', null, 'The match is busy; try again.');
      }
      onStored(live.version);
      this.broadcastMove(live, live.version);
      if (live.row.status === 'finished') this.broadcastMatch(live);
      this.scheduleBots(live);
      this.scheduleClock(live);
      return ok(live.version);
    });
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
    if (await this.store.append(after.id, expected, { ...move, clocks }, patch)) {
      live.row = { ...after, ...patch, version: live.version, updatedAt: at } as MatchRow;
      return true;
    }
    live.rollback(mark);
    return false;
  }

  // ---- bots and clocks -----------------------------------------------------------------------

  private scheduleBots(live: LiveMatch): void {
    if (this.closed) return;
    const id = live.row.id;
    const version = live.version;
    for (const seat of live.botSeats()) {
      const key = `${id}:${version}:${seat}`;
      if (this.thinking.has(key)) continue;
      this.thinking.add(key);
      const s = live.row.seats[seat]!;
      const bot = s.kind === 'bot' ? s.bot : (live.row.settings.takeover?.bot ?? 'random');
      const by: MoveRow['by'] = s.kind === 'bot' ? 'bot' : 'takeover';
      const view = live.game.view(live.state, seat);
      const legal = live.game.legalMoves(live.state, seat).map((m) => live.game.encodeMove(m));
      const think = async () => {
        try {
          if (this.closed) return;
          const move = await this.bots.choose({
            game: live.game,
            seat,
            view,
            legal,
            bot,
            seed: `${live.row.seed}/${version}/${seat}`,
          });
          if (!this.closed) await this.submit(id, seat, version, move, by);
        } catch (e) {
          logError(`bot for seat ${seat} of ${id} failed`, e);
        } finally {
          this.thinking.delete(key);
        }
      };
      setTimeout(() => void think(), this.options.botDelayMs).unref();
    }
  }

  /** Sets the timer for the first clock to run out among the seats to act. */
  private scheduleClock(live: LiveMatch): void {
    const id = live.row.id;
    const deadline = live.deadline();
    const key = `clock:${id}`;
    if (deadline === null) {
      clearTimeout(this.timers.get(key));
      this.timers.delete(key);
      return;
    }
    this.timer(key, Math.max(0, deadline - this.now()), () =>
      this.serial(id, () => this.onClock(id)),
    );
  }

  private timer(key: string, ms: number, fn: () => Promise<unknown>): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(key));
    const t = setTimeout(() => {
      this.timers.delete(key);
      fn().catch((e) => logError(`timer ${key} failed`, e));
    }, ms);
    t.unref();
    this.timers.set(key, t);
  }

  /** A clock may have run out: forfeit the match, or hand the seat to the takeover bot. */
  private async onClock(id: string): Promise<void> {
    const live = await this.load(id);
    if (!live) return;
    await this.catchUp(live);
    const now = this.now();
    const clocks = live.clocksAt(now);
    const tc = live.row.settings.timeControl;
    if (!clocks || !tc || live.row.status !== 'running') return;
    const out = live.toAct().filter((s) => {
      const seat = live.row.seats[s];
      return seat?.kind === 'human' && !seat.takenOver && clocks[s]! <= 0;
    });
    if (out.length === 0) return this.scheduleClock(live);
    if (tc.onTimeout === 'takeover' && live.row.settings.takeover) {
      await this.takeOver(live, out);
      return;
    }
    const loser = out[0]!;
    const result: MatchEnd = {
      scores: null,
      ranking: live.row.seats.map((_, s) => (s === loser ? live.players : 1)),
      tieBreaks: [`Seat ${loser} lost on time.`],
      forfeit: loser,
    };
    const done = await this.changeSeats(live, () => ({
      status: 'finished',
      result,
      botTurn: false,
      deadline: null,
    }));
    if (done.ok) await this.afterChange(live);
  }

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
    for (const id of ids) void this.serial(id, () => this.wake(id));
    await this.evict();
  }

  /**
   * Forgets matches nobody watches: finished ones at once, others after an idle spell. They are
   * rebuilt from the log if anyone comes back.
   */
  private async evict(): Promise<void> {
    const idleSince = this.now() - EVICT_IDLE_MS;
    for (const [id, entry] of this.live) {
      if (this.clients.has(id) || this.queues.has(id)) continue;
      const live = await entry.catch(() => null);
      if (!live) continue;
      const botsWorking = [...this.thinking].some((k) => k.startsWith(`${id}:`));
      const idle = live.row.status === 'finished' || live.row.updatedAt < idleSince;
      if (idle && !botsWorking && !this.clients.has(id) && !this.queues.has(id)) {
        this.live.delete(id);
        clearTimeout(this.timers.get(`clock:${id}`));
        this.timers.delete(`clock:${id}`);
      }
    }
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
      if (deadline !== null && deadline <= this.now()) await this.onClock(id);
      this.scheduleBots(live);
      this.scheduleClock(live);
    } catch (e) {
      logError(`resuming ${id} failed`, e);
    }
  }

  /**
   * Record of a match for a viewer: finished matches in full; running ones without secrets,
   * with the log in `lang`.
   */
  async record(id: string, token: string | null, lang: Lang = 'en'): Promise<Outcome<unknown>> {
    return this.serial(id, async () => {
      const live = await this.load(id);
      if (!live) return fail('unknown-match', null, `There is no match ${id}.`);
      const row = live.row;
      const moves = await this.store.moves(id);
      if (row.status === 'finished') {
        return ok({
          format: 'moontable-record/1',
          game: row.game,
          options: row.options,
          players: row.players,
          seed: row.seed,
          moves: moves.map((m) => ({ seat: m.seat, move: m.move })),
        });
      }
      let viewer: Viewer = 'spectator';
      if (token !== null) {
        const seat = this.seatOf(row, token);
        if (seat === null) return fail('bad-token', null, 'This seat token is not for this match.');
        viewer = seat;
      }
      // While the match runs, the seed (which fixes every hidden card) stays secret and other
      // seats' moves are given as this viewer's log lines only.
      const events = live.events(viewer, 0, lang);
      return ok({
        format: 'moontable-partial-record/1',
        game: row.game,
        options: row.options,
        players: row.players,
        viewer,
        moves: events.map((e) => ({
          seat: e.seat,
          move: e.seat === viewer ? moves[e.version - 1]!.move : null,
          log: e.lines,
        })),
      });
    });
  }
}

/** One line per failure: a server log should not drown in stack traces of database errors. */
export function logError(context: string, e: unknown): void {
  console.error(`moontable: ${context}: ${e instanceof Error ? e.message : String(e)}`);
}

/** A running match nobody watches stays in memory this long after its last change. */
const EVICT_IDLE_MS = 10 * 60_000;

/** Moves sent on reconnect; past this gap the client gets the view alone. */
export const MAX_CATCH_UP = 1000;

/** The same people at the rematch table: joined, back in their seats, nobody taken over. */
function rejoined(s: SeatRow): SeatRow {
  return s.kind === 'human' ? { ...s, takenOver: false, awaySince: null } : s;
}

/** Checks a create request from untrusted JSON. */
export function parseCreate(body: unknown): Outcome<CreateRequest> {
  const bad = (message: string) => fail<CreateRequest>('bad-request', null, message);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return bad('The body must be a JSON object.');
  const b = body as Record<string, unknown>;
  if (typeof b.game !== 'string') return bad('"game" must be a game id.');
  const game = findGame(b.game);
  if (!game) return fail('unknown-game', null, `Unknown game "${b.game}".`);
  const options = (b.options ?? {}) as OptionValues;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return bad('"options" must be an object.');
  const parsed = game.parseOptions(options);
  if (!parsed.ok) return parsed;
  if (!Array.isArray(b.seats)) return bad('"seats" must be a list with one entry per seat.');
  const players = checkPlayers(game, b.seats.length);
  if (players) return { ok: false, error: players };
  const seats: CreateRequest['seats'][number][] = [];
  for (const [i, s] of (b.seats as unknown[]).entries()) {
    const seat = s as Record<string, unknown> | null;
    if (seat?.kind === 'human') seats.push({ kind: 'human' });
    else if (seat?.kind === 'bot') {
      const bot = seat.bot ?? 'random';
      if (typeof bot !== 'string')
        return bad(`Seat ${i}: "bot" must be a bot name such as "random".`);
      const checked = checkBot(bot, game);
      if (!checked.ok) return fail(checked.error.code, null, `Seat ${i}: ${checked.error.message}`);
      seats.push({ kind: 'bot', bot: checked.value });
    } else return bad(`Seat ${i} must be {"kind": "human"} or {"kind": "bot", "bot": "random"}.`);
  }
  const settings = parseSettings(b, game);
  if (!settings.ok) return settings;
  return ok({ game: game.id, options: options, seats, settings: settings.value });
}

const DAY_MS = 86_400_000;

function parseSettings(b: Record<string, unknown>, game: AnyGame): Outcome<MatchSettings> {
  const bad = (message: string) => fail<MatchSettings>('bad-request', null, message);
  const ms = (x: unknown, min: number) =>
    typeof x === 'number' && Number.isInteger(x) && x >= min && x <= 30 * DAY_MS;
  let timeControl: MatchSettings['timeControl'] = null;
  if (b.timeControl !== undefined && b.timeControl !== null) {
    const tc = b.timeControl as Record<string, unknown>;
    if (!ms(tc.initialMs, 1000)) return bad('"timeControl.initialMs" must be 1000 ms or more.');
    if (!ms(tc.incrementMs ?? 0, 0)) return bad('"timeControl.incrementMs" must be 0 or more.');
    const onTimeout = tc.onTimeout ?? 'forfeit';
    if (onTimeout !== 'takeover' && onTimeout !== 'forfeit')
      return bad('"timeControl.onTimeout" must be "takeover" or "forfeit".');
    timeControl = {
      initialMs: tc.initialMs as number,
      incrementMs: (tc.incrementMs as number | undefined) ?? 0,
      onTimeout,
    };
  }
  let takeover: MatchSettings['takeover'] = null;
  if (b.takeover !== undefined && b.takeover !== null) {
    const t = b.takeover as Record<string, unknown>;
    const named = t.bot ?? 'random';
    const checked = typeof named === 'string' ? checkBot(named, game) : null;
    if (!checked?.ok)
      return bad(
        `"takeover.bot": ${checked?.error.message ?? 'must be a bot name such as "random"'}`,
      );
    const bot = checked.value;
    if (!ms(t.graceMs ?? 60_000, 0)) return bad('"takeover.graceMs" must be 0 or more.');
    takeover = { bot, graceMs: (t.graceMs as number | undefined) ?? 60_000 };
  }
  if (timeControl?.onTimeout === 'takeover' && !takeover)
    return bad('"timeControl.onTimeout": "takeover" needs a "takeover" bot.');
  return ok({ timeControl, takeover });
}

export type { LogEvent };
