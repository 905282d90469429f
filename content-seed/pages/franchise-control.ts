// FranchiseCorporateControl for one office: identity, territory, hours, offers, team, reviews.
import { createHash } from 'node:crypto';
import type {
  DayHours,
  FranchiseCorporateControl,
  FranchiseOwnersControl,
  HoursData,
  PageLink,
  TeamMember,
  Weekday,
} from '@handyman/contracts';
import { lookup, type ZipCode } from 'zipcodes';
import { f, img, link, slugify } from '../lib/seed-helpers';
import { iconPath, officeBase, teamPath, workPath } from '../content/media-paths';
import { PACKAGES } from '../content/packages';
import type { DaySpec, Office } from '../content/offices';
import { BRAND } from './site-settings';

const DAYS: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const officePath = (o: Office): string => `offices/${o.slug}`;
/** The locality in the franchise name, e.g. "Rocket City" in "Brightwood Handyman of Rocket City". */
export const officeLabel = (o: Office): string => o.name.replace(/^.* of /, '');

/** A stable, Google-style place id derived from the office slug. */
export function placeId(o: Office): string {
  const h = createHash('sha1').update(`brightwood:${o.slug}`).digest('base64url');
  return `ChIJ${h.slice(0, 23)}`;
}

function uuid(o: Office): string {
  const h = createHash('md5').update(`ratabiz:${o.slug}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function zipInfo(zip: string): ZipCode {
  const z = lookup(zip);
  if (!z) throw new Error(`ZIP ${zip} is not in the zipcodes package`);
  return z;
}

function day(spec: DaySpec): DayHours {
  const closed = spec === 'closed';
  const appt = spec === 'appt';
  const [start, end] = Array.isArray(spec) ? spec : ['', ''];
  return { StartTime: f(start), EndTime: f(end), Closed: f(closed ? 'true' : 'false'), ByAppointment: f(appt ? 'true' : 'false') };
}

export function hours(o: Office): HoursData {
  // Every weekday is filled in below.
  const h = { Operates247: f(o.hours.is247 ? 'true' : 'false') } as HoursData;
  for (const d of DAYS) h[d] = day(o.hours[d] ?? (DAYS.indexOf(d) < 5 ? o.hours.weekdays : 'closed'));
  return h;
}

function hoursSpec(o: Office): object[] {
  if (o.hours.is247) return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '00:00', closes: '23:59' }];
  return DAYS.map((d) => [d, o.hours[d] ?? (DAYS.indexOf(d) < 5 ? o.hours.weekdays : 'closed')])
    .filter((entry): entry is [Weekday, [string, string]] => Array.isArray(entry[1]))
    .map(([d, [opens, closes]]) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: d, opens, closes }));
}

function structuredData(
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

const RESIDENTIAL: [url: string, text: string][] = [
  ['services/doors-and-windows', 'Doors & Windows'],
  ['services/painting', 'Painting'],
  ['services/carpentry', 'Carpentry'],
  ['services/drywall', 'Drywall'],
  ['services/bathroom-remodeling', 'Bathrooms'],
  ['services/kitchen', 'Kitchens'],
  ['services/flooring', 'Flooring'],
  ['services/decks', 'Decks & Patios'],
  ['services/fencing', 'Fencing'],
];
const COMMERCIAL: [url: string, text: string][] = [
  ['services/painting', 'Office & Retail Painting'],
  ['services/drywall', 'Tenant Improvement Drywall'],
  ['services/doors-and-windows/doors', 'Commercial Door Repair'],
  ['services/electrical', 'Lighting Upgrades'],
  ['services/mounting-and-assembly', 'Office Furniture Assembly'],
];
const MORE: [url: string, text: string][] = [
  ['services/gutters', 'Gutters'],
  ['services/electrical', 'Electrical'],
  ['services/plumbing', 'Plumbing'],
  ['services/home-safety', 'Aging in Place'],
  ['services/mounting-and-assembly', 'Mounting & Assembly'],
];

const serviceLinks = (list: [url: string, text: string][]): PageLink[] =>
  list.map(([url, text]) => link(url, slugify(text), text, 'ServiceDetail'));

/** The office's team as MeetTheTeam members. */
export const officeTeam = (o: Office): TeamMember[] =>
  o.team.map((m) => ({ ProfileImage: img(teamPath(o.slug, m.name), m.name), Name: f(m.name), Title: f(m.title), Copy: f(m.bio) }));

function ownersControl(o: Office): FranchiseOwnersControl {
  const base = officeBase(o.slug);
  const home = officePath(o);
  const sub = (page: string, anchor: string): string => (o.subPages ? `${home}/${page}` : `${home}#${anchor}`);
  const store = o.name;
  return {
    LicenseNumbers: f(o.license),
    Offers: o.offers.map((offer) => ({
      OfferName: f(offer.name),
      OfferDescription: f(offer.description),
      OfferTermsandConditions: f(offer.terms),
      OfferImage: img(iconPath(offer.icon), offer.name),
      Page: link(`${home}#GetEstimateLink`, 'GetEstimateLink', 'Claim This Offer', 'FranchiseHomePage'),
    })),
    WhyChooseUs: {
      IntroHeading: f(o.why.heading),
      WhyChooseUsIntroCopy: f(o.why.copy),
      SplashImage: img(`${base}/who-we-are.svg`, `The ${o.name} crew`),
      Logo: [
        img(iconPath('licensed'), 'Licensed and insured'),
        img(iconPath('warranty'), 'Workmanship warranty'),
        img(iconPath('team'), 'Background-checked craftsmen'),
      ],
    },
    HoursOfOperations: hours(o),
    OurWork: {
      Heading: f('Our Work'),
      Sectionheading: f(`Recent projects around ${o.locatedIn ?? o.city}`),
      GalleryImage: o.gallery.map((gItem, i) => ({
        ...img(workPath(o.slug, i, gItem.scene), gItem.desc),
        ID: `${o.slug}-work-${i + 1}`,
        ImageCategories: gItem.cats,
        Description: gItem.desc,
        AdditionalDetails: `Completed by ${o.name}.`,
      })),
      BeforeImage: img(`${base}/work/before.svg`, `Before: a ${o.beforeAfter} project by ${o.name}`),
      AfterImage: img(`${base}/work/after.svg`, `After: the same ${o.beforeAfter} project, finished`),
      Page: link(sub('our-work', 'our-work'), 'our-work', 'See Full Gallery', o.subPages ? 'FranchiseDetailPage' : 'FranchiseHomePage'),
    },
    OurTeam: officeTeam(o),
    NewsEvents: (o.news ?? []).map((n) => ({
      ...link(`${home}/news-and-events`, slugify(n.title), n.title, 'FranchiseDetailPage'),
      Changed: `${n.date}T12:00:00Z`,
    })),
    Reviews: o.reviews.map((r) => ({ Stars: f(r.stars), Review: f(r.text), ReviewerName: f(r.name), Store: f(store) })),
    Packages: {
      LocalPackages: o.packages.map((id) => link(`packages/${id}`, id, PACKAGES.find((p) => p.id === id)!.name, 'PackageDetail')),
    },
    FranchiseServices: {
      LinkSet: [
        { Title: 'Residential', Page: serviceLinks(RESIDENTIAL) },
        { Title: 'Commercial', Page: serviceLinks(COMMERCIAL) },
        { Title: 'More Services', Page: serviceLinks(MORE) },
      ],
    },
    PaymentTypes: f(o.payment),
    ...(o.ownerManagedContent ? { OwnerManagedContent: f('On') } : {}),
  };
}

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
    FranchiseOwnersControl: ownersControl(o),
  };
}
