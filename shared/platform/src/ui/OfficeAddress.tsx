import { type FranchiseCorporateControl } from '@handyman/contracts';
import { officeAddressLines } from './views';

type AddressFields = Pick<FranchiseCorporateControl, 'Address' | 'City' | 'State' | 'StateAbbreviation' | 'ZipCode'>;

/** An office's postal address, one line per part (street; city, state and ZIP). */
export function OfficeAddressView({ lines, className }: { lines: readonly string[]; className?: string }) {
  if (lines.length === 0) return null;
  return (
    <address className={className}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

/** OfficeAddressView of an office's corporate control. */
export function OfficeAddress({ control, className }: { control: Partial<AddressFields> | null | undefined; className?: string }) {
  return <OfficeAddressView lines={officeAddressLines(control)} className={className} />;
}
