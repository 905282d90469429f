import { createHash, timingSafeEqual } from 'node:crypto';

// How the site's server proves to content-api that it is the one speaking for a visitor: every
// call it makes carries FORWARDING_SECRET (the same value in both servers' environment) in this
// header, and content-api believes the X-Forwarded-For (and X-Request-Id) of a call only with it or
// from a proxy its TRUST_PROXY names. Anything else on the host or the network that sends
// X-Forwarded-For is the client itself.

export const FORWARDING_SECRET_ENV = 'FORWARDING_SECRET';
export const FORWARDING_SECRET_HEADER = 'X-Forwarding-Secret';
export const FORWARDING_SECRET_MIN_LENGTH = 16;

/** The secret from the environment: undefined when unset; an error that names the variable when too short. */
export function readForwardingSecret(env: Record<string, string | undefined>): string | undefined {
  const value = env[FORWARDING_SECRET_ENV]?.trim();
  if (!value) return undefined;
  if (value.length < FORWARDING_SECRET_MIN_LENGTH) {
    throw new Error(
      `${FORWARDING_SECRET_ENV} must be at least ${FORWARDING_SECRET_MIN_LENGTH} characters (a random value both servers share).`,
    );
  }
  return value;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares a presented secret with the expected one in constant time (hashing evens out lengths). */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  return presented !== undefined && timingSafeEqual(digest(presented), digest(expected));
}

/** Whether a header value is the secret (no secret configured: never). */
export function isForwardingSecret(sent: string | string[] | undefined, secret: string | undefined): boolean {
  return secret !== undefined && typeof sent === 'string' && secretMatches(sent, secret);
}
