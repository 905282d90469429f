import { parseRetryAfter } from './backoff';
import type { DueDelivery } from './lead-store';

export type AttemptOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'retry'; status: number | null; reason: string; retryAfterMs: number | undefined }
  | { kind: 'rejected'; status: number; reason: string }
  | { kind: 'aborted' };

export interface AttemptOptions {
  url: string;
  token: string | undefined;
  timeoutMs: number;
  now: number;
  /** Aborted when the service shuts down; such an attempt is not counted. */
  shutdown: AbortSignal;
}

/** What the field-service platform receives: the estimate request plus our lead id and time. */
export function platformPayload(delivery: DueDelivery): string {
  return JSON.stringify({ leadId: delivery.leadId, receivedAt: new Date(delivery.receivedAt).toISOString(), ...delivery.request });
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500 || status < 200 || (status >= 300 && status < 400);
}

async function excerpt(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Posts one lead to the platform and classifies the result; never throws. */
export async function attemptDelivery(delivery: DueDelivery, options: AttemptOptions): Promise<AttemptOutcome> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // The platform can drop a repeat: at-least-once delivery may send a lead twice.
        'Idempotency-Key': delivery.leadId,
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(delivery.requestId ? { 'X-Request-Id': delivery.requestId } : {}),
      },
      body: platformPayload(delivery),
      signal: AbortSignal.any([options.shutdown, timeout]),
      redirect: 'manual',
    });
  } catch (error) {
    if (options.shutdown.aborted) return { kind: 'aborted' };
    const reason = timeout.aborted ? `timed out after ${options.timeoutMs} ms` : `network error: ${(error as Error).message}`;
    return { kind: 'retry', status: null, reason, retryAfterMs: undefined };
  }
  const { status } = response;
  if (status >= 200 && status < 300) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: 'delivered', status };
  }
  const detail = await excerpt(response);
  const reason = `platform answered HTTP ${status}${detail ? `: ${detail}` : ''}`;
  if (isRetryableStatus(status)) {
    return { kind: 'retry', status, reason, retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), options.now) };
  }
  return { kind: 'rejected', status, reason };
}
