import { isOfficeHomePath } from '../routing/paths';
import { LOCAL_KEYS } from './keys';
import { readStorageJson, writeStorage, writeStorageJson } from './safe-storage';

// The ZIP where the visitor said the work is, kept with the office it led to, so the site can pass
// it to that office's booking page instead of asking again. Another office does not get it.

export interface RecentZip {
  /** Five digits. */
  zip: string;
  /** The office home the ZIP led to, e.g. "offices/summerlin". */
  office: string;
}

export function isRecentZip(value: unknown): value is RecentZip {
  if (typeof value !== 'object' || value === null) return false;
  const { zip, office } = value as Record<string, unknown>;
  return typeof zip === 'string' && /^\d{5}$/.test(zip) && typeof office === 'string' && isOfficeHomePath(office);
}

export function readRecentZip(): RecentZip | null {
  const stored = readStorageJson<unknown>(LOCAL_KEYS.recentZip);
  return isRecentZip(stored) ? stored : null;
}

export function writeRecentZip(value: RecentZip | null): void {
  if (value === null) writeStorage(LOCAL_KEYS.recentZip, null);
  else writeStorageJson(LOCAL_KEYS.recentZip, value);
}
