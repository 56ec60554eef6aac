// A match in memory: the engine state rebuilt from the log, the log lines each viewer may read,
// and the clocks. Everything here is derived from the match row and its moves, so any node can
// rebuild it after a restart and get the same thing.

import type { AnyGame, GameResult, Outcome, Seat, Viewer } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import { notYourTurn } from '../engine/record.ts';
import type { MatchRow, MoveRow } from '../store/store.ts';

/** One applied move as a viewer reads it. */
export interface LogEvent {
  readonly version: number;
  readonly seat: Seat;
  readonly by: MoveRow['by'];
  readonly at: number;
  readonly lines: readonly string[];
}

export class LiveMatch {
  state: unknown;
  version = 0;
  /** Log lines per move, indexed by viewer: seats 0..n-1, then the spectator. */
  private readonly lines: (readonly string[])[][] = [];
  private readonly moveMeta: { seat: Seat; by: MoveRow['by']; at: number }[] = [];
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
  check(seat: Seat, text: string): Outcome<unknown> {
    const parsed = this.game.parseMove(text);
    if (!parsed.ok) return parsed;
    const toAct = this.toAct();
    if (!toAct.includes(seat)) return { ok: false, error: notYourTurn(seat, toAct) };
    const next = this.game.apply(this.state, seat, parsed.value);
    return next.ok ? ok(next.value) : next;
  }

  /** Applies the next logged move; `next` is the state `check` returned, when known. */
  applyLogged(m: MoveRow, next?: unknown): Outcome<void> {
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
    const perViewer: (readonly string[])[] = [];
    for (let v = 0; v <= this.players; v++) {
      const viewer: Viewer = v === this.players ? 'spectator' : v;
      perViewer.push(this.game.describe(before, m.seat, parsed.value, after, viewer));
    }
    this.state = after;
    this.version = m.version;
    this.lines.push(perViewer);
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
    this.lines.length = this.moveMeta.length = m.version;
    Object.assign(this, m);
  }

  /** When the first human clock among the seats to act runs out, or null. */
  deadline(row: MatchRow = this.row): number | null {
    if (!row.settings.timeControl || row.status !== 'running') return null;
    let first: number | null = null;
    for (const s of this.toAct()) {
      const seat = row.seats[s];
      if (seat?.kind !== 'human' || seat.takenOver) continue;
      const at = this.since[s]! + this.banks[s]!;
      if (first === null || at < first) first = at;
    }
    return first;
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

  /** The log as `viewer` reads it, from version `after + 1` on. */
  events(viewer: Viewer, after = 0): LogEvent[] {
    const index = viewer === 'spectator' ? this.players : viewer;
    const out: LogEvent[] = [];
    for (let v = Math.max(after, 0); v < this.version; v++) {
      const meta = this.moveMeta[v]!;
      out.push({ version: v + 1, ...meta, lines: this.lines[v]![index]! });
    }
    return out;
  }
}
