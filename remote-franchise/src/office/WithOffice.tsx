import type { ReactNode } from 'react';
import { useFranchiseHome } from '../pages/home/use-franchise-home';
import { OfficeHeader } from './header/OfficeHeader';
import { OfficeTrays } from './trays/OfficeTrays';

/**
 * The office's header and trays around one of its pages (sub-pages, cities): both read the office
 * from the content cache its loader filled (the site's header reads the same entry), as on the
 * office home. `children` places the header in the page.
 */
export function WithOffice({ path, children }: { path: string; children: (header: ReactNode) => ReactNode }) {
  const { home } = useFranchiseHome();
  if (!home) return children(null);
  const header = <OfficeHeader control={home.FranchiseCorporateControl} homePath={`/${path}`} home={home} />;
  return (
    <OfficeTrays home={home} path={path}>
      {children(header)}
    </OfficeTrays>
  );
}
