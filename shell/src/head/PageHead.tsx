import { useLocation } from 'react-router-dom';
import { siteBaseUrl, useSiteSettings, type SitePageHead } from '@handyman/platform';
import { JsonLd, usePageTitle } from '@handyman/platform/ui';
import { canonicalUrl } from '../lib/path-rules';
import { socialTags } from './social-tags';
import { useSiteView } from '../layout/site-view';

interface PageHeadProps {
  head: SitePageHead;
  /**
   * False for an error screen: no canonical address and no link preview (the page is not the
   * address's content). The server leaves them out too for any answer that is not a 200.
   */
  indexable?: boolean;
}

/**
 * The head of a page, the one way it is written on the server and in the browser: React renders
 * these elements into the document's head (the server's HTML has them, and they follow client
 * navigation). The title gets the site's suffix and the office's placeholders; the canonical
 * address is the site's base and the page's path; Open Graph and Twitter tags describe the link;
 * the structured data follows as JSON-LD.
 */
export function PageHead({ head, indexable = true }: PageHeadProps) {
  const { pathname } = useLocation();
  const { data: settings, loading } = useSiteSettings();
  const { title, description } = usePageTitle({ title: head.title, description: head.description });
  // Without settings yet, the base is unknown: no canonical address rather than a wrong one. Where
  // neither the settings nor the config name one, the browser's own origin.
  const base = loading ? '' : siteBaseUrl(settings) || (typeof window === 'undefined' ? '' : window.location.origin);
  const canonical = indexable && base ? (head.canonical ? new URL(head.canonical, `${base}/`).href : canonicalUrl(base, pathname)) : '';
  const siteName = useSiteView().brand || undefined;
  const share = socialTags({ title, description, siteName, image: head.image, ogType: head.ogType }, canonical);
  return (
    <>
      {title ? <title>{title}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {share.map(([key, content]) =>
        key.startsWith('og:') ? <meta key={key} property={key} content={content} /> : <meta key={key} name={key} content={content} />,
      )}
      {head.feed ? <link rel="alternate" type="application/rss+xml" title={head.feed.title} href={head.feed.href} /> : null}
      {(head.jsonLd ?? []).map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
