import { loadResource, lookupZip } from '@handyman/platform';
import type { ZipLookupResponse } from '@handyman/contracts';

/**
 * The browser's one ZIP lookup per ZIP (GET external-services/zip-code-lookup), shared by the
 * estimate form's office match and its city autofill.
 */
export function lookupZipOnce(zip: string): Promise<ZipLookupResponse> {
  return loadResource(`zip-lookup:${zip}`, () => lookupZip(zip));
}
