// Field rules of the zip lookup and estimate forms.

/** Five digits, or five digits, a hyphen and four digits. */
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
export const ZIP_INPUT_MAX_LENGTH = 5;

/** A 10-digit US number, optional +1/+12 prefix, with (), dash, dot or space separators. */
export const PHONE_PATTERN = /^(?:\+\d{1,2}[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
export const PHONE_MAX_LENGTH = 14;

/** A general e-mail pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value.trim());
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Text that shows nothing: white space, control characters, the default-ignorable ones (zero-width
 * spaces and joiners, the word joiner, the byte order mark, soft hyphens, direction marks, variation
 * selectors, Hangul fillers, tag characters) and the blank Braille pattern. A field made only of
 * them is as empty as one left empty, in the browser, the site's server and the intake alike.
 */
const SHOWS_NOTHING = /^[\s\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || SHOWS_NOTHING.test(value);
}

/**
 * Formats phone input as the user types: digits only, shown as (XXX) XXX-XXXX, never longer than
 * 14 characters. A leading US country code 1 on an 11-digit entry is dropped.
 */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Digits of a phone number for a tel: link; '' when there are none. */
export function telDigits(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}

/** A phone number as the site shows it: (XXX) XXX-XXXX for a 10-digit number (an 11-digit number starting with 1 too), else ''. */
export function formatPhoneDisplay(phone: string | null | undefined): string {
  let digits = telDigits(phone);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
