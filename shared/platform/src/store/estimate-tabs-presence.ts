import { useEffect } from 'react';
import { create } from 'zustand';

// Which part of the page answers #GetEstimateLink: the home/office tab area while one is mounted,
// otherwise the estimate modal. #GetAnEstimate always opens the modal.
const useTabsStore = create<{ mounted: number }>(() => ({ mounted: 0 }));

/**
 * Call from the home/office tab area (or from the page that will show it, as early as possible)
 * for as long as it is on screen: #GetEstimateLink then opens the tab area's estimate tab and the
 * estimate modal stays closed.
 */
export function useEstimateTabsPresence(): void {
  useEffect(() => {
    useTabsStore.setState((state) => ({ mounted: state.mounted + 1 }));
    return () => useTabsStore.setState((state) => ({ mounted: Math.max(0, state.mounted - 1) }));
  }, []);
}

/** True while a tab area that answers #GetEstimateLink is mounted. */
export function useEstimateTabsPresent(): boolean {
  return useTabsStore((state) => state.mounted > 0);
}
