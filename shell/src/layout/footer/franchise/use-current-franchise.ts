import { useLocation } from 'react-router-dom';
import { franchisePathOf, pageOfSchema, usePage, type FranchiseHomePage } from '@handyman/shared';

/**
 * The franchise home of the office whose pages are shown (/offices/<id>/...), or null elsewhere.
 * Read through the same cache key as the franchise remote, so it costs no second request.
 */
export function useCurrentFranchise(): FranchiseHomePage | null {
  const { pathname } = useLocation();
  const path = franchisePathOf(pathname);
  const { data } = usePage(path);
  if (!path) return null;
  return pageOfSchema(data?.results?.[0], 'FranchiseHomePage') ?? null;
}
