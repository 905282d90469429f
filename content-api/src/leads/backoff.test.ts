import { fullJitterDelay, parseRetryAfter } from './backoff';

const tuning = { baseDelayMs: 1000, maxDelayMs: 60_000 };

describe('fullJitterDelay', () => {
  it('draws from [0, base * 2^(attempt-1)), capped at the maximum', () => {
    expect(fullJitterDelay(1, tuning, () => 0)).toBe(0);
    expect(fullJitterDelay(1, tuning, () => 0.999)).toBe(999);
    expect(fullJitterDelay(3, tuning, () => 0.5)).toBe(2000);
    expect(fullJitterDelay(20, tuning, () => 0.5)).toBe(30_000);
    expect(fullJitterDelay(5000, tuning, () => 0.999)).toBeLessThan(60_000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-05-01T12:00:00Z');
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Thu, 01 May 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Thu, 01 May 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
