import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { replacePlaceholders, type PlaceholderValues } from '@handyman/shared';

// Franchise pages give their trays the office's values for {City}, {Phone}, ...; corporate pages
// give none, and their copy is shown as written.

const PlaceholderContext = createContext<PlaceholderValues | null>(null);

export function PlaceholderProvider({ values, children }: { values: PlaceholderValues | null | undefined; children: ReactNode }) {
  return <PlaceholderContext.Provider value={values ?? null}>{children}</PlaceholderContext.Provider>;
}

/** A function that fills in the current franchise's placeholders (identity without a franchise). */
export function usePlaceholders(): (text: string | null | undefined) => string {
  const values = useContext(PlaceholderContext);
  return useCallback((text) => (values ? replacePlaceholders(text ?? '', values) : (text ?? '')), [values]);
}
