import { ESTIMATE_HEADERS, type EstimateStatus } from '@handyman/contracts';
import { contentClient } from '@handyman/platform';

/**
 * GET api/booking/estimate/status: whether the request sent with this Idempotency-Key was received
 * (asked when the post's own answer did not come). Rejects when the intake does not answer in time.
 */
export async function estimateStatus(idempotencyKey: string, timeoutMs: number): Promise<EstimateStatus> {
  const body = await contentClient()
    .get('api/booking/estimate/status', { retry: 0, timeout: timeoutMs, headers: { [ESTIMATE_HEADERS.idempotencyKey]: idempotencyKey } })
    .json<EstimateStatus>();
  if (typeof body?.received !== 'boolean') throw new Error('The estimate service answered its status check without a result');
  return body;
}
