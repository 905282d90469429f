import { useLocation } from 'react-router-dom';
import { isNotFoundError, usePage } from '@handyman/platform';
import { pageOfSchema, type FranchiseDetailPage } from '@handyman/contracts';

/**
 * The office's contact-success page for the current address (loaded again whenever the address
 * changes). An office without that page still thanks the visitor: a missing page reads as none,
 * never as the not-found page after a request went through.
 */
export function useContactSuccessContent(): { detail: FranchiseDetailPage | null; loading: boolean; error: unknown } {
  const { pathname } = useLocation();
  const { data, error, loading } = usePage(pathname);
  if (isNotFoundError(error)) return { detail: null, loading: false, error: undefined };
  return { detail: pageOfSchema(data?.results[0], 'FranchiseDetailPage') ?? null, loading, error };
}
