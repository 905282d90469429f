import { useEffect } from 'react';
import { useSiteStore, type RecentFranchise } from '@handyman/platform/base';

/**
 * Once an office page is shown, its office becomes the visitor's recent office in the shared store,
 * so the site's header shows its phone (an office with neither a phone nor a name is skipped).
 */
export function useRecentOffice(recent: RecentFranchise | null) {
  const setRecentFranchise = useSiteStore((state) => state.setRecentFranchise);
  const { path = '', phone = '', name } = recent ?? {};
  useEffect(() => {
    if (path) setRecentFranchise({ path, phone, name });
  }, [path, phone, name, setRecentFranchise]);
}
