import { createHash } from 'node:crypto';

/** A JSON answer serialised once, with its validator. */
export interface StaticJson {
  body: string;
  etag: string;
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function staticJson(value: unknown): StaticJson {
  const body = JSON.stringify(value);
  return { body, etag: etagOf(body) };
}
