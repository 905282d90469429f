import { useLocation } from 'react-router-dom';
import { pageOfSchema, type FranchiseDetailPage } from '@handyman/contracts';
import { usePage } from '@handyman/platform';

/** The office sub-page (city, campaign, ...) at the current address; a null path loads nothing. */
export function useFranchiseDetail(enabled = true): { detail: FranchiseDetailPage | undefined; loading: boolean; error: unknown } {
  const { pathname } = useLocation();
  const { data, error, loading } = usePage(enabled ? pathname : null);
  return { detail: pageOfSchema(data?.results[0], 'FranchiseDetailPage'), loading, error };
}
