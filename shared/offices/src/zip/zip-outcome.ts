import { officeStatePath, safeSitePath } from '@handyman/platform';
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

/** Where a zip lookup sends the visitor; a null result means the lookup failed. */
export function zipLookupDestination(result: ZipLookupResponse | null): ZipDestination {
  if (result === null) return { to: '/offices', replace: true };
  if (result.isUnservicableZipCode) return { to: '/offices?noFranchises=true', replace: false };
  const nearest = result.listOfOfficesNearestToFarthest?.[0];
  const distance = Number(nearest?.distanceFromOrigin);
  if (!nearest || typeof nearest.distanceFromOrigin !== 'number' || Number.isNaN(distance)) return { to: '/offices', replace: false };
  // Content decides these addresses: one that could lead off the site falls back to the finder.
  const home = safeSitePath(nearest.officeHomePage);
  if (distance <= NEAREST_OFFICE_THRESHOLD && home) return { to: home, replace: false };
  // Farther than the offices travel: the finder's page of the visitor's state says how far the nearest is.
  const statePage = /^[A-Za-z]{2}$/.test(result.originState ?? '') ? stateFinderPath(result.originState) : null;
  if (distance <= NEAREST_OFFICE_THRESHOLD) return { to: statePage ?? '/offices', replace: false };
  return { to: `${statePage ?? '/offices'}?${NEAREST_MILES_PARAM}=${Math.round(distance)}`, replace: false };
}
