/** Exponential backoff with full jitter: a random delay in [0, min(max, base * 2^(attempt-1))). */
export function fullJitterDelay(attempt: number, options: { baseDelayMs: number; maxDelayMs: number }, random: () => number): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)));
  return Math.floor(random() * ceiling);
}

/**
 * A Retry-After header in milliseconds: delta-seconds or an HTTP date; undefined when absent or
 * unreadable. Never negative.
 */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // HTTP dates start with the day name ("Thu, 01 May 2025 12:00:30 GMT"); Date.parse alone reads "-5" as a year.
  const date = /^[A-Za-z]{3},? /.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
