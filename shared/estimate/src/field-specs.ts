import type { HTMLAttributes } from 'react';
import type { EstimateField } from '@handyman/contracts/validation';

export type FieldWidth = 'full' | 'half' | 'city' | 'state' | 'zip';

export interface FieldSpec {
  field: EstimateField;
  label: string;
  /** The submitted field name; ZIP and description keep their fixed names, q6_zipCode and q7_tellUs. */
  name: string;
  autoComplete: string;
  width: FieldWidth;
  type?: 'text' | 'tel' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
  placeholder?: string;
  maxLength?: number;
}

/** Every field of the estimate form, in form order. */
export const FIELD_SPECS: Record<EstimateField, FieldSpec> = {
  customerName: {
    field: 'customerName',
    label: 'Full Name',
    name: 'customerName',
    autoComplete: 'name',
    width: 'full',
    autoCapitalize: 'words',
  },
  // No maxLength on the phone: the formatter keeps it to 14 characters, and a browser cutting a
  // pasted "+1 (702) 555-0142" at 14 would keep the wrong digits.
  phoneNumber: {
    field: 'phoneNumber',
    label: 'Phone Number',
    name: 'phoneNumber',
    autoComplete: 'tel',
    width: 'half',
    type: 'tel',
    inputMode: 'tel',
    placeholder: '(555) 555-5555',
  },
  emailAddress: {
    field: 'emailAddress',
    label: 'Email Address',
    name: 'emailAddress',
    autoComplete: 'email',
    width: 'half',
    type: 'email',
    inputMode: 'email',
    autoCapitalize: 'none',
  },
  street: { field: 'street', label: 'Street Address', name: 'street', autoComplete: 'address-line1', width: 'full' },
  city: { field: 'city', label: 'City', name: 'city', autoComplete: 'address-level2', width: 'city', autoCapitalize: 'words' },
  state: { field: 'state', label: 'State', name: 'state', autoComplete: 'address-level1', width: 'state' },
  zip: {
    field: 'zip',
    label: 'ZIP Code',
    name: 'q6_zipCode',
    autoComplete: 'postal-code',
    width: 'zip',
    inputMode: 'numeric',
    maxLength: 5,
  },
  summary: { field: 'summary', label: 'Tell Us About Your Project', name: 'q7_tellUs', autoComplete: 'off', width: 'full' },
};
