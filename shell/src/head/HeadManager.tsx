import { useEffect } from 'react';
import { useServerRecord, useSiteSettings } from '@handyman/platform';
import { applyBrandIcons, brandIconLinks } from './brand-icons';
import { insertSeoTags } from './seo-inserts';
import { whenIdle } from '../lib/when-idle';
import { useSiteView } from '../layout/site-view';

/**
 * The document head from global settings (x31): favicons and theme colour, and the SEO inserts
 * (once). A page's own head (title, description, canonical, ...) is its PageHead.
 */
export function HeadManager() {
  const { data: settings } = useSiteSettings();

  // Not inside hydration's own work: the server's head has the icons already, and the inserts
  // (content's meta tags and scripts) can wait for an idle moment.
  useEffect(() => {
    if (!settings) return undefined;
    return whenIdle(() => {
      applyBrandIcons(settings.GlobalSettings);
      insertSeoTags(settings.SEO);
    });
  }, [settings]);

  // The favicons and theme colour go in the server's HTML: crawlers read them there, and the
  // browser has nothing to change in the head after hydration.
  const { themeColor } = useSiteView();
  const record = useServerRecord();
  if (record && settings) {
    record.head.icons = brandIconLinks(settings.GlobalSettings);
    record.head.themeColor = themeColor ?? undefined;
    // The SEO inserts go in the server's HTML once; insertSeoTags then finds them and adds nothing.
    record.head.seoInserts = settings.SEO;
  }
  return null;
}
