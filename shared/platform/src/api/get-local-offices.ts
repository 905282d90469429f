import type { LocalOffice } from '@handyman/contracts';
import { LOCAL_KEYS } from '../storage/keys';
import { readStorageJson, writeStorageJson } from '../storage/safe-storage';
import { contentClient } from './client';

const MAX_AGE_MS = 6 * 60 * 60 * 1000;

interface CachedOffices {
  savedAt: number;
  offices: LocalOffice[];
}

/**
 * GET localoffice/orderby/state (every office with its ZIP territories), cached in local storage
 * for six hours.
 * @deprecated The site's pages no longer call it: the finder reads GET localoffice/directory and
 * GET localoffice/states (getOfficeDirectory, getOfficeStates), and a ZIP finds its office with GET
 * external-services/zip-code-lookup. Kept because remotes built before may still call it.
 */
export async function getLocalOffices(now: () => number = Date.now): Promise<LocalOffice[]> {
  const cached = readStorageJson<CachedOffices>(LOCAL_KEYS.localOffices);
  if (cached && Array.isArray(cached.offices) && now() - cached.savedAt < MAX_AGE_MS) return cached.offices;
  const offices = await contentClient().get('localoffice/orderby/state').json<LocalOffice[]>();
  writeStorageJson(LOCAL_KEYS.localOffices, { savedAt: now(), offices } satisfies CachedOffices);
  return offices;
}
