import type { SiteSettings, SiteSettingsResource } from '../cms/site-settings';
import { SESSION_KEYS } from '../storage/keys';
import { readStorageJson, writeStorageJson } from '../storage/safe-storage';
import { contentClient } from './client';

/** Global site settings (x31), cached for the browser session. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const cached = readStorageJson<SiteSettingsResource>(SESSION_KEYS.siteSettings, 'session');
  if (cached?.SiteSettings) return cached.SiteSettings;
  const resource = await contentClient().get('api/x31').json<SiteSettingsResource>();
  writeStorageJson(SESSION_KEYS.siteSettings, resource, 'session');
  return resource.SiteSettings;
}
