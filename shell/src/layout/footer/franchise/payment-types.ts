/** Accepted payment types from the pipe-separated content value, e.g. "Visa|Mastercard|Check". */
export function paymentTypes(value: string | null | undefined): string[] {
  return (value ?? '')
    .split('|')
    .map((type) => type.trim())
    .filter(Boolean);
}
