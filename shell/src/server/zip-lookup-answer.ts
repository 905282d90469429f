import { lookupZip } from '@handyman/platform';
import { type ZipLookupResponse } from '@handyman/contracts';
import { isValidZip } from '@handyman/contracts/validation';
import { zipLookupDestination } from '@handyman/estimate/zip';
import { NO_STORE, type Answer } from './http-answer';
import { log } from './ops/logger';

// The find-your-office form's answer when script is off or has not run yet (ZIP_LOOKUP_ACTION):
// the server looks the ZIP up and sends the visitor where the browser would have gone. A ZIP that is not a valid one leads to the office finder, which lists every office.

type Lookup = (zip: string) => Promise<ZipLookupResponse>;

export async function zipLookupAnswer(url: URL, lookup: Lookup = lookupZip): Promise<Answer> {
  const zip = (url.searchParams.get('zipCode') ?? '').trim();
  let result: ZipLookupResponse | null = null;
  if (isValidZip(zip)) {
    try {
      result = await lookup(zip);
    } catch (error) {
      log.error('a ZIP lookup failed', { error });
    }
  }
  const { to } = zipLookupDestination(result);
  return { status: 303, headers: { Location: to, 'Cache-Control': NO_STORE }, body: '' };
}
