import { pageOfSchema, type FranchiseHomePage, type SiteSettings } from '@handyman/contracts';
import { getSiteSettings, NotFoundError, SITE_SETTINGS_KEY, siteBaseUrl, toContentPath, type LoaderArgs } from '@handyman/platform/base';

// How every office page's loader finds its office: the address's office name becomes the office's
// content path by one rule (officePath), and the office home comes from the content cache.

/** Content path of the office named in an address (/offices/:franchise), e.g. offices/summerlin (toContentPath's rule). */
export function officePath(franchise: string | undefined): string {
  return toContentPath(`offices/${franchise ?? ''}`);
}

/** The office's home page from the content cache (the office header and the site's header read the same entry); not found when it is none. */
export async function loadOfficeHome({
  params,
  page,
}: Pick<LoaderArgs, 'params' | 'page'>): Promise<{ home: FranchiseHomePage; path: string }> {
  const path = officePath(params.franchise);
  const home = pageOfSchema((await page(`/${path}`)).results[0], 'FranchiseHomePage');
  if (!home) throw new NotFoundError(`No office home at "${path}"`);
  return { home, path };
}

/** The site's settings from the content cache; undefined when they do not load. */
export function loadSiteSettings(load: LoaderArgs['load']): Promise<SiteSettings | undefined> {
  return load(SITE_SETTINGS_KEY, getSiteSettings).catch(() => undefined);
}

/** The site's base URL for structured data; the configured one when the settings do not load. */
export async function loadSiteBase(load: LoaderArgs['load']): Promise<string> {
  return siteBaseUrl(await loadSiteSettings(load));
}
