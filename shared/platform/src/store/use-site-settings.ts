import { getSiteSettings } from '../api/get-site-settings';
import { useResource } from './resources';

export const SITE_SETTINGS_KEY = 'site-settings:x31';

/** Global site settings (x31), loaded once and shared by the host and every remote. */
export function useSiteSettings() {
  return useResource(SITE_SETTINGS_KEY, getSiteSettings);
}
