import type { ComponentProps } from 'react';
import type { FranchiseHomePage } from '@handyman/contracts';
import { formatLicence, franchisePlaceholderValues, replacePlaceholders } from '@handyman/platform';
import type { OfficeAddress } from '@handyman/platform/ui';
import { paymentTypes } from './payment-types';

/** The office part of the footer on an office's pages, as it draws. */
export interface FranchiseFooterView {
  name: string;
  /** The address fields (shared OfficeAddress takes the content shape). */
  address: ComponentProps<typeof OfficeAddress>['control'];
  /** Formatted licence numbers, or '' for none. */
  licence: string;
  /** The line below the address with the office's placeholders filled, or null. */
  note: string | null;
  payments: string[];
}

/** The office's footer fields from its home page; null for a home without its office fields. */
export function franchiseFooterView(home: FranchiseHomePage | null | undefined): FranchiseFooterView | null {
  const control = home?.FranchiseCorporateControl;
  if (!home || !control) return null;
  const name = control.FranchiseName?.Value || home.Name;
  const owners = control.FranchiseOwnersControl;
  const note = control.FranchiseFooter?.TextBelowAddress?.Value;
  const { Address, City, State, StateAbbreviation, ZipCode } = control;
  return {
    name,
    address: { Address, City, State, StateAbbreviation, ZipCode },
    licence: formatLicence(control.LicenseNumbers?.Value || owners?.LicenseNumbers?.Value) || '',
    note: note ? replacePlaceholders(note, { ...franchisePlaceholderValues(control), FranchiseName: name }) : null,
    payments: paymentTypes(owners?.PaymentTypes?.Value),
  };
}
