import { ESTIMATE_HASH, MODAL_HASH } from '@handyman/platform/ui';

/** What the address hash asks of the estimate modal: always open, open unless a tab area answers, or nothing. */
export type EstimateHashRequest = 'open' | 'open-unless-tabs' | null;

/** The links that open the estimate modal (by their hash). */
export const ESTIMATE_LINKS = `a[href*="${MODAL_HASH}"], a[href*="${ESTIMATE_HASH}"]`;

/** #GetAnEstimate always opens the modal; #GetEstimateLink opens it unless the home/office tab area is on the page. */
export function estimateHashRequest(hash: string): EstimateHashRequest {
  if (hash.includes(MODAL_HASH)) return 'open';
  if (hash.includes(ESTIMATE_HASH)) return 'open-unless-tabs';
  return null;
}
