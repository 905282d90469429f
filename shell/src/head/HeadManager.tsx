import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { canonicalUrl } from '../lib/path-rules';
import { siteBaseUrl, useServerRecord, useSiteSettings } from '@handyman/platform';
import { applyBrandIcons, brandIconLinks } from './brand-icons';
import { setCanonical } from './canonical';
import { insertSeoTags } from './seo-inserts';
import { whenIdle } from '../lib/when-idle';

/**
 * The document head from global settings (x31): favicons and theme colour, the SEO inserts (once),
 * and the canonical link of the current page. Page titles and descriptions come from PageMeta.
 */
export function HeadManager() {
  const { pathname } = useLocation();
  const { data: settings, loading } = useSiteSettings();

  // Not inside hydration's own work: the server's head has the icons already, and the inserts
  // (content's meta tags and scripts) can wait for an idle moment.
  useEffect(() => {
    if (!settings) return undefined;
    return whenIdle(() => {
      applyBrandIcons(settings.GlobalSettings);
      insertSeoTags(settings.SEO);
    });
  }, [settings]);

  // The server wrote the first canonical link; this keeps it right as the visitor moves on. The base
  // falls back to the server's configured public URL, never to the address the page came in on.
  const base = loading ? null : siteBaseUrl(settings);
  const record = useServerRecord();
  if (record && base) record.head.canonical = canonicalUrl(base, pathname);
  // The favicons and theme colour go in the server's HTML: crawlers read them there, and the
  // browser has nothing to change in the head after hydration.
  if (record && settings) {
    record.head.icons = brandIconLinks(settings.GlobalSettings);
    record.head.themeColor = settings.GlobalSettings?.ThemeColor?.Value || undefined;
    record.head.siteName = settings.GlobalSettings?.BrandName?.Value || undefined;
    // The SEO inserts go in the server's HTML once; insertSeoTags then finds them and adds nothing.
    record.head.seoInserts = settings.SEO;
  }
  useEffect(() => {
    if (base !== null) setCanonical(base || window.location.origin, pathname);
  }, [base, pathname]);

  return null;
}
