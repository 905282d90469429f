import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { secretMatches } from '@handyman/contracts/server';

export const SUBSCRIPTION_KEY_HEADER = 'ocp-apim-subscription-key';

// Content and booking calls need the key; media (loaded by <img>), the scheduling page, health and
// admin (own bearer token) do not, and neither do CORS preflights.
const PROTECTED_PREFIXES = ['/api/', '/localoffice/', '/external-services/'];

/** `route` is the matched route's pattern (e.g. /api/:resource), so the spelling of the address can't dodge it. */
export function requiresSubscriptionKey(method: string, route: string | undefined): boolean {
  return method !== 'OPTIONS' && route !== undefined && PROTECTED_PREFIXES.some((prefix) => route.startsWith(prefix));
}

/** When a key is configured, protected calls without the right Ocp-Apim-Subscription-Key get a 401. */
export function installSubscriptionKeyCheck(app: FastifyInstance, key: string | undefined): void {
  if (key === undefined) return;
  app.addHook('onRequest', async (request) => {
    // Routing runs before onRequest hooks; an address that matches no route is a 404 anyway.
    if (!requiresSubscriptionKey(request.method, request.routeOptions.url)) return;
    const presented = request.headers[SUBSCRIPTION_KEY_HEADER];
    if (!secretMatches(typeof presented === 'string' ? presented : undefined, key)) {
      throw new ApiError(401, 'unauthorized', 'Missing or invalid Ocp-Apim-Subscription-Key header.');
    }
  });
}
