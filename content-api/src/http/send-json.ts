import type { FastifyReply, FastifyRequest } from 'fastify';
import { varyOnEncoding, weakEtag } from './compression';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends JSON that was serialised ahead of time. */
export function sendJsonText(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status).type(JSON_TYPE).send(body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag || candidate.trim() === '*');
}

/**
 * Sends content that only changes on restart, with an ETag so browsers revalidate cheaply
 * (the site asks with Cache-Control: no-cache, which a 304 satisfies).
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, content: { body: string; etag: string }): FastifyReply {
  // A 304 names the same ETag the full answer would: weak, as the answer may be compressed.
  const etag = weakEtag(content.etag);
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  varyOnEncoding(reply);
  if (matchesEtag(request.headers['if-none-match'], content.etag)) return reply.code(304).send();
  return sendJsonText(reply, content.body);
}
