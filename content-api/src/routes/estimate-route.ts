import { ESTIMATE_HEADERS, type EstimateResponse } from '@handyman/contracts';
import { parseEstimateRequest } from '@handyman/contracts/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/api-error';
import type { RateLimiter } from '../http/rate-limiter';
import type { Forwarder } from '../leads/forwarder';
import { STORE_RETRY_AFTER_SECONDS, type LeadStore, type SaveOutcome } from '../leads/lead-store';
import { checkForSpam } from '../leads/spam-check';

export const ESTIMATE_BODY_LIMIT = 16 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export interface EstimateRouteDeps {
  leads: Pick<LeadStore, 'saveLead'>;
  /** The field-service id of the office serving a ZIP, for requests sent without one. */
  serviceTitanIdForZip: (zip: string) => string | undefined;
  forwarder: Forwarder;
  limiter: RateLimiter;
  minFillTimeMs: number;
  now: () => number;
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[ESTIMATE_HEADERS.idempotencyKey.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw badRequest(`${ESTIMATE_HEADERS.idempotencyKey} must be 1 to 255 visible ASCII characters, sent once.`);
  }
  return value;
}

/** POST /api/booking/estimate: validate, store durably with its outbox row, then answer. */
export function registerEstimateRoute(app: FastifyInstance, deps: EstimateRouteDeps): void {
  app.post(
    '/api/booking/estimate',
    {
      bodyLimit: ESTIMATE_BODY_LIMIT,
      onRequest: async (request, reply) => {
        const decision = deps.limiter.take(request.ip);
        if (decision.allowed) return;
        request.log.warn({ ip: request.ip }, 'estimate rate limit reached');
        reply.header('Retry-After', String(decision.retryAfterSeconds));
        throw new ApiError(429, 'rate_limited', `Too many estimate requests; try again in ${decision.retryAfterSeconds} s.`, {
          bookingSentSuccessfully: false,
        });
      },
    },
    async (request, reply) => {
      const verdict = checkForSpam(request.headers, deps.minFillTimeMs);
      if (verdict.spam) {
        // Answered like a success so the bot learns nothing; nothing is stored.
        request.log.info({ reason: verdict.reason, ip: request.ip }, 'estimate dropped as spam');
        return { bookingSentSuccessfully: true } satisfies EstimateResponse;
      }
      const idempotencyKey = idempotencyKeyOf(request);
      const parsed = parseEstimateRequest(request.body);
      if (!parsed.ok) {
        throw new ApiError(400, 'validation_failed', 'The estimate request has invalid fields.', {
          bookingSentSuccessfully: false,
          errors: parsed.errors,
        });
      }
      // A form sent before it knew the office (or an old client) still routes to the right office.
      const serviceTitanId = parsed.value.serviceTitanId || deps.serviceTitanIdForZip(parsed.value.address.zip) || '';
      let outcome: SaveOutcome;
      try {
        outcome = await deps.leads.saveLead({
          request: { ...parsed.value, serviceTitanId },
          receivedAt: deps.now(),
          clientIp: request.ip,
          userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
          fillMs: verdict.fillMs,
          idempotencyKey,
        });
      } catch (error) {
        // Never an acknowledgement without a commit: the form keeps the request and may send it again.
        request.log.error({ err: error }, 'could not store estimate lead');
        reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
        throw new ApiError(503, 'storage_unavailable', 'We could not save your request. Please try again or call us.', {
          bookingSentSuccessfully: false,
        });
      }
      if (outcome.kind === 'replayed') {
        request.log.info({ leadId: outcome.response.leadId }, 'estimate repeat answered from its idempotency key');
        reply.header('Idempotent-Replayed', 'true');
      } else {
        request.log.info({ leadId: outcome.leadId }, 'estimate lead stored');
        deps.forwarder.wake();
      }
      return outcome.response;
    },
  );
}
