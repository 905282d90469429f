import type { ReactNode } from 'react';
import { useFranchiseHome } from '../pages/home/use-franchise-home';
import type { OfficeHeaderView } from './header/office-header-view';
import { OfficeHeader } from './header/OfficeHeader';
import { OfficeTrays } from './trays/OfficeTrays';

/**
 * One of the office's pages (sub-pages, cities, campaigns) with its trays, which read the office
 * from the content cache its loader filled (the site's header reads the same entry), as on the
 * office home. `children` places the office's header (drawn from the loader's view) in the page.
 */
export function WithOffice({
  path,
  header,
  children,
}: {
  path: string;
  header?: OfficeHeaderView;
  children: (header: ReactNode) => ReactNode;
}) {
  const { home } = useFranchiseHome();
  const page = children(header ? <OfficeHeader header={header} /> : null);
  return home ? (
    <OfficeTrays home={home} path={path}>
      {page}
    </OfficeTrays>
  ) : (
    page
  );
}
