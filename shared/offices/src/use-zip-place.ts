import { useResource } from '@handyman/platform';
import { FULL_ZIP } from './office-match';
import { lookupZipOnce } from './zip-answer';

export interface ZipPlace {
  zip: string;
  city: string;
  /** Two-letter state abbreviation, '' when unknown. */
  state: string;
}

async function placeOf(zip: string): Promise<ZipPlace> {
  const answer = await lookupZipOnce(zip);
  return { zip, city: (answer.originCity ?? '').trim(), state: (answer.originState ?? '').trim().toUpperCase() };
}

/**
 * The city and state of a complete ZIP (GET zip-code-lookup, asked once per ZIP); null until known
 * or when the lookup fails, and the city then stays free text.
 */
export function useZipPlace(zip: string): ZipPlace | null {
  const complete = FULL_ZIP.test(zip);
  const { data } = useResource(complete ? `zip-place:${zip}` : null, () => placeOf(zip));
  return complete && data ? data : null;
}
