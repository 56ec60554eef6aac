// Is the server busy? Under overload it answers `busy` at once (a WebSocket error, HTTP 503)
// instead of taking on work that would wait: latency stays near what a quiet server gives, and
// the refused client tries again. Two signals: how late the event loop runs (every frame waits
// that long to be read), and how long the oldest move has waited for the database; a person's
// move is judged by the person's lane only, which goes ahead of every other statement
// (store/lanes.ts), so moves of all-bot tables waiting long do not turn a person away. A third,
// memory, turns away only what would bring more into memory (new sockets, matches and seats):
// a server near its heap limit keeps its tables playing instead of dying of one table too many.

import { getHeapStatistics } from 'node:v8';

export interface LoadSettings {
  /** Busy while the loop ran this late on average over the last 200 ms (ms). */
  readonly busyLagMs: number;
  /** Busy while a move has waited this long to be committed (ms). */
  readonly busyDbMs: number;
  /** Full while the JavaScript heap holds more than this share of its limit (0 to 1). */
  readonly busyHeap: number;
}

/**
 * The loop is sampled this often (ms); lag is the mean lateness over the last window (200 ms),
 * so one garbage-collection pause does not turn players away but a loop that stays behind does.
 * Every tick wakes an idle process (on a shared machine, about 0.1 ms of CPU each): 50 ms, not
 * less, keeps that to 20 a second.
 */
const TICK_MS = 50;
const WINDOW_TICKS = 4;

export class Load {
  private timer: NodeJS.Timeout | null = null;
  private expected = 0;
  private total = 0;
  private ticks = 0;
  /** Mean lateness of the loop over the last full window (ms). */
  lagMs = 0;
  /** The heap in use as a share of its limit, at the end of the last window. */
  heapShare = 0;
  /**
   * Cleared when a stop begins: /readyz answers 503 (so load balancers send no one new) while
   * the server still serves everything, for the drain grace period.
   */
  ready = true;
  /** Set while the server drains before stopping: it takes no new work. */
  draining = false;

  constructor(
    private readonly settings: LoadSettings,
    /** The oldest move's wait for the database (ms): a person's moves only with 'person'. */
    private readonly dbWaitMs: (lane?: 'person') => number,
  ) {}

  start(): void {
    this.measureHeap();
    this.expected = performance.now() + TICK_MS;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    const now = performance.now();
    this.total += Math.max(0, now - this.expected);
    this.expected = now + TICK_MS;
    if (++this.ticks >= WINDOW_TICKS) {
      this.lagMs = this.total / this.ticks;
      this.total = 0;
      this.ticks = 0;
      this.measureHeap();
    }
  }

  private measureHeap(): void {
    const heap = getHeapStatistics();
    this.heapShare = heap.used_heap_size / heap.heap_size_limit;
  }

  /**
   * Why new work is refused now, or null when it is welcome. `lane` 'person': a person's move,
   * which waits only for the person's lane of the database.
   */
  busy(lane?: 'person'): 'draining' | 'event-loop' | 'database' | null {
    if (this.draining) return 'draining';
    return this.strain(1, lane);
  }

  /**
   * Which signal has passed `share` of its busy threshold (1: busy), or null. Work that may
   * wait (reads, new matches) gives way at half, so moves are the last thing refused.
   */
  strain(share = 1, lane?: 'person'): 'event-loop' | 'database' | null {
    if (this.lagMs > this.settings.busyLagMs * share) return 'event-loop';
    if (this.dbWaitMs(lane) > this.settings.busyDbMs * share) return 'database';
    return null;
  }

  /** True while memory is short: no new sockets, matches or seats until it is not. */
  full(): boolean {
    return this.heapShare > this.settings.busyHeap;
  }
}
