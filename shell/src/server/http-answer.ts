import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

function compress(body: Buffer, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (body.length < 1024) return { body };
  if (/\bbr\b/.test(acceptEncoding)) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body };
}

export function sendAnswer(request: IncomingMessage, response: ServerResponse, answer: Answer): void {
  const etag = answer.status === 200 ? etagOf(answer.body) : undefined;
  if (etag && request.headers['if-none-match'] === etag) {
    response.writeHead(304, { ETag: etag, 'Cache-Control': answer.headers['Cache-Control'] ?? PAGE_CACHE_CONTROL }).end();
    return;
  }
  const { body, encoding } = compress(Buffer.from(answer.body), String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(answer.status, {
    ...answer.headers,
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
    ...(etag ? { ETag: etag } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
