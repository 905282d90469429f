import { corporatePhone, useSiteSettings } from '@handyman/platform';

/** The national number as the site settings give it (display and tel digits), else the built-in fallback. */
export function useNationalPhone(): { display: string; tel: string } {
  return corporatePhone(useSiteSettings().data);
}
