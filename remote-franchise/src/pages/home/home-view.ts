import { asArray, type FranchiseHomePage, type ImageField, type PageLink, type Tray, type WhyChooseUsTray } from '@handyman/contracts';
import {
  franchisePlaceholderValues,
  formatPhoneDisplay,
  replacePlaceholders,
  telDigits,
  type PlaceholderValues,
} from '@handyman/platform/base';
import { officeHeaderView, type OfficeHeaderView } from '../../office/header/office-header-view';
import { pageOffice, type PageOffice } from '../../office/page-office';
import { officeLicence } from '../../office/office-licence';
import { defaultTrail, navigationPage } from './home-links';
import { type SectionData } from './nav/home-sections';
import { officeHours, type OfficeHours } from './sections/hours/hours-of-operation';
import { offerViews, type OfferView } from '../../office/offers/offer-view';
import { ourWorkView, type OurWorkView } from './sections/our-work/gallery';
import { serviceCities } from '../../office/city-columns';
import { localServices, serviceGroup } from '../../office/office-services';
import type { ReviewDisplay } from '../../office/reviews/top-reviews';
import { whyChooseUsTray } from './sections/why-choose-us/why-choose-us';
import { splitWhoWeAre, whoWeAreImageSize } from './sections/who/who-we-are';
import { estimateTabsView, type EstimateTabsView } from '../../office/estimate/estimate-tabs-view';

// The office home as its components draw it: the office's content (a CMS envelope) turned into
// plain fields once, in the loader. Trays and the estimate tabs are shared components that still
// take content shapes; those parts are passed through as they come.

export interface OfficeHomeView {
  /** Content path of the office home, e.g. offices/summerlin. */
  path: string;
  name: string;
  placeholders: PlaceholderValues;
  header: OfficeHeaderView;
  banner: { heading: string; image: ImageField };
  trail: PageLink[];
  info: { name: string; place: string; licence: string; phone: { display: string; tel: string } | null; hours: OfficeHours };
  tabs: EstimateTabsView;
  whoWeAre: { newLayout: boolean; image: ImageField | null; imageSize: { width: number; height: number }; copy: string; phone: string };
  services: { residential: PageLink[]; commercial: PageLink[]; local: PageLink[] };
  ourWork: OurWorkView;
  areas: { cities: { name: string; path: string }[]; mapUrl: string | null; mapOfficeName: string; intro: string };
  /** The why-choose-us tray the page adds (shared TrayRenderer: a content tray). */
  whyTray: WhyChooseUsTray | null;
  offers: { items: OfferView[]; page: PageLink | null; phoneDisplay: string };
  reviews: { items: ReviewDisplay[]; page: PageLink | null };
  blog: { posts: PageLink[]; path: string };
  helpfulArticles: PageLink[];
  /** The page's other trays, drawn after the sections (shared TrayRenderer: content trays). */
  otherTrays: Tray[];
  /** Which data-dependent sections are on the page (the section nav lists them). */
  sections: SectionData;
  /** The office for its trays, placeholders and the visitor's recent office. */
  office: PageOffice;
}

/** What the loader found besides the page: the office's top reviews and posts, the company's newest posts. */
export interface HomeExtras {
  reviews: ReviewDisplay[];
  blogPosts: PageLink[];
  helpfulArticles: PageLink[];
}

const WHO_WE_ARE_FALLBACK =
  '<p>{FranchiseName} is your local handyman team in {City}: licensed, insured craftsmen for the repairs, updates and projects on your list.</p>';

export function officeHomeView(home: FranchiseHomePage, path: string, extras: HomeExtras): OfficeHomeView {
  const control = home.FranchiseCorporateControl;
  const owners = control.FranchiseOwnersControl;
  const values = franchisePlaceholderValues(control);
  const fill = (text: string | undefined) => replacePlaceholders(text ?? '', values);
  const name = control.FranchiseName?.Value || home.Name;
  const phone = control.PhoneNumber?.Value ?? '';
  const { whoWeAre, otherTrays } = splitWhoWeAre(home);
  const newLayout = home.NewLayout?.Value === 'true';
  const whyTray = whyChooseUsTray(owners, home.Trays, navigationPage(home, 'why-choose-us'));
  const ourWork = ourWorkView(owners?.OurWork, owners?.OurWork?.Page ?? navigationPage(home, 'our-work'), fill);
  const offers = offerViews(owners?.Offers, fill);
  return {
    path,
    name,
    placeholders: values,
    header: officeHeaderView(home, `/${path}`),
    banner: { heading: fill(home.H1TagForFranchiseHomePage?.Value || name), image: home.LocalBannerImage ?? { Value: '' } },
    trail: home.BreadcrumbNavigation?.Page ?? defaultTrail(name, path),
    info: {
      name: control.FranchiseName?.Value ?? '',
      place: [control.City?.Value, control.State?.Value].filter(Boolean).join(', '),
      licence: officeLicence(control),
      phone: phone ? { display: formatPhoneDisplay(phone) || phone, tel: telDigits(phone) } : null,
      hours: officeHours(owners?.HoursOfOperations),
    },
    tabs: estimateTabsView(home, path),
    whoWeAre: {
      newLayout,
      image: whoWeAre?.Image?.Value ? whoWeAre.Image : null,
      imageSize: whoWeAreImageSize(newLayout),
      copy: fill(whoWeAre?.Copy?.Value || WHO_WE_ARE_FALLBACK),
      phone,
    },
    services: {
      residential: serviceGroup(owners, 'Residential'),
      commercial: serviceGroup(owners, 'Commercial'),
      local: localServices(owners),
    },
    ourWork,
    areas: {
      cities: serviceCities(home.ServiceCitySEO).map((city) => ({ name: city.City.Value, path: `/${city.CityURL.replace(/^\/+/, '')}` })),
      mapUrl: control.ServicesMap?.Value ?? null,
      mapOfficeName: control.FranchiseName?.Value ?? home.Name,
      intro: fill('{FranchiseName} serves homeowners in and around {City}, {StateAbbreviation}.'),
    },
    whyTray,
    offers: { items: offers, page: navigationPage(home, 'offers') ?? null, phoneDisplay: values.Phone ?? '' },
    reviews: { items: extras.reviews, page: navigationPage(home, 'reviews') ?? null },
    blog: { posts: extras.blogPosts, path: `${path}/blog` },
    helpfulArticles: extras.helpfulArticles,
    otherTrays,
    office: pageOffice(home, path, asArray(home.Trays)),
    sections: {
      offers: offers.length > 0,
      reviews: extras.reviews.length > 0,
      blog: extras.blogPosts.length > 0,
      'our-work': ourWork.images.length > 0,
      'why-choose-us': Boolean(whyTray) || asArray(home.Trays).some((tray) => tray?.TrayName === 'WhyChooseUsTray'),
    },
  };
}
