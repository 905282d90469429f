import { officeAddressLines } from '@handyman/platform';
import { type FranchiseCorporateControl } from '@handyman/contracts';

type AddressFields = Pick<FranchiseCorporateControl, 'Address' | 'City' | 'State' | 'StateAbbreviation' | 'ZipCode'>;

/** An office's postal address, one line per part (street; city, state and ZIP). */
export function OfficeAddress({ control, className }: { control: Partial<AddressFields> | null | undefined; className?: string }) {
  const lines = officeAddressLines(control);
  if (lines.length === 0) return null;
  return (
    <address className={className}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
