import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows a burst, then refuses with the wait until the next token', () => {
    const clock = { now: 0 };
    const limiter = new RateLimiter({ capacity: 2, refillPerMinute: 6 }, () => clock.now);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    clock.now += 4000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 6 });
    clock.now += 6000;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  it('keeps addresses apart and never refills beyond the burst', () => {
    const clock = { now: 0 };
    const limiter = new RateLimiter({ capacity: 1, refillPerMinute: 60 }, () => clock.now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    clock.now += 3_600_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('bounds memory: the least recently seen address is forgotten', () => {
    const limiter = new RateLimiter({ capacity: 1, refillPerMinute: 0 }, () => 0, 2);
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('c').allowed).toBe(false);
  });
});
