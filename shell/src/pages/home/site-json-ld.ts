import type { Organization, WebSite, WithContext } from 'schema-dts';
import { asArray, type SiteSettings } from '@handyman/contracts';

/** The node id of the brand's Organization (blog posts name it as their publisher by this id too). */
export const organizationId = (base: string) => `${base}/#organization`;

/** "18663496946" -> "+1-866-349-6946"; other lengths are kept as digits with a plus. */
export function internationalPhone(digits: string): string | undefined {
  const number = digits.replace(/\D/g, '');
  const national = number.length === 11 && number.startsWith('1') ? number.slice(1) : number;
  if (national.length === 10) return `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
  return number ? `+${number}` : undefined;
}

/** The brand as schema.org Organization: name, URL, logo, customer-service phone and its social pages. */
export function organizationJsonLd(settings: SiteSettings, base: string, logoUrl: string | undefined): WithContext<Organization> {
  const name = settings.GlobalSettings?.BrandName?.Value ?? '';
  const telephone = internationalPhone(settings.MainTelephoneNumber?.Value ?? '');
  const sameAs = asArray(settings.Footer?.Social?.Page)
    .map((page) => page.CustomURL || page.URL)
    .filter((url): url is string => typeof url === 'string' && /^https:\/\//.test(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(base),
    name,
    url: `${base}/`,
    ...(logoUrl ? { logo: logoUrl } : {}),
    ...(telephone ? { contactPoint: { '@type': 'ContactPoint', telephone, contactType: 'customer service', areaServed: 'US' } } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The site as schema.org WebSite, published by the Organization. */
export function websiteJsonLd(settings: SiteSettings, base: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${base}/#website`,
    name: settings.GlobalSettings?.BrandName?.Value ?? '',
    url: `${base}/`,
    publisher: { '@id': organizationId(base) },
  };
}
