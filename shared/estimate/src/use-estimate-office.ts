import { useEffect } from 'react';
import { lookupZip, useResource } from '@handyman/platform';
import type { EstimateResponse, ZipLookupResponse } from '@handyman/contracts';
import { FULL_ZIP, lookupZipOnce, officePathOf, territoryOfficePath } from '@handyman/offices';
import { rememberEstimateOffice } from './estimate-destination';
import type { FranchiseEstimateData } from './views';

/** The office whose territory holds a ZIP, with the number to offer, as the ZIP lookup answers it. */
export interface MatchedOffice {
  path: string;
  phone: string;
}

export interface EstimateOffice {
  /** Home path of the office the request goes to; null when no office is known. */
  path: string | null;
  /** That office's phone; '' when no office is known (the national number applies). */
  phone: string;
  /** A complete ZIP that no office serves. Flagged only: the form shows no message for it. */
  zipUnmatched: boolean;
}

/** The ZIP's office from the content service's lookup answer (its phone is an addition of that service); null when none. */
function matchedOfficeOf(answer: ZipLookupResponse): MatchedOffice | null {
  const path = territoryOfficePath(answer);
  if (!path) return null;
  const phone = answer.listOfOfficesNearestToFarthest[0]?.phone;
  return { path, phone: typeof phone === 'string' ? phone : '' };
}

/**
 * @deprecated Kept for remotes built against it: content-api now decides a request's office. The
 * office serving a complete ZIP, from the lookup alone (no ServiceTitan id: '' always).
 */
export async function lookUpEstimateOffice(
  zip: string,
  _loadHome?: unknown,
  lookup: (zip: string) => Promise<ZipLookupResponse> = lookupZip,
): Promise<(MatchedOffice & { serviceTitanId: string }) | null> {
  const match = matchedOfficeOf(await lookup(zip));
  return match && { ...match, serviceTitanId: '' };
}

/** The typed ZIP's office when it has one; otherwise the page's office, if any. */
export function officeFor(match: MatchedOffice | null | undefined, franchise: FranchiseEstimateData | undefined): EstimateOffice {
  if (match) return { path: match.path, phone: match.phone, zipUnmatched: false };
  const zipUnmatched = match === null;
  if (franchise) return { path: officePathOf(franchise.homePath), phone: franchise.phone, zipUnmatched };
  return { path: null, phone: '', zipUnmatched };
}

/**
 * The office content-api sent a request to, as its answer names it; `known` (what the form knew)
 * when the answer names none, as an older content service's does not.
 */
export function answeredOffice(response: Pick<EstimateResponse, 'office'>, known: EstimateOffice): EstimateOffice {
  const { office } = response;
  if (office === undefined) return known;
  if (office === null) return { path: null, phone: '', zipUnmatched: true };
  return { path: officePathOf(office.path), phone: office.phone, zipUnmatched: !office.servesZip };
}

/**
 * The office serving the typed ZIP, for the form to show its number as soon as a complete ZIP
 * matches: from the ZIP lookup the form makes anyway (it fills the city too), remembered in storage
 * once known (recentEstimateSubmissionPath, locationMatch). Which office gets the request is
 * content-api's decision; its answer names it (answeredOffice).
 */
export function useEstimateOffice(zip: string, franchise?: FranchiseEstimateData): EstimateOffice {
  const complete = FULL_ZIP.test(zip);
  const { data: match } = useResource(complete ? `estimate-office:${zip}` : null, async () => matchedOfficeOf(await lookupZipOnce(zip)));

  useEffect(() => {
    if (complete && match !== undefined) rememberEstimateOffice(match?.path ?? null);
  }, [complete, match]);

  return officeFor(complete ? match : undefined, franchise);
}
