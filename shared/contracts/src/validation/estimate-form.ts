import { formatPhoneInput, PHONE_MAX_LENGTH, ZIP_INPUT_MAX_LENGTH } from './rules';

// The estimate form's fields, defined once: the site's estimate form (every variant, with and
// without script), the server's check of a posted form and the booking page of content-api all
// draw, read and limit their fields from here, so a field cannot be named, sized or checked one
// way in one form and another way in the next.

/** The estimate form's fields, named as the form and the server's error report name them. */
export const ESTIMATE_FIELDS = ['customerName', 'phoneNumber', 'emailAddress', 'street', 'city', 'state', 'zip', 'summary'] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];
export type EstimateValues = Record<EstimateField, string>;
export type EstimateErrors = Partial<Record<EstimateField, string>>;

/** How wide a field is drawn: a row of its own, half a row, or one of the city, state and ZIP row. */
export type EstimateFieldWidth = 'full' | 'half' | 'city' | 'state' | 'zip';

export interface EstimateFieldDefinition {
  field: EstimateField;
  label: string;
  /** The posted name; ZIP and description keep their fixed names, q6_zipCode and q7_tellUs. */
  name: string;
  control: 'input' | 'select' | 'textarea';
  autoComplete: string;
  width: EstimateFieldWidth;
  /** An input's type (text when absent). */
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  autoCapitalize?: 'words' | 'none';
  placeholder?: string;
  /** The most characters the control takes as typed (its maxlength attribute); none when absent. */
  typedMaxLength?: number;
  /** The most characters (UTF-16 code units, as `value.length` counts them) a value may hold. */
  maxLength: number;
  /** A text area's height in rows. */
  rows?: number;
  /**
   * Focusing the field while it shows an error keeps its text (long text the visitor would lose);
   * any other field is cleared then, to be typed again from scratch.
   */
  keptOnFocusAfterError?: true;
}

/** Every field of the estimate form, in form order. */
export const ESTIMATE_FORM: Readonly<Record<EstimateField, EstimateFieldDefinition>> = {
  customerName: {
    field: 'customerName',
    label: 'Full Name',
    name: 'customerName',
    control: 'input',
    autoComplete: 'name',
    width: 'full',
    autoCapitalize: 'words',
    maxLength: 120,
  },
  // No maxlength on the phone: the formatter keeps it to 14 characters, and a browser cutting a
  // pasted "+1 (702) 555-0142" at 14 would keep the wrong digits.
  phoneNumber: {
    field: 'phoneNumber',
    label: 'Phone Number',
    name: 'phoneNumber',
    control: 'input',
    autoComplete: 'tel',
    width: 'half',
    type: 'tel',
    inputMode: 'tel',
    placeholder: '(555) 555-5555',
    maxLength: PHONE_MAX_LENGTH + 4,
  },
  emailAddress: {
    field: 'emailAddress',
    label: 'Email Address',
    name: 'emailAddress',
    control: 'input',
    autoComplete: 'email',
    width: 'half',
    type: 'email',
    inputMode: 'email',
    autoCapitalize: 'none',
    maxLength: 254,
  },
  street: {
    field: 'street',
    label: 'Street Address',
    name: 'street',
    control: 'input',
    autoComplete: 'address-line1',
    width: 'full',
    maxLength: 200,
  },
  city: {
    field: 'city',
    label: 'City',
    name: 'city',
    control: 'input',
    autoComplete: 'address-level2',
    width: 'city',
    autoCapitalize: 'words',
    maxLength: 100,
  },
  state: { field: 'state', label: 'State', name: 'state', control: 'select', autoComplete: 'address-level1', width: 'state', maxLength: 2 },
  zip: {
    field: 'zip',
    label: 'ZIP Code',
    name: 'q6_zipCode',
    control: 'input',
    autoComplete: 'postal-code',
    width: 'zip',
    inputMode: 'numeric',
    typedMaxLength: ZIP_INPUT_MAX_LENGTH,
    maxLength: 10,
  },
  summary: {
    field: 'summary',
    label: 'Tell Us About Your Project',
    name: 'q7_tellUs',
    control: 'textarea',
    autoComplete: 'off',
    width: 'full',
    maxLength: 4000,
    rows: 4,
    // Its only error with text in it is its length: wiping paragraphs would lose the visitor's work.
    keptOnFocusAfterError: true,
  },
};

/** The form with nothing filled in. */
export const EMPTY_ESTIMATE: Readonly<EstimateValues> = Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, ''])) as EstimateValues;

/** The most characters each field may hold. */
export const ESTIMATE_MAX_LENGTH: Readonly<Record<EstimateField, number>> = Object.fromEntries(
  ESTIMATE_FIELDS.map((field) => [field, ESTIMATE_FORM[field].maxLength]),
) as Record<EstimateField, number>;

/** A field's value as the form keeps it while the visitor types: the phone as (XXX) XXX-XXXX, the ZIP cut to 5 characters. */
export function normaliseEstimateInput(field: EstimateField, raw: string): string {
  if (field === 'phoneNumber') return formatPhoneInput(raw);
  const typed = ESTIMATE_FORM[field].typedMaxLength;
  return typed === undefined ? raw : raw.slice(0, typed);
}

/** The form's values from a posted body, each read by its posted name; a missing field is empty. */
export function readEstimateForm(fields: URLSearchParams): EstimateValues {
  return Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, fields.get(ESTIMATE_FORM[field].name) ?? ''])) as EstimateValues;
}
