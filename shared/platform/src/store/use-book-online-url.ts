import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { toContentPath } from '../api/content-path';
import { officeSchedulingLink, officeSchedulingUrl } from '../config/scheduling-url';
import { franchisePathOf, isOfficeHomePath } from '../routing/paths';
import { useVisitorOffice } from '../ssr/page-record';
import { useSiteStore } from './site-store';
import { OFFICE_CARD } from './office-card';
import { useOfficeView } from './office-view';

const homePathOf = (path: string | null | undefined) => {
  const home = toContentPath(path ?? '');
  return isOfficeHomePath(home) ? home : null;
};

/**
 * Where every Book Online and Request an Appointment link of the page goes: the scheduling page of
 * the office the page is about (`pageOffice`, else the office in the address), else of the visitor's
 * office (the store once restored, before that the one the server rendered with, from the
 * recentOffice cookie), with the ZIP the visitor gave for that office; the office's own scheduling
 * page when its content names one. Without an office, the site's scheduling page, which asks for
 * the ZIP first. The same on the server and in the browser's first render: it hydrates unchanged.
 */
export function useBookOnlineUrl(pageOffice?: string | null): string {
  // Read without requiring a router: header parts also render outside one.
  const pathname = useContext(UNSAFE_LocationContext)?.location.pathname ?? '';
  const visitorOffice = useVisitorOffice();
  const office = homePathOf(pageOffice) ?? franchisePathOf(pathname) ?? homePathOf(visitorOffice);
  const { data: card } = useOfficeView(OFFICE_CARD, office);
  const recentZip = useSiteStore((state) => state.recentZip);
  const zip = office && recentZip?.office === office ? recentZip.zip : null;
  return officeSchedulingUrl(office, officeSchedulingLink(card?.schedulePageLink), zip);
}
