// A match in memory: the engine state rebuilt from the log, the log lines each viewer may read,
// and the clocks. Everything here is derived from the match row and its moves, so any node can
// rebuild it after a restart and get the same thing.
//
// The log lines of the last moves are kept, worded for every viewer; older ones are worded
// again from the moves when a client asks for them (a join, a reconnect after a long absence, a
// record). A match's memory then stays about the same from its first move to its last, where
// keeping every line made a long game hold several times its state.

import type { AnyGame, GameResult, Lang, Result, Seat, Viewer } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import { notYourTurn } from '../engine/record.ts';
import type { LogEvent } from '../protocol/wire.ts';
import type { MatchRow, MoveRow } from '../store/store.ts';

/**
 * A live table without clocks ends when a person to act makes no move for this long: the table
 * was left (the seat forfeits). Turn-based tables have their own deadlines instead.
 */
export const IDLE_LIMIT_MS = 24 * 3_600_000;

export class LiveMatch {
  state: unknown;
  version = 0;
  /**
   * The log lines of the last `RECENT` moves per language, indexed by viewer: seats 0..n-1,
   * then the spectator; `from` moves come before them. English is always kept; another language
   * once a client asked for it (and kept up to date with every move from there on).
   */
  private readonly lines: Partial<Record<Lang, Recent>> = { en: { from: 0, byMove: [] } };
  private readonly moveMeta: { seat: Seat; by: MoveRow['by']; at: number }[] = [];
  /** The move strings of the log, to word the moves again in a language asked for later. */
  private readonly moves: string[] = [];
  /** Time banks by seat, not counting the time running since `since[seat]`. */
  banks: number[];
  /** When each seat's clock started running (ms), for seats to act. */
  private since: number[];

  constructor(
    readonly game: AnyGame,
    readonly options: unknown,
    public row: MatchRow,
  ) {
    this.state = game.setup(options, row.players, row.seed);
    const initial = row.settings.timeControl?.initialMs ?? 0;
    this.banks = Array.from({ length: row.players }, () => initial);
    const start = row.startedAt ?? row.createdAt;
    this.since = Array.from({ length: row.players }, () => start);
  }

  get players(): number {
    return this.row.players;
  }

  toAct(): readonly Seat[] {
    return this.game.toAct(this.state);
  }

  result(): GameResult | null {
    return this.game.result(this.state);
  }

  /** Checks a move by `seat` against the current state, without changing anything. */
  check(seat: Seat, text: string): Result<unknown> {
    const parsed = this.game.parseMove(text);
    if (!parsed.ok) return parsed;
    const toAct = this.toAct();
    if (!toAct.includes(seat)) return { ok: false, error: notYourTurn(seat, toAct) };
    const next = this.game.apply(this.state, seat, parsed.value);
    return next.ok ? ok(next.value) : next;
  }

  /** Applies the next logged move; `next` is the state `check` returned, when known. */
  applyLogged(m: MoveRow, next?: unknown): Result<void> {
    if (m.version !== this.version + 1) {
      return fail('log-gap', null, `Move ${m.version} does not follow ${this.version}.`);
    }
    let after = next;
    if (after === undefined) {
      const checked = this.check(m.seat, m.move);
      if (!checked.ok) return checked;
      after = checked.value;
    }
    const before = this.state;
    const parsed = this.game.parseMove(m.move);
    if (!parsed.ok) return parsed;
    const toActBefore = this.toAct();
    for (const [lang, recent] of this.languages()) {
      recent.byMove.push(this.describe(before, m.seat, parsed.value, after, lang));
      if (recent.byMove.length > RECENT) {
        recent.byMove.shift();
        recent.from++;
      }
    }
    this.state = after;
    this.version = m.version;
    this.moves.push(m.move);
    this.moveMeta.push({ seat: m.seat, by: m.by, at: m.at });
    this.runClocks(toActBefore, m);
    return ok(undefined);
  }

  /** The lines of one move for every viewer: seats 0..n-1, then the spectator. */
  private describe(
    before: unknown,
    seat: Seat,
    move: unknown,
    after: unknown,
    lang: Lang,
  ): (readonly string[])[] {
    const perViewer: (readonly string[])[] = [];
    for (let v = 0; v <= this.players; v++) {
      const viewer: Viewer = v === this.players ? 'spectator' : v;
      const lines = this.game.describe(before, seat, move, after, viewer, lang);
      perViewer.push(perViewer.find((other) => same(other, lines)) ?? flat(lines));
    }
    return perViewer;
  }

  private languages(): [Lang, Recent][] {
    return Object.entries(this.lines) as [Lang, Recent][];
  }

  /**
   * The lines of moves `after + 1` on for `viewer` in `lang` (index 0 is move `after + 1`): from
   * the kept ones when they reach back that far, else worded again by replaying the log. A
   * language asked for the first time is kept from then on.
   */
  private linesFor(viewer: Viewer, after: number, lang: Lang): (readonly string[])[] {
    const index = viewer === 'spectator' ? this.players : viewer;
    const kept = this.lines[lang];
    if (kept && after >= kept.from)
      return kept.byMove.slice(after - kept.from).map((perViewer) => perViewer[index]!);
    const recent: Recent = { from: Math.max(0, this.version - RECENT), byMove: [] };
    const out: (readonly string[])[] = [];
    let state = this.game.setup(this.options, this.players, this.row.seed);
    this.moves.forEach((text, i) => {
      const seat = this.moveMeta[i]!.seat;
      const move = this.game.parseMove(text);
      const next = move.ok ? this.game.apply(state, seat, move.value) : move;
      // The log was checked move by move when it was applied, so this replay cannot fail.
      if (!move.ok || !next.ok) throw new Error(`move ${i + 1} of ${this.row.id} does not replay`);
      if (!kept && i >= recent.from)
        recent.byMove.push(this.describe(state, seat, move.value, next.value, lang));
      if (i >= after)
        out.push(this.game.describe(state, seat, move.value, next.value, viewer, lang));
      state = next.value;
    });
    if (!kept) this.lines[lang] = recent;
    return out;
  }

  /** Time banks after a move at `m.at`; the mover's bank gets the increment. */
  private runClocks(toActBefore: readonly Seat[], m: MoveRow): void {
    const tc = this.row.settings.timeControl;
    if (!tc) return;
    const toActAfter = this.toAct();
    for (const s of toActBefore) {
      if (s === m.seat || !toActAfter.includes(s)) this.banks[s]! -= m.at - this.since[s]!;
    }
    if (m.seat < this.players) this.banks[m.seat]! += tc.incrementMs;
    for (const s of toActAfter) {
      if (s === m.seat || !toActBefore.includes(s)) this.since[s] = m.at;
    }
  }

  /** Banks as they stand at `now`, with the running clocks counted. */
  clocksAt(now: number): number[] | null {
    if (!this.row.settings.timeControl) return null;
    const toAct = this.toAct();
    return this.banks.map((bank, s) => (toAct.includes(s) ? bank - (now - this.since[s]!) : bank));
  }

  /** Gives a returning player's bank back at least one increment, so they are not out at once. */
  refill(seat: Seat, now: number): void {
    const tc = this.row.settings.timeControl;
    if (!tc) return;
    const running = this.toAct().includes(seat) ? now - this.since[seat]! : 0;
    this.banks[seat] = Math.max(this.banks[seat]!, running + tc.incrementMs);
  }

  /** Starts every clock at `at`, when play begins. */
  startClocks(at: number): void {
    this.since.fill(at);
  }

  /** Everything `applyLogged` changes, to put back if the database refuses the move. */
  mark(): { state: unknown; version: number; banks: number[]; since: number[]; row: MatchRow } {
    const { state, version, row } = this;
    return { state, version, row, banks: [...this.banks], since: [...this.since] };
  }

  rollback(m: ReturnType<LiveMatch['mark']>): void {
    for (const [lang, recent] of this.languages()) {
      // The move undone was the last one kept; a window that no longer reaches is worded again.
      if (m.version >= recent.from) recent.byMove.length = m.version - recent.from;
      else if (lang === 'en') this.lines.en = { from: m.version, byMove: [] };
      else delete this.lines[lang];
    }
    this.moves.length = this.moveMeta.length = m.version;
    Object.assign(this, m);
  }

  /**
   * When the first human clock among the seats to act runs out; at a live table without clocks,
   * when a person to act has let `IDLE_LIMIT_MS` pass since the last move (the table is left);
   * null at a turn-based table (turns.ts keeps its deadlines) or when no person is to act.
   */
  deadline(row: MatchRow = this.row): number | null {
    if (row.status !== 'running' || row.settings.turn) return null;
    const people = this.toAct().filter((s) => {
      const seat = row.seats[s];
      return seat?.kind === 'human' && !seat.takenOver;
    });
    if (people.length === 0) return null;
    if (!row.settings.timeControl) return this.lastActivity(row) + IDLE_LIMIT_MS;
    return Math.min(...people.map((s) => this.since[s]! + this.banks[s]!));
  }

  /** The last move's time, or the start: what the idle limit of an untimed table counts from. */
  lastActivity(row: MatchRow = this.row): number {
    return this.moveMeta.at(-1)?.at ?? row.startedAt ?? row.createdAt;
  }

  /** True when a server must move for a seat to act (a bot, or a player taken over). */
  botTurn(row: MatchRow = this.row): boolean {
    return this.botSeats(row).length > 0;
  }

  botSeats(row: MatchRow = this.row): Seat[] {
    if (row.status !== 'running') return [];
    return this.toAct().filter((s) => {
      const seat = row.seats[s];
      return seat?.kind === 'bot' || (seat?.kind === 'human' && seat.takenOver);
    });
  }

  /** The last move of the log (its string, seat and who chose it), or null before the first. */
  lastMove(): { move: string; seat: Seat; by: MoveRow['by'] } | null {
    const meta = this.moveMeta.at(-1);
    return meta ? { move: this.moves.at(-1)!, seat: meta.seat, by: meta.by } : null;
  }

  /** Becomes `other`, a rebuild of the same match (after a move was taken back). */
  become(other: LiveMatch): void {
    Object.assign(this, other);
  }

  /** When the last move was made, or play began (ms); null while the match is open. */
  lastMoveAt(): number | null {
    return this.moveMeta.at(-1)?.at ?? this.row.startedAt;
  }

  /**
   * How long `seat` took over its last `count` moves by its own hand (not a bot's), each from
   * the move before it (or the start of play) to its own, in ms, most recent last.
   */
  thinkTimes(seat: Seat, count: number): number[] {
    const out: number[] = [];
    for (let i = this.moveMeta.length - 1; i >= 0 && out.length < count; i--) {
      const m = this.moveMeta[i]!;
      if (m.seat !== seat || m.by !== 'player') continue;
      const before = i > 0 ? this.moveMeta[i - 1]!.at : (this.row.startedAt ?? m.at);
      out.unshift(m.at - before);
    }
    return out;
  }

  /** The log as `viewer` reads it in `lang`, from version `after + 1` on. */
  events(viewer: Viewer, after = 0, lang: Lang = 'en'): LogEvent[] {
    const from = Math.max(after, 0);
    if (from >= this.version) return [];
    return this.linesFor(viewer, from, lang).map((lines, i) => ({
      version: from + i + 1,
      ...this.moveMeta[from + i]!,
      lines,
    }));
  }

  /**
   * The match's record as `viewer` may have it: a finished match in full (the engine's record,
   * seed included); a running one without the seed (which fixes every hidden card), with other
   * seats' moves given only as this viewer's log lines in `lang`.
   */
  record(moves: readonly MoveRow[], viewer: Viewer, lang: Lang): unknown {
    const row = this.row;
    if (row.status === 'finished') {
      return {
        format: 'moontable-record/1',
        game: row.game,
        options: row.options,
        players: row.players,
        seed: row.seed,
        moves: moves.map((m) => ({ seat: m.seat, move: m.move })),
      };
    }
    return {
      format: 'moontable-partial-record/1',
      game: row.game,
      options: row.options,
      players: row.players,
      viewer,
      moves: this.events(viewer, 0, lang).map((e) => ({
        seat: e.seat,
        move: e.seat === viewer ? moves[e.version - 1]!.move : null,
        log: e.lines,
      })),
    };
  }
}

/** How many moves' log lines a match keeps worded for every viewer. */
const RECENT = 16;

interface Recent {
  /** Moves before the first one kept. */
  from: number;
  /** Per move kept, its lines per viewer (seats, then the spectator). */
  readonly byMove: (readonly string[])[][];
}

const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * The lines as flat strings: a line built from pieces is a tree of them in V8, several times its
 * own size, and a match keeps every line of its log.
 */
const flat = (lines: readonly string[]): readonly string[] =>
  JSON.parse(JSON.stringify(lines)) as string[];
