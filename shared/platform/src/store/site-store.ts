import { create } from 'zustand';
import { LOCAL_KEYS } from '../storage/keys';
import { writeRecentOfficeCookie } from '../storage/recent-office-cookie';
import { isRecentZip, readRecentZip, writeRecentZip, type RecentZip } from '../storage/recent-zip';
import { readStorage, writeStorage } from '../storage/safe-storage';

// The one client store shared by the shell and every remote (a federation singleton). It holds the
// visitor's recent franchise, persisted in local storage (recentFranchisePath, recentFranchisPhone,
// recentFranchiseName), and the ZIP they gave with the office it led to (recentZip).

export type { RecentZip };

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
  /** The ZIP the visitor gave and the office it led to; null when none is known. */
  recentZip: RecentZip | null;
  /**
   * True once the store speaks for the visitor's office: restoreSiteStoreFromStorage() put a stored
   * office in it (after hydration), or the office was forgotten. Until then the page shows what the
   * server rendered (the office its cookie named). Stays false when no office is stored.
   */
  storageRestored: boolean;
  setRecentFranchise: (franchise: RecentFranchise) => void;
  /** Remembers the ZIP the visitor gave, with the office it led to. */
  setRecentZip: (recent: RecentZip) => void;
  /** Forgets the visitor's office (and its ZIP), here, in storage and in the cookie. */
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
  recentZip: null,
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
  setRecentZip: (recent) => {
    if (!isRecentZip(recent)) return;
    writeRecentZip(recent);
    set((state) => (state.recentZip?.zip === recent.zip && state.recentZip.office === recent.office ? state : { recentZip: recent }));
  },
  clearRecentFranchise: () => {
    persist(null, null, null);
    writeRecentZip(null);
    const cleared = {
      recentFranchisePath: null,
      recentFranchisePhone: null,
      recentFranchiseName: null,
      recentZip: null,
      storageRestored: true,
    };
    // Already forgotten (a page that forgets it, visited again): no change, no render.
    set((state) => (Object.entries(cleared).every(([key, value]) => state[key as keyof typeof cleared] === value) ? state : cleared));
  },
}));

function storedFranchise() {
  return {
    recentFranchisePath: readStorage(LOCAL_KEYS.recentFranchisePath),
    recentFranchisePhone: readStorage(LOCAL_KEYS.recentFranchisePhone),
    recentFranchiseName: readStorage(LOCAL_KEYS.recentFranchiseName),
    recentZip: readRecentZip(),
  };
}

/** Puts the visitor's stored recent office into the store (after hydration). */
export function restoreSiteStoreFromStorage(): void {
  const stored = storedFranchise();
  // Nothing stored, nothing to change: no update (and no render) while the page may still be
  // hydrating its lazy parts, which an update at the root would hold up.
  if (!stored.recentFranchisePath && !stored.recentFranchisePhone && !stored.recentFranchiseName && !stored.recentZip) return;
  // One update, so what depends on the stored office changes in one render.
  useSiteStore.setState({ ...stored, storageRestored: true });
}

const SYNCED_KEYS: ReadonlySet<string> = new Set([
  LOCAL_KEYS.recentFranchisePath,
  LOCAL_KEYS.recentFranchisePhone,
  LOCAL_KEYS.recentFranchiseName,
  LOCAL_KEYS.recentZip,
]);

/** Keeps open tabs in step: another tab visiting an office updates this tab's header too. */
export function syncSiteStoreAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || !SYNCED_KEYS.has(event.key)) return;
    useSiteStore.setState(storedFranchise());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
