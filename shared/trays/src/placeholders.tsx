import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { franchisePathOf, replacePlaceholders, type PlaceholderValues } from '@handyman/platform';
import { useFranchisePlaceholders } from '@handyman/platform/ui';

// Office pages fill {City}, {Phone}, ... with the office's values: those a page provides, else
// those of the office in the address. Corporate pages have neither, and their copy is shown as
// written.

const PlaceholderContext = createContext<PlaceholderValues | null>(null);

export function PlaceholderProvider({ values, children }: { values: PlaceholderValues | null | undefined; children: ReactNode }) {
  return <PlaceholderContext.Provider value={values ?? null}>{children}</PlaceholderContext.Provider>;
}

/**
 * A function that fills in the current office's placeholders: the provider's values, or without
 * a provider those of the office in the address; identity on corporate pages.
 */
export function usePlaceholders(): (text: string | null | undefined) => string {
  const provided = useContext(PlaceholderContext);
  const { pathname } = useLocation();
  const officeValues = useFranchisePlaceholders();
  const values = provided ?? (franchisePathOf(pathname) === null ? null : officeValues);
  return useCallback((text) => (values ? replacePlaceholders(text ?? '', values) : (text ?? '')), [values]);
}
