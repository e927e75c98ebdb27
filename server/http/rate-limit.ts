export interface TokenBucketOptions {
  /** Tokens added per second (the sustained rate). 0 turns limiting off. */
  ratePerSecond: number;
  /** Bucket size: what a client may spend at once after being idle. */
  burst: number;
  /** Milliseconds; tests pass a fake clock. */
  now?: () => number;
  /** Buckets kept at most; idle (full) ones are dropped first, then the oldest. */
  maxClients?: number;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterMs: number };

/** One token bucket per client key, refilled continuously; memory bounded by `maxClients`. */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly rate: number;
  private readonly burst: number;
  private readonly now: () => number;
  private readonly maxClients: number;

  constructor({ ratePerSecond, burst, now = Date.now, maxClients = 10_000 }: TokenBucketOptions) {
    this.rate = ratePerSecond / 1000;
    this.burst = Math.max(1, burst);
    this.now = now;
    this.maxClients = maxClients;
  }

  get enabled(): boolean {
    return this.rate > 0;
  }

  /** Spends `cost` tokens (capped at the bucket size) of `key`'s bucket, or says how long to wait. */
  take(key: string, cost = 1): TakeResult {
    if (!this.enabled) return { ok: true };
    const now = this.now();
    const spend = Math.min(Math.max(cost, 0), this.burst);
    let bucket = this.buckets.get(key);
    if (bucket) {
      bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.rate);
      bucket.at = now;
    } else {
      if (this.buckets.size >= this.maxClients) this.evict(now);
      bucket = { tokens: this.burst, at: now };
      this.buckets.set(key, bucket);
    }
    if (bucket.tokens >= spend) {
      bucket.tokens -= spend;
      return { ok: true };
    }
    return { ok: false, retryAfterMs: Math.ceil((spend - bucket.tokens) / this.rate) };
  }

  get size(): number {
    return this.buckets.size;
  }

  private evict(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.rate >= this.burst) this.buckets.delete(key);
    }
    // Still full of busy clients: forget the oldest tenth (they start again with a full bucket).
    let excess = this.buckets.size - Math.floor(this.maxClients * 0.9);
    for (const key of this.buckets.keys()) {
      if (excess-- <= 0) break;
      this.buckets.delete(key);
    }
  }
}
