// FranchiseCorporateControl for one office: identity, territory, structured data, header, footer
// and what its owners manage (owners-control.ts).
import type { FranchiseCorporateControl } from '@handyman/contracts';
import { f, img, link } from '../lib/seed-helpers';
import { officeBase } from '../content/media-paths';
import type { Office } from '../content/offices';
import { officePath, placeId, uuid, zipInfo } from './office-identity';
import { structuredData } from './office-structured-data';
import { officeTags } from './site-tags';
import { ownersControl, RESIDENTIAL, serviceLinks } from './owners-control';

export function corporateControl(o: Office): FranchiseCorporateControl {
  const z = zipInfo(o.zip);
  const home = officePath(o);
  return {
    ClientID: f(o.clientId),
    FranchiseName: f(o.name),
    City: f(o.city),
    State: f(o.state),
    StateAbbreviation: f(o.abbr),
    Address: f(o.address),
    ZipCode: f(o.zip),
    PhoneNumber: f(o.phone),
    ServiceTitanID: f(o.serviceTitanId),
    GoogleReviewsPlaceId: f(placeId(o)),
    Located_in: f(o.locatedIn ?? o.city),
    ServicesMap: f(`${officeBase(o.slug)}/map.svg`),
    LicenseNumbers: f(o.license),
    RateABizUUID: f(uuid(o)),
    ...structuredData(o, z),
    OwnedZipcodes: o.owned,
    AllowedZipcodes: o.allowed,
    Latitude: f(z.latitude),
    Longitude: f(z.longitude),
    // No URL on purpose: content-api then links the office to its own stand-in scheduling page
    // (/scheduling?office=<slug>). A real deployment puts the scheduler's address here.
    SchedulePageLink: { Name: 'BookOnline', Link: 'Book Online', URL: '' },
    FranchiseHeader: {
      Logo: img('Images/Brand/brightwood-logo.svg', o.name),
      MenuTab: [
        {
          ComponentName: 'FranchiseServicesMenu',
          Page: [{ ...link('services', 'services', 'Services', 'ServicesIndex'), Page: serviceLinks(RESIDENTIAL) }],
        },
      ],
      Page: [
        link(`${home}#GetEstimateLink`, 'GetEstimateLink', 'Get a Free Estimate', 'FranchiseHomePage'),
        link(`${home}#BookOnlineLink`, 'BookOnlineLink', 'Book Online', 'FranchiseHomePage'),
      ],
    },
    FranchiseFooter: {
      TextBelowAddress: f(
        '{FranchiseName} is independently owned and operated. Serving {City}, {StateAbbreviation} and nearby communities.',
      ),
    },
    ...officeTags(),
    FranchiseOwnersControl: ownersControl(o),
  };
}
