import { formatPhoneDisplay, telDigits } from '@handyman/platform';
import { type FranchiseCorporateControl } from '@handyman/contracts';
import { useNationalPhone } from '@handyman/estimate';

export interface OfficePhone {
  display: string;
  tel: string;
  /** False when the office has no number and the national one stands in. */
  isOffice: boolean;
}

/** The number a call button on an office page dials: the office's, else the national number. */
export function useOfficePhone(control: Partial<Pick<FranchiseCorporateControl, 'PhoneNumber'>> | null | undefined): OfficePhone {
  const national = useNationalPhone();
  const phone = control?.PhoneNumber?.Value ?? '';
  const tel = telDigits(phone);
  if (tel) return { display: formatPhoneDisplay(phone) || phone, tel, isOffice: true };
  return { ...national, isOffice: false };
}
