import { useLocation } from 'react-router-dom';
import { franchisePathOf, officeView, useOfficeView } from '@handyman/platform';
import { franchiseFooterView, type FranchiseFooterView } from './franchise-footer-view';

const FOOTER_OFFICE = officeView('footer', (home) => franchiseFooterView(home));

/** The footer's view of the office whose pages are shown (/offices/<id>/...), or null elsewhere. */
export function useCurrentFranchise(): FranchiseFooterView | null {
  const { pathname } = useLocation();
  const { data } = useOfficeView(FOOTER_OFFICE, franchisePathOf(pathname));
  return data ?? null;
}
