// A match in memory: the engine state rebuilt from the log, each move's facts, and the clocks.
// Everything here is derived from the match row and its moves, so any node can rebuild it after
// a restart and get the same thing.
//
// Facts, then words (engine facts.ts): a move's facts are computed once, when it is applied, and
// kept; its log lines are worded from them when they are sent, for the viewer and language that
// asks, so nothing is worded for a viewer nobody is or kept worded in every language.

import type { AnyGame, GameResult, Lang, Result, Seat, Viewer } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import { wordsFor } from '../engine/facts.ts';
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
   * Each move's facts as the game reported them, as JSON text (one flat string a move is the
   * smallest a match can keep them), by move: index 0 is move 1.
   */
  private readonly facts: string[] = [];
  /** The last move's facts read back, as every viewer is sent that move in turn. */
  private lastFacts: { text: string; facts: readonly unknown[] } | null = null;
  private readonly moveMeta: { seat: Seat; by: MoveRow['by']; at: number }[] = [];
  /** The move strings of the log. */
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

  /** The last move text parsed, as `check` and then `applyLogged` read the same move. */
  private lastParsed: { text: string; move: Result<unknown> } | null = null;

  private parse(text: string): Result<unknown> {
    if (this.lastParsed?.text !== text)
      this.lastParsed = { text, move: this.game.parseMove(text) as Result<unknown> };
    return this.lastParsed.move;
  }

  /** Checks a move by `seat` against the current state, without changing anything. */
  check(seat: Seat, text: string): Result<unknown> {
    const parsed = this.parse(text);
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
    const parsed = this.parse(m.move);
    if (!parsed.ok) return parsed;
    const toActBefore = this.toAct();
    this.facts.push(JSON.stringify(this.game.facts(before, m.seat, parsed.value, after)));
    this.state = after;
    this.version = m.version;
    this.moves.push(m.move);
    this.moveMeta.push({ seat: m.seat, by: m.by, at: m.at });
    this.runClocks(toActBefore, m);
    return ok(undefined);
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
    this.facts.length = this.moves.length = this.moveMeta.length = m.version;
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
    return this.facts.slice(from, this.version).map((facts, i) => ({
      version: from + i + 1,
      ...this.moveMeta[from + i]!,
      lines: wordsFor(this.game, this.read(facts), viewer, lang),
    }));
  }

  private read(text: string): readonly unknown[] {
    if (this.lastFacts?.text !== text)
      this.lastFacts = { text, facts: JSON.parse(text) as unknown[] };
    return this.lastFacts.facts;
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
