import type { SiteSettings } from '@handyman/contracts';
import { formatPhoneDisplay, telDigits } from '@handyman/contracts/validation';

/** The national toll-free number, shown whenever no office phone is known. */
export const NATIONAL_PHONE = { display: '866-FIX-MY-HOME', tel: '18663496946' } as const;

/** Tel digits only when they make a whole number (a vanity display like 866-FIX-MY-HOME does not). */
function dialable(phone: string | undefined): string {
  const digits = telDigits(phone);
  return digits.length >= 10 ? digits : '';
}

/**
 * The corporate number from the site settings: the tel value, then the display value, then the
 * national fallback for each part. An office's own number, where there is one, comes before all of these.
 */
export function corporatePhone(settings: Partial<Pick<SiteSettings, 'MainTelephoneNumber' | 'TelephoneNumberDisplay'>> | undefined): {
  tel: string;
  display: string;
} {
  const tel = settings?.MainTelephoneNumber?.Value;
  const display = settings?.TelephoneNumberDisplay?.Value;
  return {
    tel: dialable(tel) || dialable(display) || NATIONAL_PHONE.tel,
    display: display || formatPhoneDisplay(tel) || NATIONAL_PHONE.display,
  };
}
