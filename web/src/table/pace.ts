// The pace at which other players' and bots' moves reach the board, so a person can follow
// them: a setting (slow, normal, fast, instant) kept in localStorage, and a queue that lets one
// update through per pause. The viewer's own moves and catch-up after a reconnect never wait.
// No DOM apart from the timers, so it can be tested in Node.

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** The pause after another player's move before the next one shows, in milliseconds. */
export const PAUSE_MS: Readonly<Record<Speed, number>> = {
  slow: 2000,
  normal: 1000,
  fast: 400,
  instant: 0,
};

const KEY = 'moontable.speed';

const store = (): Pick<Storage, 'getItem' | 'setItem'> | undefined =>
  (globalThis as { localStorage?: Storage }).localStorage;

export function speed(): Speed {
  const saved = store()?.getItem(KEY);
  return SPEEDS.includes(saved as Speed) ? (saved as Speed) : 'normal';
}

export function setSpeed(next: Speed): void {
  store()?.setItem(KEY, next);
}

/**
 * Lets updates through one at a time: an update marked `own` (the viewer's move) goes at once
 * with everything waiting before it; another's waits until the pause after the last one shown
 * has passed. `clock` and `schedule` stand in for Date.now and setTimeout in tests.
 */
export class Pacer<T> {
  private readonly queue: { item: T; own: boolean }[] = [];
  private shownAt = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly show: (item: T) => void,
    private readonly pause: () => number = () => PAUSE_MS[speed()],
    private readonly clock: () => number = Date.now,
    private readonly schedule: (f: () => void, ms: number) => ReturnType<typeof setTimeout> = (
      f,
      ms,
    ) => setTimeout(f, ms),
  ) {}

  /** Updates waiting to be shown. */
  get waiting(): number {
    return this.queue.length;
  }

  push(item: T, own = false): void {
    this.queue.push({ item, own });
    if (own) this.flush();
    else this.pump();
  }

  /** Shows everything waiting now (own move, reconnect, the speed set to instant). */
  flush(): void {
    this.cancel();
    while (this.queue.length) this.showNext();
  }

  /** Forgets what waits (a new snapshot replaces it) and stops the timer. */
  clear(): void {
    this.cancel();
    this.queue.length = 0;
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private showNext(): void {
    const next = this.queue.shift();
    if (!next) return;
    this.shownAt = this.clock();
    this.show(next.item);
  }

  private pump(): void {
    if (this.timer !== null) return;
    while (this.queue.length) {
      const wait = this.shownAt + this.pause() - this.clock();
      if (wait > 0) {
        this.timer = this.schedule(() => {
          this.timer = null;
          this.pump();
        }, wait);
        return;
      }
      this.showNext();
    }
  }
}
