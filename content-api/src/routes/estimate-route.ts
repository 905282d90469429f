import { createHash } from 'node:crypto';
import { ESTIMATE_HEADERS, type EstimateRequest } from '@handyman/contracts';
import { parseEstimateRequest } from '@handyman/contracts/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/api-error';
import type { RateLimiter } from '@handyman/contracts/server';
import { cleanEstimateBody, cleanOneLine } from '../leads/clean-text';
import type { Forwarder } from '../leads/forwarder';
import { STORE_RETRY_AFTER_SECONDS, type LeadStore, type SaveOutcome } from '../leads/lead-store';
import { SpamAnswers } from '../leads/spam-answer';
import { checkForSpam } from '../leads/spam-check';
import type { RejectReason } from '../metrics/service-metrics';

export const ESTIMATE_BODY_LIMIT = 16 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export interface EstimateRouteDeps {
  leads: Pick<LeadStore, 'saveLead'>;
  /** The field-service id of the office serving a ZIP, for requests sent without one. */
  serviceTitanIdForZip: (zip: string) => string | undefined;
  forwarder: Pick<Forwarder, 'wake'>;
  limiter: RateLimiter;
  minFillTimeMs: number;
  now: () => number;
  counted: { accepted(): void; replayed(): void; rejected(reason: RejectReason): void };
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[ESTIMATE_HEADERS.idempotencyKey.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw badRequest(`${ESTIMATE_HEADERS.idempotencyKey} must be 1 to 255 visible ASCII characters, sent once.`);
  }
  return value;
}

/** The validated request's fingerprint: what a reused Idempotency-Key must match to be answered from its first use. */
function requestHash(request: EstimateRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/** POST /api/booking/estimate: validate, store durably with its outbox row, then answer. */
export function registerEstimateRoute(app: FastifyInstance, deps: EstimateRouteDeps): void {
  const spamAnswers = new SpamAnswers();
  app.post(
    '/api/booking/estimate',
    {
      bodyLimit: ESTIMATE_BODY_LIMIT,
      onRequest: async (request, reply) => {
        // Spam never takes a token: behind the site's server many visitors share one address, and
        // a bot's posts must not use up the next real visitor's.
        if (checkForSpam(request.headers, deps.minFillTimeMs).spam) return;
        const decision = deps.limiter.take(request.clientIp);
        if (decision.allowed) return;
        deps.counted.rejected('rate_limited');
        request.log.warn({ ip: request.clientIp }, 'estimate rate limit reached');
        reply.header('Retry-After', String(decision.retryAfterSeconds));
        throw new ApiError(429, 'rate_limited', `Too many estimate requests; try again in ${decision.retryAfterSeconds} s.`, {
          bookingSentSuccessfully: false,
        });
      },
    },
    async (request, reply) => {
      const verdict = checkForSpam(request.headers, deps.minFillTimeMs);
      const idempotencyKey = idempotencyKeyOf(request);
      const parsed = parseEstimateRequest(cleanEstimateBody(request.body));
      if (!parsed.ok) {
        deps.counted.rejected('invalid');
        throw new ApiError(400, 'validation_failed', 'The estimate request has invalid fields.', {
          bookingSentSuccessfully: false,
          errors: parsed.errors,
        });
      }
      if (verdict.spam) {
        // Answered exactly as a stored lead is (a lead id of the same form included, a repeat
        // answered as a repeat), so a bot cannot tell it was caught; nothing is stored or forwarded.
        deps.counted.rejected('spam');
        request.log.info({ reason: verdict.reason, ip: request.clientIp }, 'estimate dropped as spam');
        const { response, replayed } = spamAnswers.answer(idempotencyKey);
        if (replayed) reply.header('Idempotent-Replayed', 'true');
        return response;
      }
      // A form sent before it knew the office (or an old client) still routes to the right office.
      const serviceTitanId = parsed.value.serviceTitanId || deps.serviceTitanIdForZip(parsed.value.address.zip) || '';
      let outcome: SaveOutcome;
      try {
        outcome = await deps.leads.saveLead({
          request: { ...parsed.value, serviceTitanId },
          receivedAt: deps.now(),
          clientIp: request.clientIp,
          userAgent: cleanOneLine(request.headers['user-agent'] ?? '').slice(0, 300),
          fillMs: verdict.fillMs,
          idempotencyKey,
          requestHash: requestHash(parsed.value),
          requestId: request.id,
        });
      } catch (error) {
        // Never an acknowledgement without a commit: the form keeps the request and may send it again.
        deps.counted.rejected('store_error');
        request.log.error({ err: error }, 'could not store estimate lead');
        reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
        throw new ApiError(503, 'storage_unavailable', 'We could not save your request. Please try again or call us.', {
          bookingSentSuccessfully: false,
        });
      }
      switch (outcome.kind) {
        case 'conflict':
          deps.counted.rejected('idempotency_conflict');
          request.log.warn({ idempotencyKey }, 'estimate refused: its Idempotency-Key was first used for another request');
          throw new ApiError(
            422,
            'idempotency_key_reused',
            `This ${ESTIMATE_HEADERS.idempotencyKey} was already used for a different request; send a new key with a new request.`,
            { bookingSentSuccessfully: false },
          );
        case 'replayed':
          deps.counted.replayed();
          request.log.info({ leadId: outcome.response.leadId }, 'estimate repeat answered from its idempotency key');
          reply.header('Idempotent-Replayed', 'true');
          return outcome.response;
        case 'stored':
          deps.counted.accepted();
          request.log.info({ leadId: outcome.leadId }, 'estimate lead stored');
          deps.forwarder.wake();
          return outcome.response;
      }
    },
  );
}
