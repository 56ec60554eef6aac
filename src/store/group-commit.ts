// Group commit: writes that arrive while the database is busy wait for it together and then go
// in one statement, so a thousand matches share one parse, one plan and one commit instead of
// paying for each. Nobody waits for a timer: writes gather while a batch is in flight, and a
// write to an idle database goes as soon as the code that made it yields, or (`waitForTurn`) at
// the end of the event loop's turn.

export interface GroupCommitOptions<I> {
  /** Items with the same key never share a batch (they could not both pass a version check). */
  readonly keyOf: (item: I) => string;
  /** Most items in one statement. */
  readonly maxBatch: number;
  /**
   * Start each batch at the end of the event loop's turn rather than at once. Needed when the
   * database runs statements in this thread (PGlite): started at once, a statement would run
   * before the next message is even read, and no batch would ever form. It costs a quiet server
   * about a millisecond per write.
   */
  readonly waitForTurn: boolean;
}

interface Waiting<I, R> {
  readonly item: I;
  /** When it was submitted (performance.now()), to tell how long the oldest has waited. */
  readonly at: number;
  readonly resolve: (r: R) => void;
  readonly reject: (e: unknown) => void;
}

export class GroupCommit<I, R> {
  private waiting: Waiting<I, R>[] = [];
  private running = false;
  /** Submission time of the oldest item in the batch being written, or null. */
  private writingSince: number | null = null;

  /**
   * `write` stores a batch all or nothing and returns one result per item, in order. If it
   * throws, nothing was stored, and each item is written again on its own so that one bad item
   * fails alone.
   */
  constructor(
    private readonly write: (items: readonly I[]) => Promise<readonly R[]>,
    private readonly options: GroupCommitOptions<I>,
  ) {}

  /** Resolves once the item's batch has committed; rejects if its own write failed. */
  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject, at: performance.now() });
      if (!this.running) {
        this.running = true;
        this.later(() => void this.drain());
      }
    });
  }

  /** How long the oldest write not yet committed has waited (ms); 0 when there is none. */
  oldestWaitMs(): number {
    const oldest = Math.min(this.writingSince ?? Infinity, this.waiting[0]?.at ?? Infinity);
    return oldest === Infinity ? 0 : performance.now() - oldest;
  }

  private later(fn: () => void): void {
    if (this.options.waitForTurn) setImmediate(fn);
    else queueMicrotask(fn);
  }

  /**
   * Writes one batch, then the next one if writes came meanwhile. With `waitForTurn`, the
   * callers of this batch hear back (and send their acks) before the next statement, which may
   * block the thread, starts.
   */
  private async drain(): Promise<void> {
    const batch = this.take();
    this.writingSince = batch[0]?.at ?? null;
    await this.run(batch);
    this.writingSince = null;
    if (this.waiting.length > 0) this.later(() => void this.drain());
    else this.running = false;
  }

  /** The oldest waiting items, one per key, up to `maxBatch`; the rest keep their order. */
  private take(): Waiting<I, R>[] {
    const batch: Waiting<I, R>[] = [];
    const rest: Waiting<I, R>[] = [];
    const keys = new Set<string>();
    for (const w of this.waiting) {
      const key = this.options.keyOf(w.item);
      if (batch.length < this.options.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(w);
      } else rest.push(w);
    }
    this.waiting = rest;
    return batch;
  }

  private async run(batch: readonly Waiting<I, R>[]): Promise<void> {
    let results: readonly R[];
    try {
      results = await this.write(batch.map((w) => w.item));
    } catch (e) {
      if (batch.length === 1) batch[0]!.reject(e);
      else await this.oneByOne(batch);
      return;
    }
    if (results.length !== batch.length) {
      // Committed, but we cannot tell which result is whose: a bug of ours, not a retry case.
      const e = new Error(`a batch of ${batch.length} writes gave ${results.length} results`);
      for (const w of batch) w.reject(e);
      return;
    }
    batch.forEach((w, i) => w.resolve(results[i]!));
  }

  /** The batch rolled back as a whole: each item goes alone, so only a bad one fails. */
  private async oneByOne(batch: readonly Waiting<I, R>[]): Promise<void> {
    for (const w of batch) {
      try {
        const results = await this.write([w.item]);
        if (results.length !== 1) throw new Error(`one write gave ${results.length} results`);
        w.resolve(results[0]!);
      } catch (e) {
        w.reject(e);
      }
    }
  }
}
