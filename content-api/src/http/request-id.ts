import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What a proxy may hand us as an id: short, and nothing that could break a log line. */
const ACCEPTED_ID = /^[\w.:@+/=-]{1,128}$/;

/**
 * One id per request: the X-Request-Id of a trusted proxy or of the site's server (which sends one
 * with each content call, so its log and ours can be joined), otherwise a new UUID. An id from anyone else is
 * ignored: a client must not be able to make its requests look like someone else's in the logs.
 */
export function requestIdGenerator(fromProxy: (raw: IncomingMessage) => boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    const sent = raw.headers[REQUEST_ID_HEADER.toLowerCase()];
    if (typeof sent === 'string' && ACCEPTED_ID.test(sent) && fromProxy(raw)) return sent;
    return randomUUID();
  };
}

/** Every answer names its request id, so a caller can quote it and an operator find its log lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
