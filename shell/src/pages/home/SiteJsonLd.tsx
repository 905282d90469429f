import { mediaUrl, siteBaseUrl, useSiteSettings } from '@handyman/platform';
import { JsonLd } from '@handyman/platform/ui';
import { organizationJsonLd, websiteJsonLd } from './site-json-ld';

/** The home page's Organization and WebSite data blocks, from global settings. */
export function SiteJsonLd() {
  const { data: settings } = useSiteSettings();
  if (!settings) return null;
  const base = siteBaseUrl(settings).replace(/\/+$/, '');
  const logo = mediaUrl(settings.Header?.HeaderLogo?.Value) || undefined;
  return (
    <>
      <JsonLd data={organizationJsonLd(settings, base, logo)} testId="organization-schema" />
      <JsonLd data={websiteJsonLd(settings, base)} testId="website-schema" />
    </>
  );
}
