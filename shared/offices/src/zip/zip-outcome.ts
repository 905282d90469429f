import { NO_OFFICE_PARAM, officeStatePath, safeSitePath } from '@handyman/platform';
import { isStateAbbreviation, stateName } from '@handyman/contracts/validation';
import { NEAREST_OFFICE_MILES, type ZipLookupResponse } from '@handyman/contracts';

/**
 * The server's address for the find-your-office form (method GET, field zipCode): where the form
 * goes when script is off or has not run yet. The server looks the ZIP up and redirects (303).
 */
export const ZIP_LOOKUP_ACTION = '/find-my-office';

/** Nearest-office distance at or under which the visitor goes straight to that office. */
export const NEAREST_OFFICE_THRESHOLD = NEAREST_OFFICE_MILES;

export interface ZipDestination {
  to: string;
  replace: boolean;
}

/** The finder's query parameter that says how many miles away the nearest office is. */
export const NEAREST_MILES_PARAM = 'nearestMiles';
/**
 * The visitor's state on the finder's front page (/offices?state=NV): the address the ZIP lookup
 * used before the finder had a page per state, and where the state chooser posts without script;
 * the finder sends it on to the state's page.
 */
export const FAR_STATE_PARAM = 'state';

/** The finder's page of a state by its two-letter abbreviation (NV -> /offices/state/nevada); null for none of the 59. */
export function stateFinderPath(abbreviation: string): string | null {
  const name = isStateAbbreviation(abbreviation.toUpperCase()) ? stateName(abbreviation.toUpperCase()) : undefined;
  return name ? officeStatePath(name) : null;
}

/** The nearest office's distance, or NaN when the answer gives none as a number. */
function nearestDistance(result: ZipLookupResponse): number {
  const nearest = result.listOfOfficesNearestToFarthest?.[0];
  return nearest && typeof nearest.distanceFromOrigin === 'number' ? Number(nearest.distanceFromOrigin) : Number.NaN;
}

/** The office a lookup leads to, as its home path ("/offices/summerlin"); null when it leads to the finder. */
export function zipAnswerOffice(result: ZipLookupResponse | null): string | null {
  if (result === null || result.isUnservicableZipCode) return null;
  const distance = nearestDistance(result);
  // Content decides these addresses: one that could lead off the site is none.
  const home = safeSitePath(result.listOfOfficesNearestToFarthest[0]?.officeHomePage);
  return distance <= NEAREST_OFFICE_THRESHOLD && home ? home : null;
}

/** Where a zip lookup sends the visitor; a null result means the lookup failed. */
export function zipLookupDestination(result: ZipLookupResponse | null): ZipDestination {
  if (result === null) return { to: '/offices', replace: true };
  if (result.isUnservicableZipCode) return { to: `/offices?${NO_OFFICE_PARAM}=true`, replace: false };
  const distance = nearestDistance(result);
  if (Number.isNaN(distance)) return { to: '/offices', replace: false };
  const home = zipAnswerOffice(result);
  if (home) return { to: home, replace: false };
  // Farther than the offices travel: the finder's page of the visitor's state says how far the nearest is.
  const statePage = /^[A-Za-z]{2}$/.test(result.originState ?? '') ? stateFinderPath(result.originState) : null;
  if (distance <= NEAREST_OFFICE_THRESHOLD) return { to: statePage ?? '/offices', replace: false };
  return { to: `${statePage ?? '/offices'}?${NEAREST_MILES_PARAM}=${Math.round(distance)}`, replace: false };
}
