// Everything a stranger can start has a budget, and every budget is here: rates per address and
// for the whole server, sockets, time limits and when the server calls itself busy. The
// defaults suit a small public server; `moontable serve` flags change the main ones.

export interface Limits {
  /** Writes (create, join, rematch) per second and burst, per client address. */
  readonly httpRate: readonly [number, number];
  /** Matches created (rematches included) per second and burst, per client address. */
  readonly createRate: readonly [number, number];
  /** Matches created per second and burst on this server, from all addresses together. */
  readonly globalCreateRate: readonly [number, number];
  /** Open matches (seats still free) this server keeps at most; past it, creating is `busy`. */
  readonly maxOpenMatches: number;
  /** An open match nobody joined for this long is deleted (finished matches are kept). */
  readonly openMatchTtlMs: number;
  /** Frames per second and burst, per WebSocket. */
  readonly wsRate: readonly [number, number];
  /** Open WebSockets per client address. */
  readonly socketsPerAddress: number;
  /** Open WebSockets on this server. */
  readonly maxSockets: number;
  /** A socket that has not said `hello` this long after opening is closed (4408). */
  readonly helloTimeoutMs: number;
  /** The server pings every socket this often; one that has not answered since is dropped. */
  readonly heartbeatMs: number;
  /** Longest time to receive a whole HTTP request, headers and body. */
  readonly requestTimeoutMs: number;
  /** Bytes queued for a socket that does not read before it is closed (1008). */
  readonly sendBufferBytes: number;
  /** The server answers `busy` while its event loop runs this late on average (ms)... */
  readonly busyLagMs: number;
  /** ...or while a move has waited this long for the database (ms). */
  readonly busyDbMs: number;
  /**
   * New sockets, matches and seats are `busy` while the JavaScript heap is fuller than this
   * share of its limit (Node's --max-old-space-size); tables already in play go on.
   */
  readonly busyHeap: number;
}

export const DEFAULT_LIMITS: Limits = {
  httpRate: [5, 30],
  createRate: [0.2, 20],
  globalCreateRate: [20, 200],
  maxOpenMatches: 10_000,
  openMatchTtlMs: 24 * 3_600_000,
  wsRate: [20, 60],
  socketsPerAddress: 32,
  maxSockets: 20_000,
  helloTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  requestTimeoutMs: 15_000,
  sendBufferBytes: 1024 * 1024,
  busyLagMs: 40,
  busyDbMs: 50,
  busyHeap: 0.8,
};

/**
 * Token buckets: `rate` tokens a second, up to `burst` saved. One bucket per key (an IP address
 * or a socket); buckets that are full again are forgotten so the map stays small.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly rate: number,
    readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token for `key`; false when the key has none left. */
  take(key: string): boolean {
    const now = this.now();
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.rate);
    b.at = now;
    if (b.tokens < 1) {
      this.buckets.set(key, b);
      return false;
    }
    b.tokens -= 1;
    this.buckets.set(key, b);
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return true;
  }

  private forgetFull(now: number): void {
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.rate >= this.burst) this.buckets.delete(key);
    }
  }
}

/** A count per key (open sockets per address) that forgets keys at zero. */
export class Counter {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string, by: 1 | -1): void {
    const n = this.get(key) + by;
    if (n <= 0) this.counts.delete(key);
    else this.counts.set(key, n);
  }
}
