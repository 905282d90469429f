import { useEffect, useState } from 'react';
import { lookupZip, type ZipLookupResponse } from '@handyman/shared';
import { FULL_ZIP } from './office-match';

/** content-api's lookup answer also names the ZIP's city. */
type ZipLookupWithCity = ZipLookupResponse & { originCity?: string };

export interface ZipPlace {
  zip: string;
  city: string;
  /** Two-letter state abbreviation, '' when unknown. */
  state: string;
}

/** The city and state of a complete ZIP (GET zip-code-lookup); null until known or when the lookup fails. */
export function useZipPlace(zip: string): ZipPlace | null {
  const [place, setPlace] = useState<ZipPlace | null>(null);

  useEffect(() => {
    if (!FULL_ZIP.test(zip)) return undefined;
    let current = true;
    lookupZip(zip).then(
      (answer: ZipLookupWithCity) => {
        if (current) setPlace({ zip, city: (answer.originCity ?? '').trim(), state: (answer.originState ?? '').trim().toUpperCase() });
      },
      () => undefined, // the city stays free text
    );
    return () => {
      current = false;
    };
  }, [zip]);

  return place?.zip === zip ? place : null;
}
