import { corporatePhone, formatPhoneDisplay, telDigits, useSiteSettings } from '@handyman/platform/base';

export interface OfficePhone {
  display: string;
  tel: string;
  /** False when the office has no number and the national one stands in. */
  isOffice: boolean;
}

/**
 * The number a call button on an office page dials: the office's, else the national number (read
 * from the platform, so a page without an estimate form does not load the estimate package for it).
 */
export function useOfficePhone(officePhone: string | null | undefined): OfficePhone {
  const national = corporatePhone(useSiteSettings().data);
  const phone = officePhone ?? '';
  const tel = telDigits(phone);
  if (tel) return { display: formatPhoneDisplay(phone) || phone, tel, isOffice: true };
  return { ...national, isOffice: false };
}
