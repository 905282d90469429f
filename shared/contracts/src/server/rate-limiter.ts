import { LruCache } from './lru-cache';

// A token bucket per client: content-api's estimate intake and the site server's beacons count
// posts with it.

export interface RateLimitOptions {
  /** Requests a client may send in a burst. */
  capacity: number;
  /** Tokens restored per minute. */
  refillPerMinute: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A token bucket per client address: `capacity` requests at once, refilled steadily. Buckets live
 * in a bounded LRU, so a flood of addresses cannot grow memory; an evicted address starts full.
 */
export class RateLimiter {
  private readonly buckets: LruCache<string, Bucket>;
  private readonly refillPerMs: number;

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number,
    maxClients = 50_000,
  ) {
    this.buckets = new LruCache(maxClients);
    this.refillPerMs = options.refillPerMinute / 60_000;
  }

  take(client: string): RateDecision {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.options.capacity, updatedAt: now };
    bucket.tokens = Math.min(this.options.capacity, bucket.tokens + Math.max(0, now - bucket.updatedAt) * this.refillPerMs);
    bucket.updatedAt = now;
    this.buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    const waitMs = this.refillPerMs > 0 ? (1 - bucket.tokens) / this.refillPerMs : 60_000;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
