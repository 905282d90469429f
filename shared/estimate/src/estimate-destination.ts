import { LOCAL_KEYS, SESSION_KEYS, writeStorage } from '@handyman/platform';
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
