import type { ZipLookupResponse } from '@handyman/contracts';
import { contentClient } from './client';

/** GET external-services/zip-code-lookup?zipCode=Z: nearest offices for a ZIP. */
export function lookupZip(zipCode: string): Promise<ZipLookupResponse> {
  return contentClient().get('external-services/zip-code-lookup', { searchParams: { zipCode }, retry: 0 }).json<ZipLookupResponse>();
}
