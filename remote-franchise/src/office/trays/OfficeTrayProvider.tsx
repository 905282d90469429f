import type { ReactNode } from 'react';
import { AppTrayProvider, PlaceholderProvider } from '@handyman/trays';
import type { PageOffice } from '../page-office';
import { useRecentOffice } from '../use-recent-office';
import { OfficeContext } from './office-context';
import { officeTrays } from './tray-registry';

/**
 * An office page: its trays can show the office's services, cities, reviews and estimate form (from
 * the page's data, made by its loader), its copy has the office's placeholders filled, and the
 * office becomes the visitor's recent one.
 */
export function OfficeTrayProvider({ office, children }: { office: PageOffice; children: ReactNode }) {
  useRecentOffice(office.recent);
  return (
    <OfficeContext.Provider value={office.trays}>
      <PlaceholderProvider values={office.placeholders}>
        <AppTrayProvider trays={officeTrays}>{children}</AppTrayProvider>
      </PlaceholderProvider>
    </OfficeContext.Provider>
  );
}
