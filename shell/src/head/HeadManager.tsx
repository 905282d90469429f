import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '@handyman/shared';
import { applyBrandIcons } from './brand-icons';
import { setCanonical } from './canonical';
import { insertSeoTags } from './seo-inserts';

/**
 * The document head from global settings (x31): favicons and theme colour, the SEO inserts (once),
 * and the canonical link of the current page. Page titles and descriptions come from PageMeta.
 */
export function HeadManager() {
  const { pathname } = useLocation();
  const { data: settings, loading } = useSiteSettings();

  useEffect(() => {
    if (!settings) return;
    applyBrandIcons(settings.GlobalSettings);
    insertSeoTags(settings.SEO);
  }, [settings]);

  // Without settings (they failed to load) the site's own origin is the best base there is.
  const base = settings?.GlobalSettings?.CanonicalBaseURL?.Value || (loading ? null : window.location.origin);
  useEffect(() => {
    if (base) setCanonical(base, pathname);
  }, [base, pathname]);

  return null;
}
