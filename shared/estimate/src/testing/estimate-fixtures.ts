// Content behind the estimate form's tests: two Las Vegas offices, the site settings, office homes.
import type { ZipLookupResponse } from '@handyman/contracts';
import { buildCorporateControl, buildFranchiseHome, buildLocalOffice, buildSiteSettings, envelope, field } from '@handyman/testing';

/** Summerlin owns 89135 and may serve 89128; Henderson owns 89012 and may also serve 89128. */
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

/** GET api/page for an office home: the phone and ServiceTitan id the form sends with a request. */
export function officeHome(phone: string, serviceTitanId: string, path = 'offices/summerlin') {
  const control = buildCorporateControl({ PhoneNumber: field(phone), ServiceTitanID: field(serviceTitanId) });
  return envelope([{ FranchiseHomePage: buildFranchiseHome({ URL: path, SURL: path, FranchiseCorporateControl: control }) }]);
}

/**
 * GET external-services/zip-code-lookup as content-api answers it: the offices whose territory
 * (owned or allowed ZIPs) holds the ZIP first, flagged inTerritory, in list order.
 */
export function zipAnswer(zip: string, city = 'Las Vegas', state = 'NV'): ZipLookupResponse {
  const holding = OFFICES.filter((office) => [...office.OwnedZipcodes, ...office.AllowedZipcodes].includes(zip));
  return {
    ...place(city, state),
    listOfOfficesNearestToFarthest: holding.map((office) => ({
      distanceFromOrigin: 0,
      officeHomePage: office.HomePageLink.URL,
      officeName: office.Name,
      inTerritory: true,
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
