import type { ReactNode } from 'react';
import { franchisePlaceholderValues } from '@handyman/platform';
import { AppTrayProvider, PlaceholderProvider } from '@handyman/trays';
import { OfficeContext, type Office } from './office-context';
import { officeTrays } from './office-trays';

/**
 * An office page: its trays can show the office's services, cities, reviews and estimate form, and
 * its copy has the office's placeholders filled.
 */
export function OfficeTrays({ home, path, children }: Office & { children: ReactNode }) {
  return (
    <OfficeContext.Provider value={{ home, path }}>
      <PlaceholderProvider values={franchisePlaceholderValues(home.FranchiseCorporateControl)}>
        <AppTrayProvider trays={officeTrays}>{children}</AppTrayProvider>
      </PlaceholderProvider>
    </OfficeContext.Provider>
  );
}
