// Content behind the estimate form's tests: two Las Vegas offices, the site settings, office homes.
import type { RoutedOffice, ZipLookupResponse } from '@handyman/contracts';
import { buildLocalOffice, buildSiteSettings, field } from '@handyman/testing';

/** Summerlin owns 89135 and may serve 89128; Henderson owns 89012 and may also serve 89128; Tempe serves no Nevada ZIP. */
export const OFFICES = [
  buildLocalOffice({
    Name: 'Summerlin',
    PhoneNumber: '702-555-0142',
    HomePageLink: { URL: 'offices/summerlin' },
    OwnedZipcodes: ['89135'],
    AllowedZipcodes: ['89128'],
  }),
  buildLocalOffice({
    Name: 'Henderson',
    PhoneNumber: '702-555-0187',
    HomePageLink: { URL: 'offices/henderson' },
    OwnedZipcodes: ['89012'],
    AllowedZipcodes: ['89128'],
  }),
  buildLocalOffice({
    Name: 'Tempe',
    PhoneNumber: '480-555-0163',
    HomePageLink: { URL: 'offices/tempe' },
    OwnedZipcodes: ['85281'],
    AllowedZipcodes: [],
  }),
];

export const SETTINGS = {
  SiteSettings: buildSiteSettings({
    Header: {
      FormfillTermsText: field(
        'By clicking Get Your Estimate you agree to texts. See our <a href="/resources/privacy-policy/sms-policy">SMS Policy</a>.',
      ),
    },
  }),
};

const holding = (zip: string) => OFFICES.filter((office) => [...office.OwnedZipcodes, ...office.AllowedZipcodes].includes(zip));

/**
 * The office content-api's intake names in its answer to a posted request (it decides): the
 * office whose territory holds the ZIP, else the office whose page the form was on, else none.
 */
export function routedOffice(body: { address?: { zip?: string }; officePath?: string }): RoutedOffice | null {
  const byZip = holding(body.address?.zip ?? '')[0];
  const byPage = OFFICES.find((office) => office.HomePageLink.URL === body.officePath);
  const office = byZip ?? byPage;
  return office ? { path: office.HomePageLink.URL, phone: office.PhoneNumber, servesZip: office === byZip } : null;
}

/**
 * GET external-services/zip-code-lookup as content-api answers it: the offices whose territory
 * (owned or allowed ZIPs) holds the ZIP first, flagged inTerritory, in list order, with their phones.
 */
export function zipAnswer(zip: string, city = 'Las Vegas', state = 'NV'): ZipLookupResponse {
  return {
    ...place(city, state),
    listOfOfficesNearestToFarthest: holding(zip).map((office) => ({
      distanceFromOrigin: 0,
      officeHomePage: office.HomePageLink.URL,
      officeName: office.Name,
      inTerritory: true,
      phone: office.PhoneNumber,
    })),
  };
}

/** GET external-services/zip-code-lookup for a ZIP no office serves by distance. */
export const place = (city: string, state: string): ZipLookupResponse => ({
  isUnservicableZipCode: false,
  listOfOfficesNearestToFarthest: [],
  originState: state,
  originCity: city,
});
