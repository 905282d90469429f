import { useLocation } from 'react-router-dom';
import { franchisePathOf, useFranchiseHome } from '@handyman/platform';
import { type FranchiseHomePage } from '@handyman/contracts';

/**
 * The franchise home of the office whose pages are shown (/offices/<id>/...), or null elsewhere.
 * Read through the shared franchise-home cache, so it costs no second request.
 */
export function useCurrentFranchise(): FranchiseHomePage | null {
  const { pathname } = useLocation();
  const path = franchisePathOf(pathname);
  const { home } = useFranchiseHome(path);
  return (path && home) || null;
}
