import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a presented secret with the expected one in constant time (hashing evens out lengths). */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
