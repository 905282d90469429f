import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { franchisePathOf, franchisePlaceholderValues, useFranchiseHome, type PlaceholderValues } from '@handyman/platform';

/**
 * Placeholder values of the office the current address belongs to (/offices/<id>/...), read from
 * its home page through useFranchiseHome: the cache entry and storage rules every office page
 * shares. Elsewhere (and until the office loads) only {Phone}: the national number.
 */
export function useFranchisePlaceholders(): PlaceholderValues {
  const { pathname } = useLocation();
  const { home } = useFranchiseHome(franchisePathOf(pathname));
  const control = home?.FranchiseCorporateControl;
  return useMemo(() => franchisePlaceholderValues(control), [control]);
}
