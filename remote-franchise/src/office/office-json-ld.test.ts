import { buildHours, field } from '@handyman/testing';
import { summerlin } from '../testing/office-fixtures';
import { officeJsonLd, openingHours } from './office-json-ld';

test('open days give their hours; closed and by-appointment days are left out', () => {
  const week = buildHours();
  week.Saturday = { ...week.Saturday, ByAppointment: field('true') };
  week.Sunday = { ...week.Sunday, Closed: field('true') };
  const days = openingHours(week).map((spec) => spec.dayOfWeek[0]);
  expect(days).not.toContain('Saturday');
  expect(days).not.toContain('Sunday');
  expect(openingHours(week)[0]).toEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Monday'],
    opens: week.Monday.StartTime.Value,
    closes: week.Monday.EndTime.Value,
  });
});

test('an office open round the clock is open every day, all day', () => {
  expect(openingHours(buildHours({ Operates247: field('true') }))).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
  ]);
});

test('hours that are not HH:MM never reach the data', () => {
  const week = buildHours();
  week.Monday = { ...week.Monday, StartTime: field('early') };
  expect(openingHours(week).map((spec) => spec.dayOfWeek[0])).not.toContain('Monday');
});

test('the office: name, phone, postal address, its url on the site base and the cities it serves', () => {
  const home = summerlin();
  home.ServiceCitySEO = [{ City: field('The Lakes'), CityURL: 'offices/summerlin/city/the-lakes' }];
  const data = officeJsonLd(home, 'https://www.example.com', 'offices/summerlin');
  const control = home.FranchiseCorporateControl;
  expect(data).toMatchObject({
    '@type': 'HomeAndConstructionBusiness',
    name: control.FranchiseName.Value,
    telephone: control.PhoneNumber.Value,
    url: 'https://www.example.com/offices/summerlin',
    address: {
      '@type': 'PostalAddress',
      streetAddress: control.Address.Value,
      addressLocality: control.City.Value,
      postalCode: control.ZipCode.Value,
    },
    areaServed: [{ '@type': 'City', name: 'The Lakes' }],
  });
});

test('one entity per office: its @id is the office URL with #business, on the home and on a city page that names its city', () => {
  const home = summerlin();
  home.ServiceCitySEO = [{ City: field('The Lakes'), CityURL: 'offices/summerlin/city/the-lakes' }];
  const entity = (city?: string) =>
    officeJsonLd(home, 'https://www.example.com', 'offices/summerlin', city ? { city } : {}) as unknown as Record<string, unknown>;
  const office = entity();
  const city = entity('Spring Valley');
  expect(office['@id']).toBe('https://www.example.com/offices/summerlin#business');
  expect(city['@id']).toBe(office['@id']);
  expect(city).toMatchObject({ areaServed: [{ '@type': 'City', name: 'Spring Valley' }] });
});
