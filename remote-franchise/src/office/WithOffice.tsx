import type { ReactNode } from 'react';
import type { OfficeHeaderView } from './header/office-header-view';
import { OfficeHeader } from './header/OfficeHeader';
import type { PageOffice } from './page-office';
import { OfficeTrayProvider } from './trays/OfficeTrayProvider';

/**
 * One of the office's pages (sub-pages, cities, campaigns) with its trays, which read the office
 * from the page's data, as on the office home. `children` places the office's header (drawn from
 * the loader's view) in the page.
 */
export function WithOffice({
  office,
  header,
  children,
}: {
  office: PageOffice;
  header?: OfficeHeaderView;
  children: (header: ReactNode) => ReactNode;
}) {
  return <OfficeTrayProvider office={office}>{children(header ? <OfficeHeader header={header} /> : null)}</OfficeTrayProvider>;
}
