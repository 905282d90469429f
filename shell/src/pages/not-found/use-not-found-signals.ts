import { useEffect, useRef } from 'react';
import { addRobotsMeta } from '@handyman/platform/ui';
import { recordPageNotFound } from './record-page-not-found';

/** While the not-found page shows: robots noindex, and one page-not-found event per address. */
export function useNotFoundSignals(pathname: string): void {
  const recorded = useRef<string | null>(null);

  useEffect(() => addRobotsMeta('noindex'), []);

  useEffect(() => {
    if (recorded.current === pathname) return;
    recorded.current = pathname;
    recordPageNotFound(pathname);
  }, [pathname]);
}
