// Token buckets: `rate` tokens a second, up to `burst` saved. One bucket per key (an IP address
// or a socket); buckets that are full again are forgotten so the map stays small.

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
