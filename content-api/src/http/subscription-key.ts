import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { secretMatches } from './secrets';

export const SUBSCRIPTION_KEY_HEADER = 'ocp-apim-subscription-key';

// Content and booking calls need the key; media (loaded by <img>), the scheduling page, health and
// admin (own bearer token) do not, and neither do CORS preflights.
const PROTECTED_PREFIXES = ['/api/', '/localoffice/', '/external-services/'];

export function requiresSubscriptionKey(method: string, url: string): boolean {
  return method !== 'OPTIONS' && PROTECTED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** When a key is configured, protected calls without the right Ocp-Apim-Subscription-Key get a 401. */
export function installSubscriptionKeyCheck(app: FastifyInstance, key: string | undefined): void {
  if (key === undefined) return;
  app.addHook('onRequest', async (request) => {
    if (!requiresSubscriptionKey(request.method, request.url)) return;
    const presented = request.headers[SUBSCRIPTION_KEY_HEADER];
    if (!secretMatches(typeof presented === 'string' ? presented : undefined, key)) {
      throw new ApiError(401, 'unauthorized', 'Missing or invalid Ocp-Apim-Subscription-Key header.');
    }
  });
}
