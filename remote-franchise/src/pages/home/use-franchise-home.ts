import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useFranchiseHome as useSharedFranchiseHome, useSiteStore } from '@handyman/platform';

/**
 * The franchise home of the current address (/offices/:franchise/...). Once it loads, the office
 * becomes the visitor's recent franchise in the shared store, so the host's header shows its phone;
 * an office with neither a phone nor a name in its content has nothing to show there and is skipped.
 */
export function useFranchiseHome() {
  const { franchise = '' } = useParams();
  const path = `offices/${franchise.toLowerCase()}`;
  const { home, error } = useSharedFranchiseHome(path);
  const setRecentFranchise = useSiteStore((state) => state.setRecentFranchise);

  useEffect(() => {
    const control = home?.FranchiseCorporateControl;
    const phone = control?.PhoneNumber?.Value ?? '';
    const name = control?.FranchiseName?.Value ?? '';
    if (!home || (!phone && !name)) return;
    setRecentFranchise({ path: home.SURL || path, phone, name: name || undefined });
  }, [home, path, setRecentFranchise]);

  return { home, error, path };
}
