import type { SiteSettings } from '@handyman/contracts';

/** The site's browser-title suffix (" | Brand") from the settings; '' without one. */
export function titleSuffixOf(settings: SiteSettings | undefined): string {
  return settings?.GlobalSettings?.BrowserTitleSuffix?.Value ?? '';
}
