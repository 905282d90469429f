import { useLocation } from 'react-router-dom';
import { franchisePathOf, officeView, useOfficeView } from '@handyman/platform';
import { franchiseEstimateData, type FranchiseEstimateData } from '@handyman/estimate';

/** What the estimate form takes of the page's office: its destination and number. */
const ESTIMATE_OFFICE = officeView('estimate', (home, path) => (home ? franchiseEstimateData(home, path) : null));

/** The office whose pages the visitor is on (/offices/{id}/...), once its home page has loaded. */
export function usePageOffice(): FranchiseEstimateData | undefined {
  const { pathname } = useLocation();
  const { data } = useOfficeView(ESTIMATE_OFFICE, franchisePathOf(pathname));
  return data ?? undefined;
}
