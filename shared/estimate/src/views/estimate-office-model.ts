import type { FranchiseCorporateControl, FranchiseHomePage } from '@handyman/contracts';

/** @deprecated Kept for remotes built against it: content-api fills in the ServiceTitan id now. An office's phone and scheduling-system id. */
export interface EstimateOfficeContact {
  /** The office phone as content stores it, e.g. "702-555-0142"; '' for none. */
  phone: string;
  serviceTitanId: string;
}

/** @deprecated See EstimateOfficeContact. */
export function estimateOfficeContact(control: FranchiseCorporateControl | null | undefined): EstimateOfficeContact {
  return { phone: control?.PhoneNumber?.Value ?? '', serviceTitanId: control?.ServiceTitanID?.Value ?? '' };
}

/** The office of the page that shows the form (franchise pages): its default destination. */
export interface FranchiseEstimateData {
  /** Site-relative office home path, e.g. "offices/summerlin". */
  homePath: string;
  /** The office phone as content stores it, e.g. "702-555-0142". */
  phone: string;
}

/**
 * What the estimate form needs from the office whose page shows it (pass the result as `franchise`):
 * its path, which the request names, and its phone. Its ServiceTitan id is content-api's to fill in.
 */
export function franchiseEstimateData(home: FranchiseHomePage, fallbackPath = ''): FranchiseEstimateData {
  return {
    homePath: (home.SURL || home.URL || fallbackPath).replace(/^\/+|\/+$/g, ''),
    phone: home.FranchiseCorporateControl?.PhoneNumber?.Value ?? '',
  };
}
