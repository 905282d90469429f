/** Digits of a phone number for a tel: link; '' when there are none. */
export function telDigits(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}

/** (XXX) XXX-XXXX for a 10-digit number (an 11-digit number starting with 1 too), else ''. */
export function formatPhoneDisplay(phone: string | null | undefined): string {
  let digits = telDigits(phone);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
