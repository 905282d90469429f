import { getLocalOffices, loadFranchiseHome, loadResource, type PageEnvelope } from '@handyman/platform';
import { pageOfSchema } from '@handyman/contracts';
import { matchOfficeByZip, officePathOf } from './office-match';

/** The office a ZIP's estimate request goes to, with the number to offer and its scheduling-system id. */
export interface MatchedOffice {
  path: string;
  phone: string;
  serviceTitanId: string;
}

export const estimateOfficeKey = (zip: string) => `estimate-office:${zip}`;

/**
 * The office serving a complete ZIP, uncached: the browser's form goes through findEstimateOffice;
 * the site's server (a form posted without script) passes its own page loader.
 */
export async function lookUpEstimateOffice(
  zip: string,
  loadHome: (path: string) => Promise<PageEnvelope> = loadFranchiseHome,
): Promise<MatchedOffice | null> {
  const office = matchOfficeByZip(await getLocalOffices(), zip);
  if (!office) return null;
  const path = officePathOf(office.HomePageLink.URL);
  const listed: MatchedOffice = { path, phone: office.PhoneNumber ?? '', serviceTitanId: '' };
  try {
    const control = pageOfSchema((await loadHome(path)).results[0], 'FranchiseHomePage')?.FranchiseCorporateControl;
    return { path, phone: control?.PhoneNumber?.Value || listed.phone, serviceTitanId: control?.ServiceTitanID?.Value ?? '' };
  } catch {
    return listed; // A failed office detail lookup is ignored silently: the listed phone will do.
  }
}

/**
 * The office serving a complete ZIP (owned or allowed ZIPs of the local office list), completed
 * with the phone and ServiceTitan id from its home page: null when no office serves the ZIP; a
 * rejection when the office list cannot be read. One lookup per ZIP, shared by the form's display
 * and its submit.
 */
export function findEstimateOffice(zip: string): Promise<MatchedOffice | null> {
  return loadResource(estimateOfficeKey(zip), () => lookUpEstimateOffice(zip));
}
