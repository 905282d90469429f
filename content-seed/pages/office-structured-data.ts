// An office's schema.org data: the local business and its breadcrumb list, as JSON text fields.
import type { FranchiseCorporateControl } from '@handyman/contracts';
import type { ZipCode } from 'zipcodes';
import { f } from '../lib/seed-helpers';
import type { Office } from '../content/offices';
import { BRAND } from './brand-facts';
import { hoursSpec } from './office-hours';
import { officeLabel, officePath } from './office-identity';

export function structuredData(
  o: Office,
  z: ZipCode,
): Pick<FranchiseCorporateControl, 'LocalBusinessStructuredData' | 'BreadcrumbStructuredData'> {
  const url = `${BRAND.canonical}/${officePath(o)}`;
  const business = {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: o.name,
    url,
    telephone: `+1-${o.phone}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: o.address,
      addressLocality: o.city,
      addressRegion: o.abbr,
      postalCode: o.zip,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: z.latitude, longitude: z.longitude },
    areaServed: o.cities.map((c) => c.name),
    openingHoursSpecification: hoursSpec(o),
    parentOrganization: { '@type': 'Organization', name: BRAND.fullName },
  };
  const crumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${BRAND.canonical}/` },
      { '@type': 'ListItem', position: 2, name: 'Find A Handyman', item: `${BRAND.canonical}/offices` },
      { '@type': 'ListItem', position: 3, name: officeLabel(o), item: url },
    ],
  };
  return { LocalBusinessStructuredData: f(JSON.stringify(business)), BreadcrumbStructuredData: f(JSON.stringify(crumbs)) };
}
