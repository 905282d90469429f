import { lookupZip } from '@handyman/platform';
import { type ZipLookupResponse } from '@handyman/contracts';
import { isValidZip } from '@handyman/contracts/validation';
import { invalidZipReturn, ZIP_FORM_PARAMS, zipLookupDestination } from '@handyman/offices';
import { NO_STORE, type Answer } from './http-answer';
import { log } from './ops/logger';

// The find-your-office form's answer when script is off or has not run yet (ZIP_LOOKUP_ACTION):
// the server looks the ZIP up and sends the visitor where the browser would have gone. A ZIP that
// is not a valid one sends the visitor back to the box it was typed in, which then says so.

type Lookup = (zip: string) => Promise<ZipLookupResponse>;

export async function zipLookupAnswer(url: URL, lookup: Lookup = lookupZip): Promise<Answer> {
  const params = url.searchParams;
  const zip = (params.get(ZIP_FORM_PARAMS.zip) ?? '').trim();
  if (!isValidZip(zip)) return seeOther(invalidZipReturn(zip, params.get(ZIP_FORM_PARAMS.from), params.get(ZIP_FORM_PARAMS.form)));
  let result: ZipLookupResponse | null = null;
  try {
    result = await lookup(zip);
  } catch (error) {
    log.error('a ZIP lookup failed', { error });
  }
  return seeOther(zipLookupDestination(result).to);
}

const seeOther = (location: string): Answer => ({ status: 303, headers: { Location: location, 'Cache-Control': NO_STORE }, body: '' });
