import { NATIONAL_PHONE } from '@handyman/platform';

/**
 * Content that writes the national number as text ("Call 866-FIX-MY-HOME") gets it as a link a
 * phone can dial. Copy that already links a number is left as it is.
 */
export function linkNationalPhone(html: string): string {
  if (/href=["']?tel:/i.test(html)) return html;
  return html.split(NATIONAL_PHONE.display).join(`<a href="tel:${NATIONAL_PHONE.tel}">${NATIONAL_PHONE.display}</a>`);
}
