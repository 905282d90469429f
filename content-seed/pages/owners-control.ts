// FranchiseOwnersControl for one office: what its owners manage (offers, why choose us, hours, work,
// team, news, reviews, packages, service links, payment types).
import type { FranchiseOwnersControl, PageLink, TeamMember } from '@handyman/contracts';
import { f, img, link, slugify } from '../lib/seed-helpers';
import { iconPath, officeBase, teamPath, workPath } from '../content/media-paths';
import { PACKAGES } from '../content/packages';
import type { Office } from '../content/offices';
import { hours } from './office-hours';
import { officePath } from './office-identity';

export const RESIDENTIAL: [url: string, text: string][] = [
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

export const serviceLinks = (list: [url: string, text: string][]): PageLink[] =>
  list.map(([url, text]) => link(url, slugify(text), text, 'ServiceDetail'));

/** The office's team as MeetTheTeam members. */
export const officeTeam = (o: Office): TeamMember[] =>
  o.team.map((m) => ({ ProfileImage: img(teamPath(o.slug, m.name), m.name), Name: f(m.name), Title: f(m.title), Copy: f(m.bio) }));

export function ownersControl(o: Office): FranchiseOwnersControl {
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
      SplashImage: img(`${base}/who-we-are.jpg`, `The ${o.name} crew`),
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
      BeforeImage: img(`${base}/work/before.jpg`, `Before: a ${o.beforeAfter} project by ${o.name}`),
      AfterImage: img(`${base}/work/after.jpg`, `After: the same ${o.beforeAfter} project, finished`),
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
