import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseEncoding, noneMatch } from './http-negotiation.mjs';
import { documentPolicy, runtimeConfigOrNone } from './ops/security-headers';

// Writing an answer the way CDNs and browsers read it: an ETag (304 when it matches), compression
// when accepted, HEAD without a body.

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** HTML pages: a CDN keeps them a minute and serves a stale copy while it fetches the next one. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Answers that must not be kept (503s, the config error page). */
export const NO_STORE = 'no-store';

/** A form stamp in a page (form-stamp.ts: milliseconds, a dot, a 16-byte signature in base64url). */
const FORM_STAMP = /\b\d{13}\.[\w-]{22}(?![\w-])/g;

/**
 * A page's ETag: of its body with its form stamps left out, so two renders of the same page that
 * differ only in when they were made answer a CDN's revalidation with a 304. A copy kept that way
 * holds an older stamp: its form's fill time comes out longer, never shorter.
 */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body.replace(FORM_STAMP, 'stamp')).digest('base64url').slice(0, 27)}"`;
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * What an answer costs to send, worked out once per answer: a page served from the render cache is
 * the same object, so its ETag and compressed bodies are not computed again on every hit.
 */
const prepared = new WeakMap<Answer, { etag?: string; bodies: Partial<Record<Encoding, Buffer>> }>();

function preparedOf(answer: Answer) {
  let entry = prepared.get(answer);
  if (!entry) prepared.set(answer, (entry = { ...(answer.status === 200 ? { etag: etagOf(answer.body) } : {}), bodies: {} }));
  return entry;
}

function encodingFor(acceptEncoding: string, length: number): Encoding {
  return length < 1024 ? 'identity' : chooseEncoding(acceptEncoding);
}

type Prepared = ReturnType<typeof preparedOf>;

function plainBodyOf(answer: Answer, { bodies }: Prepared): Buffer {
  return (bodies.identity ??= Buffer.from(answer.body));
}

function bodyOf(plain: Buffer, encoding: Encoding, { bodies }: Prepared): Buffer {
  if (encoding === 'br') return (bodies.br ??= brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return (bodies.gzip ??= gzipSync(plain, { level: 6 }));
  return plain;
}

/** Bytes V8 holds for a string: one a character when all are Latin-1, else two. */
export const stringBytes = (text: string) => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length;

/**
 * Works out an answer's ETag and every body it may be sent as (plain, and brotli and gzip when it
 * is long enough to compress) and returns the bytes they hold with the body text: what keeping the
 * answer costs. A cache calls it once when it keeps the answer; sending it then computes nothing.
 */
export function prepareAnswer(answer: Answer): number {
  const entry = preparedOf(answer);
  const plain = plainBodyOf(answer, entry);
  if (encodingFor('br', plain.length) === 'br') bodyOf(plain, 'br', entry);
  if (encodingFor('gzip', plain.length) === 'gzip') bodyOf(plain, 'gzip', entry);
  const bodies = Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 0);
  return stringBytes(answer.body) + bodies;
}

/** Every answer may be compressed; a page also names the request headers its body depends on. */
const varyOf = (answer: Answer) => (answer.headers.Vary ? `Accept-Encoding, ${answer.headers.Vary}` : 'Accept-Encoding');

export function sendAnswer(request: IncomingMessage, response: ServerResponse, answer: Answer): void {
  const entry = preparedOf(answer);
  const { etag } = entry;
  // An HTML document's policy names its own inline scripts (the site-wide headers are already set).
  if (answer.headers['Content-Type']?.startsWith('text/html'))
    response.setHeader('Content-Security-Policy', documentPolicy(answer, runtimeConfigOrNone()));
  if (etag && noneMatch(request.headers['if-none-match'], etag)) {
    response
      .writeHead(304, { ETag: etag, 'Cache-Control': answer.headers['Cache-Control'] ?? PAGE_CACHE_CONTROL, Vary: varyOf(answer) })
      .end();
    return;
  }
  const plain = plainBodyOf(answer, entry);
  const encoding = encodingFor(String(request.headers['accept-encoding'] ?? ''), plain.length);
  const body = bodyOf(plain, encoding, entry);
  response.writeHead(answer.status, {
    ...answer.headers,
    'Content-Length': String(body.length),
    Vary: varyOf(answer),
    ...(etag ? { ETag: etag } : {}),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
