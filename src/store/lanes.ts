// Statements take turns by priority. Every statement the store sends waits here in one of three
// lanes and the next one to run is taken from the first lane that holds any: a person's moves
// (a table where someone waits for the answer), then every other move, then the rest (reads,
// new matches, seat changes, sweeps). So a flood of all-bot moves, new matches or lookups
// delays a person's move by at most the one statement that is running when it arrives.
//
// PGlite runs each statement to its end in this thread, and statements queued behind each other
// would run back to back without the event loop reading a single frame in between, however
// many are queued: a person's move could not even arrive, let alone go first. So with PGlite
// (`sliceMs` > 0) the lanes run statements back to back for a slice of time at most, and then
// let the loop read what came meanwhile; and after a person's move they always do, so its ack
// leaves before the next statement blocks the thread.

export const LANES = ['person', 'moves', 'rest'] as const;
/** `person`: moves of a table where a person plays; `moves`: other moves; `rest`: the rest. */
export type Lane = (typeof LANES)[number];

export interface LanesOptions {
  /** Statements run at once: 1 for PGlite (one thread), the pool's size for PostgreSQL. */
  readonly concurrency: number;
  /**
   * Longest run of statements back to back before the event loop gets its turn (ms); 0: no
   * yielding (PostgreSQL, whose statements do not hold this thread).
   */
  readonly sliceMs: number;
}

interface Job {
  /** When it was queued (performance.now()). */
  readonly at: number;
  readonly start: () => void;
}

export class Lanes {
  private readonly queues: Record<Lane, Job[]> = { person: [], moves: [], rest: [] };
  private running = 0;
  /** When the current run of statements back to back began (performance.now()). */
  private sliceStart = 0;
  /** A turn of the event loop is awaited before the next statement. */
  private yielding = false;
  /** The last statement to finish was a person's move: its ack goes out first. */
  private afterPerson = false;

  constructor(private readonly options: LanesOptions) {}

  /** Runs `fn` (one statement or transaction) when its lane's turn comes; resolves as it does. */
  run<T>(lane: Lane, fn: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        let result: Promise<T>;
        try {
          result = fn();
        } catch (e) {
          result = Promise.reject(e);
        }
        void result.then(resolve, reject).finally(() => {
          this.running--;
          if (lane === 'person') this.afterPerson = true;
          this.pump();
        });
      };
      if (this.idle()) this.sliceStart = performance.now();
      this.queues[lane].push({ at: performance.now(), start });
      this.pump();
    });
  }

  /** Statements waiting in `lane` (all lanes when none is named). */
  waiting(lane?: Lane): number {
    return lane ? this.queues[lane].length : LANES.reduce((n, l) => n + this.queues[l].length, 0);
  }

  /** How long the oldest statement still queued in `lane` has waited (ms); 0 when none. */
  oldestWaitMs(lane: Lane): number {
    const first = this.queues[lane][0];
    return first ? performance.now() - first.at : 0;
  }

  private idle(): boolean {
    return this.running === 0 && this.waiting() === 0 && !this.yielding;
  }

  private pump(): void {
    while (!this.yielding && this.running < this.options.concurrency) {
      const lane = LANES.find((l) => this.queues[l].length > 0);
      if (!lane) return;
      const slice = this.options.sliceMs;
      if (slice > 0 && (this.afterPerson || performance.now() - this.sliceStart > slice)) {
        this.yielding = true;
        setImmediate(() => {
          this.yielding = false;
          this.afterPerson = false;
          this.sliceStart = performance.now();
          this.pump();
        });
        return;
      }
      this.queues[lane].shift()!.start();
    }
  }
}
