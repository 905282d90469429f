import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { asArray, pageOfSchema } from '@handyman/contracts';
import { franchisePathOf, officeView, useOfficeView, usePage } from '@handyman/platform';
import { RichText } from '@handyman/platform/ui';
import { allPackages, localPackages } from './packages/package-list';
import { PackageGrid } from './packages/PackageGrid';
import type { FranchisePackagesView } from './views/franchise-packages';
import shared from './Tray.module.css';

/** The ids of the office's own packages. */
const LOCAL_PACKAGES = officeView('local-packages', (home) =>
  asArray(home?.FranchiseCorporateControl?.FranchiseOwnersControl?.Packages?.LocalPackages),
);

/**
 * The office's own packages (FranchiseOwnersControl.Packages.LocalPackages) as the packages index's
 * cards, on the office's home and city pages. Nothing shows outside an office or when it offers none.
 */
export function FranchisePackages({ view }: { view: FranchisePackagesView }) {
  const id = useId();
  const { pathname } = useLocation();
  const { data: local = [] } = useOfficeView(LOCAL_PACKAGES, franchisePathOf(pathname));
  const { data } = usePage(local.length > 0 ? 'packages' : null);
  const index = pageOfSchema(data?.results[0], 'PackagesIndex');
  const packages = index ? localPackages(allPackages(index), local) : [];
  if (packages.length === 0) return null;
  return (
    <section className={shared.tray} aria-labelledby={`${id}-heading`} data-testid="franchise-packages">
      <div className="container">
        <h2 id={`${id}-heading`} className={shared.heading}>
          {view.heading}
        </h2>
        {view.copy !== undefined ? <RichText className={`${shared.copy} ${shared.flow}`} html={view.copy} /> : null}
        <PackageGrid packages={packages} />
      </div>
    </section>
  );
}
