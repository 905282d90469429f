import { createContext, useContext } from 'react';
import type { FranchiseHomePage } from '@handyman/contracts';

export interface Office {
  home: FranchiseHomePage;
  /** Content path of the office home, e.g. offices/summerlin. */
  path: string;
}

export const OfficeContext = createContext<Office | null>(null);

/** The office whose page this is, for the office trays; null outside office pages. */
export function useOffice(): Office | null {
  return useContext(OfficeContext);
}
