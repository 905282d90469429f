import { loadFranchiseHome, loadResource, lookupZip, type PageEnvelope } from '@handyman/platform';
import { pageOfSchema, type ZipLookupResponse } from '@handyman/contracts';
import { lookupZipOnce, territoryOfficePath } from '@handyman/offices';
import { estimateOfficeContact } from './views';

/** The office a ZIP's estimate request goes to, with the number to offer and its scheduling-system id. */
export interface MatchedOffice {
  path: string;
  phone: string;
  serviceTitanId: string;
}

export const estimateOfficeKey = (zip: string) => `estimate-office:${zip}`;

/**
 * The office serving a complete ZIP, uncached: the content service matches the ZIP to its office's
 * territory (the browser never downloads the office list), then the office's home page gives the
 * phone and ServiceTitan id. The browser's form goes through findEstimateOffice; the site's server
 * (a form posted without script) passes its own page loader.
 */
export async function lookUpEstimateOffice(
  zip: string,
  loadHome: (path: string) => Promise<PageEnvelope> = loadFranchiseHome,
  lookup: (zip: string) => Promise<ZipLookupResponse> = lookupZip,
): Promise<MatchedOffice | null> {
  const path = territoryOfficePath(await lookup(zip));
  if (!path) return null;
  try {
    const home = pageOfSchema((await loadHome(path)).results[0], 'FranchiseHomePage');
    return { path, ...estimateOfficeContact(home?.FranchiseCorporateControl) };
  } catch {
    // The office page is unavailable: the request still goes to the office; the national number is offered.
    return { path, phone: '', serviceTitanId: '' };
  }
}

/**
 * The office serving a complete ZIP, completed with the phone and ServiceTitan id from its home
 * page: null when no office's territory holds the ZIP; a rejection when the lookup fails. One
 * lookup per ZIP, shared by the form's display, its submit and its city autofill.
 */
export function findEstimateOffice(zip: string): Promise<MatchedOffice | null> {
  return loadResource(estimateOfficeKey(zip), () => lookUpEstimateOffice(zip, loadFranchiseHome, lookupZipOnce));
}
