import type { IncomingMessage } from 'node:http';
import { clientAddress, FORWARDING_SECRET_HEADER, isForwardingSecret, type TrustFunction } from '@handyman/contracts/server';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address: the peer, or what a trusted proxy or the site's server says it is (the rate limit's key). */
    clientIp: string;
  }
}

/**
 * Who may say who the client is (X-Forwarded-For) and which request this is (X-Request-Id): a
 * proxy TRUST_PROXY names (by its address), or the site's server, which proves itself with the
 * forwarding secret and then vouches for one more hop, the visitor's address it wrote. Anybody
 * else (another process on this host included) is the client itself.
 */
export interface ForwardingRules {
  /** The peer is a trusted proxy or the request carries the forwarding secret. */
  fromProxy(raw: IncomingMessage): boolean;
  clientOf(raw: IncomingMessage): string;
}

export function forwardingRules(trust: TrustFunction, secret: string | undefined): ForwardingRules {
  const vouched = (raw: IncomingMessage) => isForwardingSecret(raw.headers[FORWARDING_SECRET_HEADER.toLowerCase()], secret);
  return {
    fromProxy: (raw) => trust(raw.socket.remoteAddress ?? '', 0) || vouched(raw),
    clientOf: (raw) => clientAddress(raw, trust, vouched(raw) ? 1 : 0),
  };
}

/** Works out each request's client address once, before any route or hook reads it. */
export function installClientAddress(app: FastifyInstance, rules: ForwardingRules): void {
  app.decorateRequest('clientIp', '');
  app.addHook('onRequest', async (request) => {
    request.clientIp = rules.clientOf(request.raw);
  });
}
