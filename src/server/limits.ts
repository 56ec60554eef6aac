// Everything a stranger can start has a budget, and every budget is here: rates per client
// network and for the whole server, reads included, what one network may hold open (matches
// waiting for players, sockets), time limits and when the server calls itself busy. "Per
// network" is per `net` of networks.ts (IPv4 /32 or the prefix the operator sets, IPv6 /64),
// with a looser cap per `wide` (IPv6 /48). The defaults suit a small public server;
// `moontable serve` flags change the main ones.

export interface Limits {
  /** IPv4 addresses count per network of this prefix (32: each address; 24: each /24). */
  readonly ipv4Prefix: number;
  /** Writes (create, join, rematch) per second and burst, per client network. */
  readonly httpRate: readonly [number, number];
  /** Matches created (rematches included) per second and burst, per client network. */
  readonly createRate: readonly [number, number];
  /** Matches created per second and burst on this server, from all addresses together. */
  readonly globalCreateRate: readonly [number, number];
  /** New guests (people made by a first visit) per second and burst, per client network. */
  readonly guestRate: readonly [number, number];
  /** New guests per second and burst on this server, from all addresses together. */
  readonly globalGuestRate: readonly [number, number];
  /** Sign-in attempts (password or passkey) per second and burst, per client network. */
  readonly signInRate: readonly [number, number];
  /** Password attempts per second and burst, per user name (from every network together). */
  readonly passwordPerUser: readonly [number, number];
  /** Open matches (seats still free) this server keeps at most; past it, creating is `busy`. */
  readonly maxOpenMatches: number;
  /** Open matches one network may have created and still waiting for players. */
  readonly openPerNet: number;
  /** ...and one wide network (an IPv6 /48). */
  readonly openPerWide: number;
  /** An open match nobody joined for this long is deleted (finished matches are kept). */
  readonly openMatchTtlMs: number;
  /** Frames per second and burst, per WebSocket. */
  readonly wsRate: readonly [number, number];
  /** Chat lines per second and burst, per person (server/chat.ts). */
  readonly chatRate: readonly [number, number];
  /** Open WebSockets per client network. */
  readonly socketsPerAddress: number;
  /** Open WebSockets per wide network (an IPv6 /48). */
  readonly socketsPerWide: number;
  /** Open WebSockets on this server. */
  readonly maxSockets: number;
  /**
   * Reads (pages, matches, records, spectators' hellos) per network: cost units per second and
   * burst. A unit is about one small answer from memory; a record or a whole log costs more.
   */
  readonly readRate: readonly [number, number];
  /** Reads of the whole server: cost units per second and burst. */
  readonly globalReadRate: readonly [number, number];
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
  ipv4Prefix: 32,
  httpRate: [5, 30],
  createRate: [0.2, 20],
  globalCreateRate: [20, 200],
  guestRate: [0.05, 20],
  globalGuestRate: [5, 200],
  signInRate: [0.1, 10],
  passwordPerUser: [1 / 60, 5],
  maxOpenMatches: 10_000,
  openPerNet: 20,
  openPerWide: 80,
  openMatchTtlMs: 24 * 3_600_000,
  wsRate: [20, 60],
  chatRate: [0.5, 5],
  socketsPerAddress: 32,
  socketsPerWide: 128,
  maxSockets: 20_000,
  readRate: [40, 200],
  globalReadRate: [800, 1600],
  helloTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  requestTimeoutMs: 15_000,
  sendBufferBytes: 1024 * 1024,
  busyLagMs: 40,
  busyDbMs: 50,
  busyHeap: 0.8,
};

/**
 * Token buckets: `rate` tokens a second, up to `burst` saved. One bucket per key (a network or
 * a socket); buckets that are full again are forgotten so the map stays small. A request may
 * cost several tokens, and a cost found out only after the work (`charge`) may leave a bucket
 * in debt, which it pays off before it may take again.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly rate: number,
    readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  private bucket(key: string, now: number): { tokens: number; at: number } {
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.rate);
    b.at = now;
    this.buckets.set(key, b);
    return b;
  }

  /** Takes `cost` tokens for `key`; false (taking none) when the key has fewer left. */
  take(key: string, cost = 1): boolean {
    const now = this.now();
    const b = this.bucket(key, now);
    if (b.tokens < cost) return false;
    b.tokens -= cost;
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return true;
  }

  /** Takes `cost` tokens whatever is left: the work was done already. */
  charge(key: string, cost: number): void {
    this.bucket(key, this.now()).tokens -= cost;
  }

  /** The share of its burst a key has left now (1: full or unknown; below 0: in debt). */
  level(key: string): number {
    const b = this.buckets.get(key);
    if (!b) return 1;
    return Math.min(this.burst, b.tokens + ((this.now() - b.at) / 1000) * this.rate) / this.burst;
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
