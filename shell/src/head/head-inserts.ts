import type { SiteSettings } from '@handyman/contracts';
import { applyBrandIcons } from './brand-icons';
import { insertSeoTags } from './seo-inserts';

/**
 * Writes the settings' favicons, theme colour and SEO inserts into the document's head (the inserts
 * once). A chunk of its own: a page the server rendered has them in its HTML already, so only a page
 * the browser drew itself, or settings that changed since, fetch it (HeadManager).
 */
export function applyHeadInserts(settings: SiteSettings): void {
  applyBrandIcons(settings.GlobalSettings);
  insertSeoTags(settings.SEO);
}
