// Clocks at the table: one timer per match for the first bank of a seat to act to run out, and
// what happens then (the match is forfeited, or the takeover bot plays for the seat). Timers
// are only a shortcut: the deadline is on the match row, so the sweep of any node finds it too.
// A Node timer holds at most 2^31-1 ms (24.8 days; longer ones fire after 1 ms), and clocks go
// up to 30 days plus increments: a timer waits at most `MAX_TIMER_MS` and, when it fires early,
// waits again for what is left of the real deadline, so a long clock costs one wake-up a day.

import { IDLE_LIMIT_MS } from './live.ts';
import type { LiveMatch } from './live.ts';
import type { Result, Seat } from '../engine/game.ts';
import type { MatchSteps } from './hub-api.ts';
import { logError } from './log.ts';
import type { MatchEnd } from '../store/store.ts';

/** The longest single wait of a timer here: a day, well inside Node's 2^31-1 ms. */
export const MAX_TIMER_MS = 86_400_000;

/** What clocks ask of the hub: its steps, and the takeover bot for seats out of time. */
export interface ClocksHub extends MatchSteps {
  readonly seats: { takeOver(live: LiveMatch, seats: readonly Seat[]): Promise<Result<void>> };
}

export class Clocks {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly hub: ClocksHub) {}

  close(): void {
    this.closed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  /** Sets the timer for the first clock to run out among the seats to act. */
  schedule(live: LiveMatch): void {
    const id = live.row.id;
    const deadline = live.deadline();
    const key = `clock:${id}`;
    if (deadline === null) {
      clearTimeout(this.timers.get(key));
      this.timers.delete(key);
      return;
    }
    this.timer(key, Math.max(0, deadline - this.hub.now()), () =>
      this.hub.serial(id, () => this.onClock(id)),
    );
  }

  /**
   * Runs `fn` after `ms`, replacing an earlier timer under the same key. A wait longer than
   * `MAX_TIMER_MS` is taken in pieces, each measured against the real deadline.
   */
  timer(key: string, ms: number, fn: () => Promise<unknown>): void {
    if (this.closed) return;
    const at = this.hub.now() + Math.max(0, ms);
    const arm = () => {
      clearTimeout(this.timers.get(key));
      const left = at - this.hub.now();
      const t = setTimeout(
        () => {
          this.timers.delete(key);
          if (this.closed) return;
          if (at - this.hub.now() > 0 && left > MAX_TIMER_MS) return arm();
          fn().catch((e) => logError(`timer ${key} failed`, e));
        },
        Math.min(Math.max(0, left), MAX_TIMER_MS),
      );
      t.unref();
      this.timers.set(key, t);
    };
    arm();
  }

  /** Forgets the clock of a match that leaves memory. */
  forget(id: string): void {
    clearTimeout(this.timers.get(`clock:${id}`));
    this.timers.delete(`clock:${id}`);
  }

  /** A clock may have run out: forfeit the match, or hand the seat to the takeover bot. */
  async onClock(id: string): Promise<void> {
    const hub = this.hub;
    const live = await hub.load(id);
    if (!live) return;
    await hub.catchUp(live);
    const now = hub.now();
    const deadline = live.deadline();
    if (deadline === null) return;
    if (deadline > now) return this.schedule(live);
    const clocks = live.clocksAt(now);
    const tc = live.row.settings.timeControl;
    // With clocks, the seats whose bank is empty; at an untimed table, the people to act, who
    // let the idle limit pass (live.ts).
    const out = live.toAct().filter((s) => {
      const seat = live.row.seats[s];
      return seat?.kind === 'human' && !seat.takenOver && (!clocks || clocks[s]! <= 0);
    });
    if (out.length === 0) return this.schedule(live);
    if (tc?.onTimeout === 'takeover' && live.row.settings.takeover) {
      await hub.seats.takeOver(live, out);
      return;
    }
    const loser = out[0]!;
    const hours = Math.round(IDLE_LIMIT_MS / 3_600_000);
    const result: MatchEnd = {
      scores: null,
      ranking: live.row.seats.map((_, s) => (s === loser ? live.players : 1)),
      tieBreaks: [
        tc ? `Seat ${loser} lost on time.` : `Seat ${loser} left: no move in ${hours} hours.`,
      ],
      forfeit: loser,
    };
    const done = await hub.updateMatch(live, () => ({
      status: 'finished',
      result,
      botTurn: false,
      deadline: null,
    }));
    if (done.ok) hub.afterChange(live);
  }
}
