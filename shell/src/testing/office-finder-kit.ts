import { envelope, jsonResponse, mockFetch, type FetchRoutes } from '@handyman/testing';
import type { LocalOffice, OfficeListing, OfficesIndex, OfficeState } from '@handyman/contracts';

// Content for the office finder's tests.

export function office(name: string, city: string, state: string, abbreviation: string, slug: string): LocalOffice {
  return {
    Name: name,
    City: city,
    State: state,
    StateAbbreviation: abbreviation,
    PhoneNumber: '702-555-0142',
    HomePageLink: { URL: `offices/${slug}` },
    SchedulePageLink: { URL: `https://book.example/${slug}` },
    OwnedZipcodes: [],
    AllowedZipcodes: [],
  };
}

export const OFFICES: LocalOffice[] = [
  office('Brightwood Handyman of Tempe', 'Tempe', 'Arizona', 'AZ', 'tempe'),
  office('Brightwood Handyman of Summerlin', 'Las Vegas', 'Nevada', 'NV', 'summerlin'),
  office('Brightwood Handyman of Henderson', 'Henderson', 'Nevada', 'NV', 'henderson'),
  office('Brightwood Handyman of Plano', 'Plano', 'Texas', 'TX', 'plano'),
];

export const OFFICES_PAGE: OfficesIndex = {
  Name: 'Offices',
  Title: 'Find a Handyman Near You',
  Description: 'Find your local office by zip code or state.',
  URL: 'offices',
  SURL: 'offices',
  Heading: { Value: 'Find A Handyman Near You' },
  IntroCopy: { Value: '<p>Every office is locally owned.</p>' },
  NoFranchisesCopy: { Value: '<p><strong>We are not in your area yet.</strong></p>' },
  BreadcrumbNavigation: {
    Page: [
      { Name: 'Home', URL: '', Link: 'Home' },
      { Name: 'Offices', URL: 'offices' },
    ],
  },
  FindAnOffice: {
    Heading: { Value: 'Enter your zip code' },
    PlaceholderText: { Value: 'Enter your zip code' },
    TextBelowInput: { Value: 'Where the work will be done.' },
    HandymanMatters: { Value: '' },
  },
};

export const officesEnvelope = (page: OfficesIndex) => envelope([{ OfficesIndex: page }], { path: 'offices' });

/** GET localoffice/states of a list of offices: each state with its office count, by name. */
export function statesOf(offices: readonly LocalOffice[]): OfficeState[] {
  const counts = new Map<string, OfficeState>();
  for (const { State, StateAbbreviation } of offices) {
    const entry = counts.get(StateAbbreviation) ?? { State, StateAbbreviation, officeCount: 0 };
    entry.officeCount += 1;
    counts.set(StateAbbreviation, entry);
  }
  return [...counts.values()].sort((a, b) => a.State.localeCompare(b.State, 'en'));
}

/** GET localoffice/directory[?state=NV] of a list of offices: no ZIPs, by state then name. */
export function directoryOf(offices: readonly LocalOffice[], state: string | null): OfficeListing[] {
  return offices
    .filter((office) => !state || office.StateAbbreviation === state.toUpperCase())
    .map(({ OwnedZipcodes: _owned, AllowedZipcodes: _allowed, ...listing }) => listing)
    .sort((a, b) => a.State.localeCompare(b.State, 'en') || a.Name.localeCompare(b.Name, 'en'));
}

/** The finder's content calls answered from these offices (or a bigger list). */
export function finderService(offices: readonly LocalOffice[] = OFFICES, overrides: FetchRoutes = {}) {
  return mockFetch({
    'GET /api/page': officesEnvelope(OFFICES_PAGE),
    'GET /localoffice/states': statesOf(offices),
    'GET /localoffice/directory': (request: Request) => jsonResponse(directoryOf(offices, new URL(request.url).searchParams.get('state'))),
    ...overrides,
  });
}

/** n offices spread over Nevada and Arizona: a brand too big for one list. */
export const manyOffices = (count: number): LocalOffice[] =>
  Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? office(`Office ${index}`, 'Reno', 'Nevada', 'NV', `office-${index}`)
      : office(`Office ${index}`, 'Tucson', 'Arizona', 'AZ', `office-${index}`),
  );
