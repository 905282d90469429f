import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useFranchiseHome as useSharedFranchiseHome, useSiteStore } from '@handyman/shared';

/**
 * The franchise home of the current address (/offices/:franchise/...). Once it loads, the office
 * becomes the visitor's recent franchise in the shared store, so the host's header shows its phone.
 */
export function useFranchiseHome() {
  const { franchise = '' } = useParams();
  const path = `offices/${franchise.toLowerCase()}`;
  const { home, error } = useSharedFranchiseHome(path);
  const setRecentFranchise = useSiteStore((state) => state.setRecentFranchise);

  useEffect(() => {
    if (!home) return;
    const control = home.FranchiseCorporateControl;
    setRecentFranchise({ path: home.SURL || path, phone: control.PhoneNumber.Value, name: control.FranchiseName.Value });
  }, [home, path, setRecentFranchise]);

  return { home, error, path };
}
