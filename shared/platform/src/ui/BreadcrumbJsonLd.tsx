import { siteBaseUrl, useSiteSettings } from '@handyman/platform';
import { JsonLd } from './JsonLd';

export interface JsonLdCrumb {
  name: string;
  /** Site path, e.g. "/why-choose-us". */
  path: string;
}

/**
 * BreadcrumbList structured data for search engines, as a JSON data block (text, never markup, so
 * no HTML is injected; "<" is escaped so the text cannot end the script element).
 */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: JsonLdCrumb[] }) {
  const { data: settings } = useSiteSettings();
  const base = siteBaseUrl(settings);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${base}${crumb.path === '/' ? '/' : crumb.path}`,
    })),
  };
  return <JsonLd data={data} />;
}
