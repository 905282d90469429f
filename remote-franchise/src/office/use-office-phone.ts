import { formatPhoneDisplay, telDigits } from '@handyman/platform';
import { useNationalPhone } from '@handyman/estimate';

export interface OfficePhone {
  display: string;
  tel: string;
  /** False when the office has no number and the national one stands in. */
  isOffice: boolean;
}

/** The number a call button on an office page dials: the office's, else the national number. */
export function useOfficePhone(officePhone: string | null | undefined): OfficePhone {
  const national = useNationalPhone();
  const phone = officePhone ?? '';
  const tel = telDigits(phone);
  if (tel) return { display: formatPhoneDisplay(phone) || phone, tel, isOffice: true };
  return { ...national, isOffice: false };
}
