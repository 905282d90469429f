import { createHash } from 'node:crypto';
import { ESTIMATE_HEADERS, type EstimateRequest, type EstimateStatus } from '@handyman/contracts';
import { parseEstimateRequest } from '@handyman/contracts/validation';
import type { RateLimiter } from '@handyman/contracts/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/api-error';
import { cleanEstimateBody, cleanOneLine } from '../leads/clean-text';
import type { EstimateRouting } from '../leads/estimate-office';
import type { Forwarder } from '../leads/forwarder';
import { STORE_RETRY_AFTER_SECONDS, type LeadStore, type SaveOutcome } from '../leads/lead-store';
import { checkForSpam } from '../leads/spam-check';
import type { RejectReason } from '../metrics/service-metrics';

export const ESTIMATE_BODY_LIMIT = 16 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export interface EstimateRouteDeps {
  leads: Pick<LeadStore, 'saveLead' | 'receivedLead'>;
  /** Which office a request goes to (routeEstimate): its ZIP's office, else its page's, else what the client sent. */
  routeOffice: (request: EstimateRequest) => EstimateRouting;
  forwarder: Pick<Forwarder, 'wake'>;
  limiter: RateLimiter;
  minFillTimeMs: number;
  now: () => number;
  counted: { accepted(): void; replayed(): void; rejected(reason: RejectReason): void };
}

const headerOf = (request: FastifyRequest, name: string) => request.headers[name.toLowerCase()];

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = headerOf(request, ESTIMATE_HEADERS.idempotencyKey);
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

/**
 * Whose bucket a post takes its token from: the client's, or, for a post that says nothing of how
 * long its form was open, a bucket of its own beside the client's. Every form of the site sends a
 * fill time, so such posts (old clients, scripts) never use up a visitor's posts, however many.
 */
function rateKeyOf(request: FastifyRequest): string {
  const fill = headerOf(request, ESTIMATE_HEADERS.fillTime);
  return typeof fill === 'string' && fill.trim() !== '' ? request.clientIp : `${request.clientIp} without a fill time`;
}

/**
 * The sender's deadline (X-Estimate-Deadline, ms since the epoch), past which nothing is stored: it
 * has told the visitor so. Checked on arrival and again inside the store's transaction.
 */
function deadlineOf(request: FastifyRequest): number | undefined {
  const value = headerOf(request, ESTIMATE_HEADERS.deadline);
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** A post its sender stopped waiting for: counted, logged, and answered 503 with nothing stored. */
function tooLate(request: FastifyRequest, reply: FastifyReply, counted: EstimateRouteDeps['counted'], key: string | undefined): never {
  counted.rejected('deadline_passed');
  request.log.warn({ idempotencyKey: key }, 'estimate not stored: it came after its sender stopped waiting');
  reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
  throw serviceUnavailable('The request came too late to be taken. Please send it again or call us.');
}

/**
 * The request's office; while the offices cannot be read (content still importing) the lead is
 * still stored, with the id the client sent, and the answer names no office.
 */
function routeOf(request: FastifyRequest, route: EstimateRouteDeps['routeOffice'], estimate: EstimateRequest): EstimateRouting {
  try {
    return route(estimate);
  } catch (error) {
    request.log.warn({ err: error }, 'estimate stored without routing: the offices cannot be read now');
    return { serviceTitanId: estimate.serviceTitanId, office: undefined };
  }
}

const serviceUnavailable = (message: string) => new ApiError(503, 'storage_unavailable', message, { bookingSentSuccessfully: false });

/**
 * POST /api/booking/estimate: validate, store durably with its outbox row, then answer. A post
 * caught as spam goes every step a lead goes (rate limit, store, key, answer, replay) and is kept
 * aside, never forwarded: nothing in the answer, its headers, its timing or a replay tells it apart.
 * GET /api/booking/estimate/status: whether a post with this Idempotency-Key was received.
 */
export function registerEstimateRoute(app: FastifyInstance, deps: EstimateRouteDeps): void {
  app.post(
    '/api/booking/estimate',
    {
      bodyLimit: ESTIMATE_BODY_LIMIT,
      onRequest: async (request, reply) => {
        const decision = deps.limiter.take(rateKeyOf(request));
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
      const deadline = deadlineOf(request);
      if (deadline !== undefined && deps.now() > deadline) tooLate(request, reply, deps.counted, idempotencyKey);
      const { officePath: _officePath, ...fields } = parsed.value;
      const { serviceTitanId, office } = routeOf(request, deps.routeOffice, parsed.value);
      // A browser that sends Global Privacy Control has opted out, whatever its form said.
      const { privacyOptOut } = parsed.value;
      const optOut = request.headers['sec-gpc'] === '1' ? { gpc: true, choice: privacyOptOut?.choice ?? false } : privacyOptOut;
      let outcome: SaveOutcome;
      try {
        outcome = await deps.leads.saveLead({
          // The page's office path only routes the request: what is stored and forwarded is the platform's payload.
          request: { ...fields, serviceTitanId, ...(optOut ? { privacyOptOut: optOut } : {}) },
          receivedAt: deps.now(),
          clientIp: request.clientIp,
          userAgent: cleanOneLine(request.headers['user-agent'] ?? '').slice(0, 300),
          fillMs: verdict.fillMs,
          idempotencyKey,
          ...(office !== undefined ? { office } : {}),
          requestHash: requestHash(parsed.value),
          requestId: request.id,
          ...(verdict.spam ? { spamReason: verdict.reason } : {}),
          ...(deadline !== undefined ? { late: () => deps.now() > deadline } : {}),
        });
      } catch (error) {
        // Never an acknowledgement without a commit: the form keeps the request and may send it again.
        deps.counted.rejected('store_error');
        request.log.error({ err: error }, 'could not store estimate lead');
        reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
        throw serviceUnavailable('We could not save your request. Please try again or call us.');
      }
      switch (outcome.kind) {
        case 'late':
          // The store was slow: the sender's deadline passed before the commit, and nothing was kept.
          return tooLate(request, reply, deps.counted, idempotencyKey);
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
          if (verdict.spam) {
            deps.counted.rejected('spam');
            request.log.info({ leadId: outcome.leadId, reason: verdict.reason, ip: request.clientIp }, 'estimate set aside as spam');
          } else {
            deps.counted.accepted();
            request.log.info({ leadId: outcome.leadId }, 'estimate lead stored');
            deps.forwarder.wake();
          }
          return outcome.response;
      }
    },
  );

  app.get('/api/booking/estimate/status', async (request, reply): Promise<EstimateStatus> => {
    reply.header('Cache-Control', 'no-store');
    const key = idempotencyKeyOf(request);
    if (key === undefined) throw badRequest(`Send the post's ${ESTIMATE_HEADERS.idempotencyKey}.`);
    let leadId: string | undefined;
    try {
      leadId = await deps.leads.receivedLead(key);
    } catch (error) {
      request.log.error({ err: error }, 'could not read the estimate status');
      reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      throw serviceUnavailable('The estimate status cannot be read right now.');
    }
    return leadId === undefined ? { received: false } : { received: true, leadId };
  });
}
