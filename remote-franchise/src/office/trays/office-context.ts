import { createContext, useContext } from 'react';
import type { TrayOffice } from './views/tray-office';

export const OfficeContext = createContext<TrayOffice | null>(null);

/** The office whose page this is, as its trays read it; null outside office pages (or on a page without office trays). */
export function useOffice(): TrayOffice | null {
  return useContext(OfficeContext);
}
