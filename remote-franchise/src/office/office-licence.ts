import { formatLicence } from '@handyman/platform/offices';
import { type FranchiseCorporateControl } from '@handyman/contracts';

/** The office's licence for display ('#0079431'): the owners' entry first, else the corporate one; '' if none. */
export function officeLicence(control: Pick<FranchiseCorporateControl, 'FranchiseOwnersControl' | 'LicenseNumbers'>): string {
  return formatLicence(control.FranchiseOwnersControl?.LicenseNumbers?.Value || control.LicenseNumbers?.Value);
}
