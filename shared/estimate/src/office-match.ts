import { LOCAL_KEYS, SESSION_KEYS, writeStorage } from '@handyman/platform';
import { type LocalOffice } from '@handyman/contracts';

/** A complete five-digit ZIP: the point at which the form looks for the office serving it. */
export const FULL_ZIP = /^\d{5}$/;

/** An office's territory: its owned and allowed ZIPs, merged. */
export function territoryOf(office: LocalOffice): string[] {
  return [...(office.OwnedZipcodes ?? []), ...(office.AllowedZipcodes ?? [])];
}

/** The first office, in list order, whose territory holds the ZIP. */
export function matchOfficeByZip(offices: readonly LocalOffice[], zip: string): LocalOffice | undefined {
  return offices.find((office) => territoryOf(office).includes(zip));
}

/** A site-relative office path without surrounding slashes, e.g. "offices/summerlin". */
export function officePathOf(url: string): string {
  return url.replace(/^\/+|\/+$/g, '');
}

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
