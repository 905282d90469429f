import { useLocation } from 'react-router-dom';
import { franchisePathOf, pageOfSchema, usePage } from '@handyman/shared';
import { franchiseEstimateData, type FranchiseEstimateData } from '@handyman/shared/estimate';

/** The office whose pages the visitor is on (/offices/{id}/...), once its home page has loaded. */
export function usePageOffice(): FranchiseEstimateData | undefined {
  const { pathname } = useLocation();
  const path = franchisePathOf(pathname);
  const { data } = usePage(path);
  const home = pageOfSchema(data?.results[0], 'FranchiseHomePage');
  return path && home ? franchiseEstimateData(home, path) : undefined;
}
