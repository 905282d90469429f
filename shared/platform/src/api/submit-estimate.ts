import { ESTIMATE_HEADERS, type EstimateRequest, type EstimateResponse } from '@handyman/contracts';
import { contentClient } from './client';

/** What the form sends beside the body: its duplicate guard and its bot signals. */
export interface EstimateSignals {
  /** The same key for every resend of the same filled form, so the server stores one lead. */
  idempotencyKey: string;
  /** Milliseconds since the form was shown; unknown for a form the site's server sends on. */
  fillMs?: number;
  /** The hidden honeypot field's value; people leave it empty. */
  trap: string;
  /**
   * The visitor's address, when the site's server sends a form on the visitor's behalf (sent as
   * X-Forwarded-For, which the intake trusts from the servers it is told to, so its per-visitor
   * rate limit sees the visitor rather than the site's server).
   */
  clientAddress?: string;
  /**
   * When the site's server stops waiting (ms since the epoch): the intake stores nothing after it,
   * and the call gives up DEADLINE_GRACE_MS later, so a request given up on was not stored.
   */
  deadline?: number;
}

/** How long a phone on a slow network may take before the visitor is offered the phone number. */
export const ESTIMATE_TIMEOUT_MS = 20_000;
/** How long after its deadline a call still waits for the intake's answer (a commit just before it). */
const DEADLINE_GRACE_MS = 1000;

function isBookingAnswer(body: unknown): body is EstimateResponse {
  return typeof body === 'object' && body !== null && typeof (body as EstimateResponse).bookingSentSuccessfully === 'boolean';
}

/**
 * POST api/booking/estimate. Never retried automatically: a request that timed out may already be
 * stored, and only the visitor's resend (with the same Idempotency-Key) is safe to repeat.
 * Any answer that states bookingSentSuccessfully is the result, whatever its status (the service
 * says false with 429 and 503); it rejects on network failure, timeout and answers without one.
 */
export async function submitEstimate(request: EstimateRequest, signals: EstimateSignals): Promise<EstimateResponse> {
  const timeout = signals.deadline === undefined ? ESTIMATE_TIMEOUT_MS : Math.max(1, signals.deadline + DEADLINE_GRACE_MS - Date.now());
  const response = await contentClient().post('api/booking/estimate', {
    json: request,
    retry: 0,
    timeout,
    throwHttpErrors: false,
    headers: {
      [ESTIMATE_HEADERS.idempotencyKey]: signals.idempotencyKey,
      ...(signals.fillMs === undefined ? {} : { [ESTIMATE_HEADERS.fillTime]: String(Math.max(0, Math.round(signals.fillMs))) }),
      // Header values must be Latin-1; a bot may type anything into the trap.
      [ESTIMATE_HEADERS.honeypot]: encodeURIComponent(signals.trap),
      ...(signals.clientAddress ? { 'X-Forwarded-For': signals.clientAddress } : {}),
      ...(signals.deadline === undefined ? {} : { [ESTIMATE_HEADERS.deadline]: String(signals.deadline) }),
    },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (isBookingAnswer(body)) return body;
  throw new Error(`The estimate service answered ${response.status} without a booking result`);
}
