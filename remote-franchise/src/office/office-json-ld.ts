import { asArray, WEEKDAYS, type FranchiseHomePage, type HoursData } from '@handyman/contracts';

// HomeAndConstructionBusiness structured data for an office (its home and its city pages), built
// from the office's content so search engines read the same name, phone and hours a visitor sees.

const HH_MM = /^([01]?\d|2[0-3]):([0-5]\d)$/;

interface OpeningHours {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
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

/** The office as schema.org HomeAndConstructionBusiness; `base` is the site's base URL. */
export function officeJsonLd(home: FranchiseHomePage, base: string, officePath: string): Record<string, unknown> {
  const control = home.FranchiseCorporateControl;
  const latitude = Number(control.Latitude?.Value);
  const longitude = Number(control.Longitude?.Value);
  const cities = asArray(home.ServiceCitySEO)
    .map((city) => city.City?.Value)
    .filter((name): name is string => Boolean(name));
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: control.FranchiseName?.Value || home.Title,
    url: `${base}/${officePath.replace(/^\/+/, '')}`,
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
    ...(cities.length > 0 ? { areaServed: cities.map((name) => ({ '@type': 'City', name })) } : {}),
  };
}
