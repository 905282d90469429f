import type { SiteSettings, SiteSettingsResource } from '@handyman/contracts';
import { SESSION_KEYS } from '../storage/keys';
import { readStorageJson, writeStorage, writeStorageJson } from '../storage/safe-storage';
import { contentClient } from './client';

/** Global site settings (x31), cached for the browser session. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const cached = readStorageJson<SiteSettingsResource>(SESSION_KEYS.siteSettings, 'session');
  if (cached?.SiteSettings) return cached.SiteSettings;
  const resource = await contentClient().get('api/x31').json<SiteSettingsResource>();
  writeStorageJson(SESSION_KEYS.siteSettings, resource, 'session');
  // The corporate numbers are kept on their own too, under corpDisPhone and corpTel.
  writeStorage(SESSION_KEYS.corporateDisplayPhone, resource.SiteSettings?.TelephoneNumberDisplay?.Value ?? null, 'session');
  writeStorage(SESSION_KEYS.corporateTel, resource.SiteSettings?.MainTelephoneNumber?.Value ?? null, 'session');
  return resource.SiteSettings;
}
