import { useEffect, useState } from 'react';
import { useServerRecord, useSiteSettings } from '@handyman/platform';
import { brandIconLinks } from './brand-icons';
import { PAGE_RECORD_ID } from '../lib/page-record-marks';
import { whenIdle } from '../lib/when-idle';
import { useSiteView } from '../layout/site-view';

/**
 * The document head from global settings (x31): favicons and theme colour, and the SEO inserts
 * (once). A page's own head (title, description, canonical, ...) is its PageHead.
 */
export function HeadManager() {
  const { data: settings } = useSiteSettings();
  // The settings the server's head was written with: those a page the server rendered (it carries
  // the page record) starts with.
  const [inServerHead] = useState(() =>
    typeof document !== 'undefined' && document.getElementById(PAGE_RECORD_ID) ? settings : undefined,
  );

  // Not inside hydration's own work, and not for the settings the server's head has already: the
  // code that writes the head comes at an idle moment for a page the browser drew itself, or for
  // settings that changed since (a failed fetch leaves the head as it is).
  useEffect(() => {
    if (!settings || settings === inServerHead) return undefined;
    return whenIdle(() => {
      import('./head-inserts').then(({ applyHeadInserts }) => applyHeadInserts(settings)).catch(() => undefined);
    });
  }, [settings, inServerHead]);

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
