import { envelope } from '@handyman/testing';
import type { LocalOffice, OfficesIndex } from '@handyman/contracts';

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
  FindAnOffice: {
    Heading: { Value: 'Enter your zip code' },
    PlaceholderText: { Value: 'Enter your zip code' },
    TextBelowInput: { Value: 'Where the work will be done.' },
    HandymanMatters: { Value: '' },
  },
};

export const officesEnvelope = (page: OfficesIndex) => envelope([{ OfficesIndex: page }], { path: 'offices' });
