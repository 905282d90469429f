import { useLocation } from 'react-router-dom';
import { franchisePathOf, franchisePlaceholderValues, OFFICE_CARD, useOfficeView, type PlaceholderValues } from '@handyman/platform';

const NO_OFFICE = franchisePlaceholderValues(undefined);

/**
 * Placeholder values of the office the current address belongs to (/offices/<id>/...), from its
 * office card. Elsewhere (and until the office loads) only {Phone}: the national number.
 */
export function useFranchisePlaceholders(): PlaceholderValues {
  const { pathname } = useLocation();
  const { data: card } = useOfficeView(OFFICE_CARD, franchisePathOf(pathname));
  return card?.placeholders ?? NO_OFFICE;
}
