import type { HomeAndConstructionBusiness, Offer, OpeningHoursSpecification, WithContext } from 'schema-dts';
import { asArray, WEEKDAYS, type FranchiseHomePage, type HoursData } from '@handyman/contracts';

// HomeAndConstructionBusiness structured data for an office (its home and its city pages), built
// from the office's content so search engines read the same name, phone and hours a visitor sees.

const HH_MM = /^([01]?\d|2[0-3]):([0-5]\d)$/;

type OpeningHours = OpeningHoursSpecification & { dayOfWeek: string[] };

/** The one node id of an office's business entity: its page URL with #business (city pages and posts refer to it). */
export function officeEntityId(officeUrl: string): string {
  return `${officeUrl}#business`;
}

/** Opening hours from the hours data: every day round the clock, or each open day's hours. */
export function openingHours(hours: HoursData | undefined): OpeningHours[] {
  if (!hours) return [];
  if (hours.Operates247?.Value === 'true') {
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...WEEKDAYS], opens: '00:00', closes: '23:59' }];
  }
  return WEEKDAYS.flatMap((day) => {
    const { StartTime, EndTime, Closed, ByAppointment } = hours[day] ?? {};
    const opens = StartTime?.Value?.trim() ?? '';
    const closes = EndTime?.Value?.trim() ?? '';
    if (Closed?.Value === 'true' || ByAppointment?.Value === 'true' || !HH_MM.test(opens) || !HH_MM.test(closes)) return [];
    return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: [day], opens, closes }];
  });
}

export interface OfficeJsonLdOptions {
  /** A city page's city: the same entity (same @id), serving that city. */
  city?: string;
  /** The offers the page shows (the office home), the priced ones as Offers. */
  offers?: Offer[];
}

/** The office as schema.org HomeAndConstructionBusiness; `base` is the site's base URL. */
export function officeJsonLd(
  home: FranchiseHomePage,
  base: string,
  officePath: string,
  { city, offers = [] }: OfficeJsonLdOptions = {},
): WithContext<HomeAndConstructionBusiness> {
  const control = home.FranchiseCorporateControl;
  const latitude = Number(control.Latitude?.Value);
  const longitude = Number(control.Longitude?.Value);
  const cities = city
    ? [city]
    : asArray(home.ServiceCitySEO)
        .map((serviceCity) => serviceCity.City?.Value)
        .filter((name): name is string => Boolean(name));
  const url = `${base}/${officePath.replace(/^\/+/, '')}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': officeEntityId(url),
    name: control.FranchiseName?.Value || home.Title,
    url,
    telephone: control.PhoneNumber?.Value,
    address: {
      '@type': 'PostalAddress',
      streetAddress: control.Address?.Value,
      addressLocality: control.City?.Value,
      addressRegion: control.StateAbbreviation?.Value || control.State?.Value,
      postalCode: control.ZipCode?.Value,
      addressCountry: 'US',
    },
    ...(Number.isFinite(latitude) && Number.isFinite(longitude) && control.Latitude?.Value && control.Longitude?.Value
      ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } }
      : {}),
    openingHoursSpecification: openingHours(control.FranchiseOwnersControl?.HoursOfOperations),
    ...(cities.length > 0 ? { areaServed: cities.map((name) => ({ '@type': 'City' as const, name })) } : {}),
    ...(offers.length > 0 ? { makesOffer: offers } : {}),
  };
}
