import { randomUUID } from 'node:crypto';

// A request's id: the one a trusted proxy sent (X-Request-Id), when it is a sane token, else a new
// one. It is echoed in the answer, sent on to content-api and written in every log line.

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and - _ . : only, up to 128 characters: what ids of proxies and tracers look like. */
const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && VALID_ID.test(value);
}

/** The id from a trusted proxy's header when valid; otherwise (or from anyone else) a fresh one. */
export function requestIdFor(header: string | string[] | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && isValidRequestId(header) ? header : randomUUID();
}
