import cors from '@fastify/cors';
import { ESTIMATE_HEADERS } from '@handyman/contracts';
import { isAllowedOrigin } from '@handyman/contracts/server';
import type { FastifyInstance } from 'fastify';
import { installClientAddress, type ForwardingRules } from './client-address';
import { installCompression } from './compression';
import { installErrorHandlers } from './error-handler';
import { echoRequestId, REQUEST_ID_HEADER } from './request-id';
import { installBrowserRules } from './security-headers';
import { installSubscriptionKeyCheck } from './subscription-key';

const ALLOWED_HEADERS = [
  'Content-Type',
  'Cache-Control',
  'Ocp-Apim-Subscription-Key',
  'Authorization',
  ESTIMATE_HEADERS.idempotencyKey,
  ESTIMATE_HEADERS.fillTime,
  ESTIMATE_HEADERS.honeypot,
  REQUEST_ID_HEADER,
];

export interface EdgeOptions {
  forwarding: ForwardingRules;
  siteOrigins: readonly string[];
  publicUrl: string;
  subscriptionKey: string | undefined;
}

/**
 * What every request meets before its route: its client address and id, the security headers and
 * the refusal of posts from other sites, CORS for the site's origins only, compression, the one
 * error shape, and the subscription key where one is configured. In this order: the address and
 * id come first, so every later refusal is logged with them.
 */
export function installEdge(app: FastifyInstance, { forwarding, siteOrigins, publicUrl, subscriptionKey }: EdgeOptions): void {
  installClientAddress(app, forwarding);
  echoRequestId(app);
  installBrowserRules(app, { siteOrigins, publicUrl });
  app.register(cors, {
    // The site's pages read content and post estimates from the browser; no other site's may.
    origin: (origin, callback) => callback(null, origin !== undefined && isAllowedOrigin(origin, siteOrigins)),
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['Retry-After', REQUEST_ID_HEADER],
    maxAge: 86_400,
  });
  installCompression(app);
  installErrorHandlers(app);
  installSubscriptionKeyCheck(app, subscriptionKey);
}
