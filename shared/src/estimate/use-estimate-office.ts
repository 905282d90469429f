import { useEffect, useState } from 'react';
import { getLocalOffices, getOfficeEstimateDetails, type LocalOffice } from '@handyman/shared';
import { FULL_ZIP, matchOfficeByZip, officePathOf, rememberEstimateOffice } from './office-match';

/** The office of the page that shows the form (franchise pages): its default destination. */
export interface FranchiseEstimateData {
  /** Site-relative office home path, e.g. "offices/summerlin". */
  homePath: string;
  /** The office phone as content stores it, e.g. "702-555-0142". */
  phone: string;
  serviceTitanId: string;
}

export interface EstimateOffice {
  /** Home path of the office the request goes to; null when no office is known. */
  path: string | null;
  /** That office's phone; '' when no office is known (the national number applies). */
  phone: string;
  serviceTitanId: string;
  /** A complete ZIP that no office serves. Flagged only: the spec shows no message for it. */
  zipUnmatched: boolean;
}

interface ZipMatch {
  zip: string;
  office: Omit<EstimateOffice, 'zipUnmatched'> | null;
}

async function findOffice(zip: string): Promise<LocalOffice | undefined | null> {
  try {
    return matchOfficeByZip(await getLocalOffices(), zip);
  } catch {
    return null; // office list unavailable: neither a match nor a known miss
  }
}

/**
 * The office serving the typed ZIP (owned or allowed ZIPs of the local office list). A match is
 * remembered in storage and then completed with the phone and ServiceTitan id from the office's
 * page; a failure of that second read is ignored. Without a match the page's office, if any, stays.
 */
export function useEstimateOffice(zip: string, franchise?: FranchiseEstimateData): EstimateOffice {
  const [match, setMatch] = useState<ZipMatch | null>(null);

  useEffect(() => {
    if (!FULL_ZIP.test(zip)) return undefined;
    let current = true;
    void (async () => {
      const office = await findOffice(zip);
      if (!current || office === null) return;
      if (!office) {
        rememberEstimateOffice(null);
        setMatch({ zip, office: null });
        return;
      }
      const path = officePathOf(office.HomePageLink.URL);
      rememberEstimateOffice(path);
      const listed = { path, phone: office.PhoneNumber ?? '', serviceTitanId: '' };
      setMatch({ zip, office: listed });
      try {
        const details = await getOfficeEstimateDetails(path);
        if (current) setMatch({ zip, office: { path, phone: details.phone || listed.phone, serviceTitanId: details.serviceTitanId } });
      } catch {
        // Spec: a failed office detail lookup is ignored silently.
      }
    })();
    return () => {
      current = false;
    };
  }, [zip]);

  const active = match?.zip === zip ? match : null;
  if (active?.office) return { ...active.office, zipUnmatched: false };
  const zipUnmatched = active !== null;
  if (franchise) return { path: officePathOf(franchise.homePath), phone: franchise.phone, serviceTitanId: franchise.serviceTitanId, zipUnmatched };
  return { path: null, phone: '', serviceTitanId: '', zipUnmatched };
}
