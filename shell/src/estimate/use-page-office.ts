import { useLocation } from 'react-router-dom';
import { franchisePathOf, useFranchiseHome } from '@handyman/platform';
import { franchiseEstimateData, type FranchiseEstimateData } from '@handyman/estimate';

/**
 * The office whose pages the visitor is on (/offices/{id}/...), once its home page has loaded
 * through the one office-home loader (shared cache and the office storage rules).
 */
export function usePageOffice(): FranchiseEstimateData | undefined {
  const { pathname } = useLocation();
  const path = franchisePathOf(pathname);
  const { home } = useFranchiseHome(path);
  return path && home ? franchiseEstimateData(home, path) : undefined;
}
