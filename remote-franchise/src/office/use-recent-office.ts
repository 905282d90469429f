import { useEffect } from 'react';
import { useSiteStore, type RecentFranchise } from '@handyman/platform/base';

/**
 * Once an office page is shown, its office becomes the visitor's recent office in the shared store,
 * so the site's header shows its phone (an office with neither a phone nor a name is skipped).
 *
 * It is written in a task of its own. A change to the store draws every part that reads it again,
 * at once (React renders a store's change synchronously): the header, the Book Online links, the
 * office's phone links. In the effects right after hydration, that drawing made the page's longest
 * task on a phone longer still.
 */
export function useRecentOffice(recent: RecentFranchise | null) {
  const setRecentFranchise = useSiteStore((state) => state.setRecentFranchise);
  const { path = '', phone = '', name } = recent ?? {};
  useEffect(() => {
    if (!path) return undefined;
    const timer = setTimeout(() => setRecentFranchise({ path, phone, name }), 0);
    return () => clearTimeout(timer);
  }, [path, phone, name, setRecentFranchise]);
}
