import { NATIONAL_PHONE, telDigits, useSiteSettings } from '@handyman/shared';

/** The national number as the site settings give it (display and tel digits), else the built-in fallback. */
export function useNationalPhone(): { display: string; tel: string } {
  const { data: settings } = useSiteSettings();
  return {
    display: settings?.TelephoneNumberDisplay?.Value || NATIONAL_PHONE.display,
    tel: telDigits(settings?.MainTelephoneNumber?.Value) || NATIONAL_PHONE.tel,
  };
}
