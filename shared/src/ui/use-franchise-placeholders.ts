import { useLocation } from 'react-router-dom';
import { franchisePathOf, franchisePlaceholderValues, pageOfSchema, usePage, type PlaceholderValues } from '@handyman/shared';

/**
 * Placeholder values of the franchise the current address belongs to (/offices/<id>/...), read
 * from its home page (cached, shared with the franchise pages). Elsewhere only {Phone}: the
 * national number.
 */
export function useFranchisePlaceholders(): PlaceholderValues {
  const { pathname } = useLocation();
  const { data } = usePage(franchisePathOf(pathname));
  const home = pageOfSchema(data?.results[0], 'FranchiseHomePage');
  return franchisePlaceholderValues(home?.FranchiseCorporateControl);
}
