import { loadResource, lookupZip } from '@handyman/platform';
import type { ZipLookupResponse } from '@handyman/contracts';
import { officePathOf } from './office-match';

/**
 * The page's one ZIP lookup per ZIP (GET external-services/zip-code-lookup), shared by whatever
 * asks about that ZIP: the estimate form's office match and its city autofill.
 */
export function lookupZipOnce(zip: string): Promise<ZipLookupResponse> {
  return loadResource(`zip-lookup:${zip}`, () => lookupZip(zip));
}

/**
 * The office whose territory holds the ZIP: the first office of the ZIP lookup when it is flagged
 * `inTerritory` (the service puts such an office first); null when none is.
 */
export function territoryOfficePath(answer: ZipLookupResponse): string | null {
  const first = answer.listOfOfficesNearestToFarthest?.[0];
  if (!first?.inTerritory || typeof first.officeHomePage !== 'string') return null;
  const path = officePathOf(first.officeHomePage);
  return path === '' ? null : path;
}
