import { safeSitePath } from '@handyman/platform';
import { type ZipLookupResponse } from '@handyman/contracts';

/**
 * The server's address for the find-your-office form (method GET, field zipCode): where the form
 * goes when script is off or has not run yet. The server looks the ZIP up and redirects (303).
 */
export const ZIP_LOOKUP_ACTION = '/find-my-office';

/** Nearest-office distance at or under which the visitor goes straight to that office. */
export const NEAREST_OFFICE_THRESHOLD = 50;

export interface ZipDestination {
  to: string;
  replace: boolean;
}

/** Where a zip lookup sends the visitor; null means the lookup failed. */
/** The finder's query parameter that says how many miles away the nearest office is. */
export const NEAREST_MILES_PARAM = 'nearestMiles';
/** ... and the visitor's state, whose offices it shows (the hash, which the server never sees, jumps there). */
export const FAR_STATE_PARAM = 'state';

export function zipLookupDestination(result: ZipLookupResponse | null): ZipDestination {
  if (result === null) return { to: '/offices', replace: true };
  if (result.isUnservicableZipCode) return { to: '/offices?noFranchises=true', replace: false };
  const nearest = result.listOfOfficesNearestToFarthest?.[0];
  const distance = Number(nearest?.distanceFromOrigin);
  if (!nearest || typeof nearest.distanceFromOrigin !== 'number' || Number.isNaN(distance)) return { to: '/offices', replace: false };
  // Content decides these addresses: one that could lead off the site falls back to the finder.
  const home = safeSitePath(nearest.officeHomePage);
  if (distance <= NEAREST_OFFICE_THRESHOLD && home) return { to: home, replace: false };
  // Farther than the offices travel: the finder says how far the nearest is, at the visitor's state.
  const state = /^[A-Za-z]{2}$/.test(result.originState ?? '') ? result.originState : '';
  if (distance <= NEAREST_OFFICE_THRESHOLD) return { to: state ? `/offices#${state}` : '/offices', replace: false };
  const far = `/offices?${NEAREST_MILES_PARAM}=${Math.round(distance)}`;
  return { to: state ? `${far}&${FAR_STATE_PARAM}=${state}#${state}` : far, replace: false };
}
