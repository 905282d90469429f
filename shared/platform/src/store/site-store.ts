import { create } from 'zustand';
import { LOCAL_KEYS } from '../storage/keys';
import { writeRecentOfficeCookie } from '../storage/recent-office-cookie';
import { readStorage, writeStorage } from '../storage/safe-storage';

// The one client store shared by the shell and every remote (a federation singleton). It holds the
// visitor's recent franchise, persisted in local storage (recentFranchisePath, recentFranchisPhone,
// recentFranchiseName).

export interface RecentFranchise {
  /** Site-relative path of the franchise home, e.g. "offices/summerlin". */
  path: string;
  /** The office's phone number as stored in content. */
  phone: string;
  name?: string;
}

export interface SiteState {
  recentFranchisePath: string | null;
  recentFranchisePhone: string | null;
  recentFranchiseName: string | null;
  /**
   * True once restoreSiteStoreFromStorage() has put a stored office in the store (after hydration);
   * until then the page shows what the server rendered. Stays false when no office is stored.
   */
  storageRestored: boolean;
  setRecentFranchise: (franchise: RecentFranchise) => void;
  clearRecentFranchise: () => void;
}

function persist(path: string | null, phone: string | null, name: string | null): void {
  writeRecentOfficeCookie(path);
  writeStorage(LOCAL_KEYS.recentFranchisePath, path);
  writeStorage(LOCAL_KEYS.recentFranchisePhone, phone);
  writeStorage(LOCAL_KEYS.recentFranchiseName, name);
}

// Starts empty everywhere: the server has no storage, and the browser's first render must match the
// server's HTML. restoreSiteStoreFromStorage() fills it once the page is hydrated.
export const useSiteStore = create<SiteState>()((set) => ({
  recentFranchisePath: null,
  recentFranchisePhone: null,
  recentFranchiseName: null,
  storageRestored: false,
  setRecentFranchise: ({ path, phone, name }) => {
    persist(path, phone, name ?? null);
    // The office already recorded (every page of it records it again) is no change: no render.
    set((state) =>
      state.recentFranchisePath === path && state.recentFranchisePhone === phone && state.recentFranchiseName === (name ?? null)
        ? state
        : { recentFranchisePath: path, recentFranchisePhone: phone, recentFranchiseName: name ?? null },
    );
  },
  clearRecentFranchise: () => {
    persist(null, null, null);
    set({ recentFranchisePath: null, recentFranchisePhone: null, recentFranchiseName: null });
  },
}));

function storedFranchise() {
  return {
    recentFranchisePath: readStorage(LOCAL_KEYS.recentFranchisePath),
    recentFranchisePhone: readStorage(LOCAL_KEYS.recentFranchisePhone),
    recentFranchiseName: readStorage(LOCAL_KEYS.recentFranchiseName),
  };
}

/** Puts the visitor's stored recent office into the store (after hydration). */
export function restoreSiteStoreFromStorage(): void {
  const stored = storedFranchise();
  // Nothing stored, nothing to change: no update (and no render) while the page may still be
  // hydrating its lazy parts, which an update at the root would hold up.
  if (!stored.recentFranchisePath && !stored.recentFranchisePhone && !stored.recentFranchiseName) return;
  // One update, so what depends on the stored office changes in one render.
  useSiteStore.setState({ ...stored, storageRestored: true });
}

/** Keeps open tabs in step: another tab visiting an office updates this tab's header too. */
export function syncSiteStoreAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (
      event.key !== LOCAL_KEYS.recentFranchisePath &&
      event.key !== LOCAL_KEYS.recentFranchisePhone &&
      event.key !== LOCAL_KEYS.recentFranchiseName
    )
      return;
    useSiteStore.setState(storedFranchise());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
