import { formatPhoneDisplay, telDigits } from '../format/phone';
import { NATIONAL_PHONE } from '../format/national-phone';
import { useSiteStore } from './site-store';
import { useSiteSettings } from './use-site-settings';

export interface PreferredPhone {
  tel: string;
  display: string;
  /** True when the number belongs to the visitor's recent office. */
  isOffice: boolean;
}

/**
 * The phone to show: the recent franchise's number, then the corporate tel number, then the
 * corporate display number, then the national fallback. Updates when the store changes (no polling).
 */
export function usePreferredPhone(): PreferredPhone {
  const officePhone = useSiteStore((state) => state.recentFranchisePhone);
  const { data: settings } = useSiteSettings();
  if (officePhone && telDigits(officePhone).length >= 10) {
    return { tel: telDigits(officePhone), display: formatPhoneDisplay(officePhone) || officePhone, isOffice: true };
  }
  const corporateTel = settings?.MainTelephoneNumber?.Value;
  const corporateDisplay = settings?.TelephoneNumberDisplay?.Value;
  if (corporateTel || corporateDisplay) {
    return {
      tel: telDigits(corporateTel || corporateDisplay) || NATIONAL_PHONE.tel,
      display: corporateDisplay || formatPhoneDisplay(corporateTel) || NATIONAL_PHONE.display,
      isOffice: false,
    };
  }
  return { ...NATIONAL_PHONE, isOffice: false };
}
