import type { FranchiseCorporateControl } from '@handyman/contracts';

type AddressFields = Pick<FranchiseCorporateControl, 'Address' | 'City' | 'State' | 'StateAbbreviation' | 'ZipCode'>;

/** An office's postal address as display lines: the street, then "City, ST 12345"; empty parts left out. */
export function officeAddressLines(control: Partial<AddressFields> | null | undefined): string[] {
  if (!control) return [];
  const region = [control.StateAbbreviation?.Value || control.State?.Value, control.ZipCode?.Value].filter(Boolean).join(' ');
  const cityLine = [control.City?.Value, region].filter(Boolean).join(', ');
  return [control.Address?.Value ?? '', cityLine].filter((line) => line.trim() !== '');
}
