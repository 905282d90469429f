import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LruCache } from '../support/lru-cache';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Smaller answers gain too little to pay for the work (and often grow). */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Quality 4 compresses JSON nearly as well as 11 at a small fraction of the time (0.6 ms for 57 KB;
// quality 5 takes four times as long for the same size).
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
/** Compressed answers kept by ETag and encoding: content only changes on restart, so a page is compressed once. */
const CACHED_ANSWERS = 500;

function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    found.set(name === 'x-gzip' ? 'gzip' : name, q === undefined ? 1 : Number(q));
  }
  return found;
}

/**
 * The encoding to answer with, from Accept-Encoding and its q-values: br or gzip, whichever is
 * preferred (br on a tie), `*` standing for the ones not named, q=0 refusing one. No header, or
 * neither accepted: identity (answering uncompressed is always allowed).
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  if (header === undefined) return 'identity';
  const accepted = qualities(Array.isArray(header) ? header.join(',') : header);
  const q = (name: string): number => accepted.get(name) ?? accepted.get('*') ?? 0;
  const [br, gz] = [q('br'), q('gzip')];
  if (br <= 0 && gz <= 0) return 'identity';
  return br >= gz ? 'br' : 'gzip';
}

/** An ETag for every encoding of a JSON answer: weak, as it no longer names one byte sequence. */
export function etagFor(etag: string, encoding: Encoding): string {
  return encoding === 'identity' || etag.startsWith('W/') ? etag : `W/${etag}`;
}

function addVary(current: unknown, name: string): string {
  const list = typeof current === 'string' && current !== '' ? current.split(',').map((item) => item.trim()) : [];
  return list.some((item) => item.toLowerCase() === name.toLowerCase() || item === '*') ? list.join(', ') : [...list, name].join(', ');
}

/** Compresses JSON answers of 1 KB and more with br or gzip, as the client accepts. */
export function installCompression(app: FastifyInstance): void {
  const cache = new LruCache<string, Buffer>(CACHED_ANSWERS);
  const compress = async (encoding: 'br' | 'gzip', payload: string | Buffer, etag: unknown): Promise<Buffer> => {
    const key = typeof etag === 'string' ? `${encoding} ${etag}` : undefined;
    const cached = key === undefined ? undefined : cache.get(key);
    if (cached !== undefined) return cached;
    const body = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzip(payload);
    if (key !== undefined) cache.set(key, body);
    return body;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    reply.header('Vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const etag = reply.getHeader('etag');
    const body = await compress(encoding, payload, etag);
    if (typeof etag === 'string') reply.header('ETag', etagFor(etag, encoding));
    reply.header('Content-Encoding', encoding).removeHeader('content-length');
    return body;
  });
}
