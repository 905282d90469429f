import { isOfficeHomePath, LOCAL_KEYS, SESSION_KEYS, toContentPath, writeStorage } from '@handyman/platform';
import type { EstimateRequest } from '@handyman/contracts';
import { officePathOf } from '@handyman/offices';

/**
 * Remembers the office an estimate request goes to in browser storage (recentEstimateSubmissionPath
 * and locationMatch locally, locationMatch for the session too), or forgets it when null.
 */
export function rememberEstimateOffice(officePath: string | null): void {
  writeStorage(LOCAL_KEYS.recentEstimateSubmissionPath, officePath);
  writeStorage(LOCAL_KEYS.locationMatch, officePath);
  writeStorage(SESSION_KEYS.locationMatch, officePath, 'session');
}

/** Where the visitor goes after a successful request: the office's contact_success page, or the corporate one. */
export function contactSuccessPath(officePath: string | null): string {
  return officePath ? `/${officePathOf(officePath)}/contact_success` : '/contact_success';
}

/**
 * The request naming the office whose page the form was on (`officePath`), for content-api to send
 * it there when no office serves the ZIP; unchanged when the page's path is not an office home.
 */
export function withPageOffice(request: EstimateRequest, homePath: string | undefined): EstimateRequest {
  const officePath = homePath ? toContentPath(homePath) : '';
  return isOfficeHomePath(officePath) ? { ...request, officePath } : request;
}
