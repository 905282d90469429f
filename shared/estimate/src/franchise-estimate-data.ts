import type { FranchiseHomePage } from '@handyman/contracts';
import type { FranchiseEstimateData } from './use-estimate-office';

/** What the estimate form needs from the office whose page shows it (pass the result as `franchise`). */
export function franchiseEstimateData(home: FranchiseHomePage, fallbackPath = ''): FranchiseEstimateData {
  const control = home.FranchiseCorporateControl;
  return {
    homePath: (home.SURL || home.URL || fallbackPath).replace(/^\/+|\/+$/g, ''),
    phone: control?.PhoneNumber?.Value ?? '',
    serviceTitanId: control?.ServiceTitanID?.Value ?? '',
  };
}
