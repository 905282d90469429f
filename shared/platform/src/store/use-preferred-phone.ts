import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { franchisePathOf } from '../routing/paths';
import { formatPhoneDisplay, telDigits } from '@handyman/contracts/validation';
import { corporatePhone } from '../format/national-phone';
import { useVisitorOffice } from '../ssr/page-record';
import { useSiteStore } from './site-store';
import { OFFICE_CARD } from './office-card';
import { useOfficeView } from './office-view';
import { useSiteSettings } from './use-site-settings';

export interface PreferredPhone {
  tel: string;
  display: string;
  /** True when the number belongs to the visitor's recent office. */
  isOffice: boolean;
}

/**
 * The phone to show: on an office's pages that office's number (the server renders it too); else
 * the recent franchise's number (browser storage once restored; before that, the number of the
 * office the request's cookie named, which the server renders too), then the corporate tel number,
 * then the corporate display number, then the national fallback. Follows the store (no polling).
 */
export function usePreferredPhone(): PreferredPhone {
  // Read without requiring a router: the phone also shows in parts rendered outside one.
  const pathname = useContext(UNSAFE_LocationContext)?.location.pathname ?? '';
  const addressOffice = franchisePathOf(pathname);
  const storedPhone = useSiteStore((state) => state.recentFranchisePhone);
  const visitorOffice = useVisitorOffice();
  const { data: card } = useOfficeView(OFFICE_CARD, addressOffice ?? (storedPhone ? null : visitorOffice));
  const { data: settings } = useSiteSettings();
  const officePhone = card?.phone || storedPhone;
  if (officePhone && telDigits(officePhone).length >= 10) {
    return { tel: telDigits(officePhone), display: formatPhoneDisplay(officePhone) || officePhone, isOffice: true };
  }
  return { ...corporatePhone(settings), isOffice: false };
}
