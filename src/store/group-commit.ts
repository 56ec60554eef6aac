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
  /**
   * Batches written at once. PGlite runs one statement at a time anyway; PostgreSQL commits
   * several in parallel (its connections are a pool), so a write need not wait for the whole
   * batch before it to commit.
   */
  readonly maxInFlight: number;
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
  /** Batches being written, each with the submission time of its oldest item. */
  private readonly writing = new Set<{ readonly since: number }>();
  /** Keys of the items being written: none of them may join another batch meanwhile. */
  private readonly writingKeys = new Set<string>();
  private scheduled = false;

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
      this.schedule();
    });
  }

  /** How long the oldest write not yet committed has waited (ms); 0 when there is none. */
  oldestWaitMs(): number {
    let oldest = this.waiting[0]?.at ?? Infinity;
    for (const batch of this.writing) oldest = Math.min(oldest, batch.since);
    return oldest === Infinity ? 0 : performance.now() - oldest;
  }

  /** Starts batches soon, while a connection is free (`later`: see `waitForTurn`). */
  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    if (this.writing.size >= this.options.maxInFlight) return;
    this.scheduled = true;
    const start = () => {
      this.scheduled = false;
      this.startBatches();
    };
    if (this.options.waitForTurn) setImmediate(start);
    else queueMicrotask(start);
  }

  /**
   * Starts batches while connections are free; when one commits, the next starts if writes came
   * meanwhile. With `waitForTurn`, the callers of a batch hear back (and send their acks) before
   * the next statement, which may block the thread, starts.
   */
  private startBatches(): void {
    while (this.writing.size < this.options.maxInFlight) {
      const batch = this.take();
      if (batch.length === 0) return;
      const entry = { since: batch[0]!.at };
      const keys = batch.map((w) => this.options.keyOf(w.item));
      this.writing.add(entry);
      for (const k of keys) this.writingKeys.add(k);
      void this.run(batch).finally(() => {
        this.writing.delete(entry);
        for (const k of keys) this.writingKeys.delete(k);
        this.schedule();
      });
    }
  }

  /** The oldest waiting items, one per key, up to `maxBatch`; the rest keep their order. */
  private take(): Waiting<I, R>[] {
    const batch: Waiting<I, R>[] = [];
    const rest: Waiting<I, R>[] = [];
    const keys = new Set<string>();
    for (const w of this.waiting) {
      const key = this.options.keyOf(w.item);
      if (batch.length < this.options.maxBatch && !keys.has(key) && !this.writingKeys.has(key)) {
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
