import type { FranchiseHomePage } from '@handyman/contracts';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { readStorageJson, writeStorageJson } from '../storage/safe-storage';
import { toContentPath } from './content-path';
import { getPage, type PageEnvelope } from './get-page';

/** A stored franchise home is trusted for a day; a changed phone number must not live forever. */
export const FRANCHISE_HOME_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface StoredFranchiseHome {
  savedAt: number;
  envelope: PageEnvelope;
}

function storedHomeFor(path: string, now: number): PageEnvelope | null {
  const stored = readStorageJson<StoredFranchiseHome>(LOCAL_KEYS.franchiseHomeData);
  const result = stored?.envelope?.results?.[0];
  const home = result && 'FranchiseHomePage' in result ? (result.FranchiseHomePage as FranchiseHomePage) : undefined;
  if (!stored || !home || now - stored.savedAt > FRANCHISE_HOME_MAX_AGE_MS) return null;
  return toContentPath(home.SURL || stored.envelope.path) === toContentPath(path) ? stored.envelope : null;
}

/**
 * An office's home page, with the office storage rules: the franchise home in local storage
 * (franchiseHomeData) is used when it is the same office, ignoring leading and trailing slashes;
 * for another office the page is fetched and replaces it; the office shown is also kept in session
 * storage as the last visited franchise (franchiseLVHomeData).
 */
export async function getFranchiseHome(sitePath: string, now: () => number = Date.now): Promise<PageEnvelope> {
  const path = toContentPath(sitePath);
  let envelope = storedHomeFor(path, now());
  if (!envelope) {
    // Replaced only once the new office has loaded: a missing office or a failed request keeps
    // the visitor's recent office as it was.
    envelope = await getPage(path);
    writeStorageJson(LOCAL_KEYS.franchiseHomeData, { savedAt: now(), envelope } satisfies StoredFranchiseHome);
  }
  writeStorageJson(SESSION_KEYS.lastVisitedFranchiseHome, envelope, 'session');
  return envelope;
}
