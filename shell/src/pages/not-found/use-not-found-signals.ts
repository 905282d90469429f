import { useEffect, useRef } from 'react';
import { recordPageNotFound } from './record-page-not-found';

/** While the not-found page shows: one page-not-found event per address (its head says noindex). */
export function useNotFoundSignals(pathname: string): void {
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (recorded.current === pathname) return;
    recorded.current = pathname;
    recordPageNotFound(pathname);
  }, [pathname]);
}
