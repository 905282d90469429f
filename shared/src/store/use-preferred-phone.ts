import { formatPhoneDisplay, telDigits } from '../format/phone';
import { corporatePhone } from '../format/national-phone';
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
  return { ...corporatePhone(settings), isOffice: false };
}
