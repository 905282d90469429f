import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../http/api-error';
import { intParam, optionalParam, queryOf } from '../http/query';
import { secretMatches } from '@handyman/contracts/server';
import { FORWARD_STATUSES, isForwardStatus } from '../leads/lead-report';
import { STORE_RETRY_AFTER_SECONDS, type LeadStore } from '../leads/lead-store';

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * GET /admin/leads?status=&limit=&page=: stored leads for the business, behind a bearer token.
 * Without a configured token the route does not exist (404).
 */
export function registerAdminLeadsRoute(
  app: FastifyInstance,
  deps: { leads: Pick<LeadStore, 'listLeads'>; adminToken: string | undefined; forwardingEnabled: boolean },
): void {
  const { adminToken } = deps;
  if (adminToken === undefined) return;
  app.get('/admin/leads', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!secretMatches(bearerToken(request.headers.authorization), adminToken)) {
      reply.header('WWW-Authenticate', 'Bearer realm="leads"');
      throw new ApiError(401, 'unauthorized', 'Send Authorization: Bearer <admin token>.');
    }
    const query = queryOf(request.query);
    const status = optionalParam(query, 'status', 20);
    if (status !== undefined && !isForwardStatus(status)) {
      throw badRequest(`status must be one of ${FORWARD_STATUSES.join(', ')}.`);
    }
    const limit = intParam(query, 'limit', { min: 1, max: 500, fallback: 100 });
    const page = intParam(query, 'page', { min: 1, max: 100_000, fallback: 1 });
    let result;
    try {
      result = await deps.leads.listLeads({ status, limit, offset: (page - 1) * limit });
    } catch (error) {
      request.log.error({ err: error }, 'could not read leads');
      reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      throw new ApiError(503, 'storage_unavailable', 'The lead store cannot be read right now; try again shortly.');
    }
    return { forwardingEnabled: deps.forwardingEnabled, total: result.total, page, limit, leads: result.leads };
  });
}
