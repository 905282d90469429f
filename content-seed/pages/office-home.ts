// An office's home page: its navigation, estimate tabs, description and the Who We Are tray.
import type { FranchiseHomePage, NavItem, TabContent } from '@handyman/contracts';
import { f, img, link, pageBase } from '../lib/seed-helpers';
import { officeBase } from '../content/media-paths';
import { FRANCHISE_POSTS } from '../content/franchise-blog';
import type { Office } from '../content/offices';
import { corporateControl } from './franchise-control';
import { officePath } from './office-identity';
import { CHANGED, officeCrumbs, where } from './office-detail';
import { promotionPath } from './office-offers';
import { remodelingPath } from './office-remodeling';
import { agingInPlacePath } from './office-safety';

function tabContent(o: Office): TabContent {
  return {
    EstimateTabText: f('Get an Estimate'),
    ScheduleTabText: f('Book Online'),
    TextBeforePhoneNumber: f('Prefer to talk it through? Call {FranchiseName} at'),
    TextBelowPhoneNumber: f(
      o.hours.is247 ? 'Storm-response line open 24/7 · Free phone estimates' : 'Free phone estimates · Real people, right here in {City}',
    ),
    EstimateImage: img(`${officeBase(o.slug)}/who-we-are.jpg`, `${o.name} crew`),
    ScheduleCopy: f(
      '<p>Pick a time that works for you and a craftsman from {FranchiseName} will confirm your appointment within one business day.</p>',
    ),
  };
}

function navigation(o: Office): { Page: NavItem[] } {
  const home = officePath(o);
  const sub = (page: string, anchor: string): string => (o.subPages ? `${home}/${page}` : `${home}#${anchor}`);
  const schema = o.subPages ? 'FranchiseDetailPage' : 'FranchiseHomePage';
  const pages = [
    link(sub('why-choose-us', 'why-choose-us'), 'why-choose-us', 'Why Choose Us', schema),
    link(sub('offers', 'offers'), 'offers', 'Offers', schema),
    link(sub('reviews', 'reviews'), 'reviews', 'Reviews', schema),
    link(sub('our-work', 'our-work'), 'our-work', 'Our Work', schema),
    link(`${home}#local-services`, 'local-services', 'Services', 'FranchiseHomePage'),
  ];
  if (o.subPages)
    pages.push(
      // The office's own services pages and its promotion, beside its other pages.
      link(remodelingPath(o), 'kitchen-and-bath', 'Kitchen & Bath', schema),
      link(agingInPlacePath(o), 'aging-in-place', 'Aging in Place', schema),
      link(promotionPath(o), 'promotion', 'Current Promotion', schema),
      link(`${home}/our-team`, 'our-team', 'Our Team', schema),
      link(`${home}/news-and-events`, 'news-and-events', 'News & Events', schema),
      link(`${home}/seasonal-services`, 'seasonal-services', 'Seasonal Services', schema),
    );
  if (o.subPages && FRANCHISE_POSTS[o.slug]?.length) pages.push(link(`${home}/blog`, 'blog', 'Blog', 'FranchiseBlogIndex'));
  return { Page: pages };
}

/** The longest description search results show in full. */
const MAX_DESCRIPTION = 160;

/** The office home's description: its name, work, as many of its cities as fit in a search result, and its phone. */
function officeDescription(o: Office): string {
  const text = (cities: string[]) => `${o.name}: home repair, carpentry, painting and remodeling in ${cities.join(', ')}. Call ${o.phone}.`;
  const names = o.cities.map((c) => c.name);
  let count = names.length;
  while (count > 1 && text(names.slice(0, count)).length > MAX_DESCRIPTION) count -= 1;
  return text(names.slice(0, count));
}

export function homePage(o: Office): { FranchiseHomePage: FranchiseHomePage } {
  return {
    FranchiseHomePage: {
      ...pageBase(officePath(o), o.name, `Handyman Services in ${where(o)}, ${o.abbr}`, officeDescription(o), CHANGED),
      BreadcrumbNavigation: officeCrumbs(o),
      NewLayout: f(['summerlin', 'plano', 'tampa', 'north-raleigh'].includes(o.slug) ? 'true' : 'false'),
      LocalBannerImage: img(`${officeBase(o.slug)}/banner.jpg`, `${o.name} service area`),
      H1TagForFranchiseHomePage: f('Handyman Services in {City}, {StateAbbreviation}'),
      ServiceCitySEO: o.cities.map((c, i) => ({
        City: f(c.name),
        CityURL: `${officePath(o)}/city/${c.slug}`,
        Template: { ID: 'franchise-city' },
        ScheduleandEstimateTabTray: f(i === 0 ? 'Yes' : 'No'),
      })),
      Navigation: navigation(o),
      TabContent: tabContent(o),
      Trays: [
        {
          TrayName: 'ImageAndCopyTray',
          Heading: f('Who We Are'),
          Copy: f(`<p>${o.intro}</p><p><strong>Locally owned and independently operated</strong> by ${o.owners} since ${o.opened}.</p>`),
          Image: img(`${officeBase(o.slug)}/who-we-are.jpg`, `${o.name} crew`),
          ImageAlignment: f('Right'),
          Background: f('White'),
          Grid: f('50-50'),
        },
      ],
      FranchiseCorporateControl: corporateControl(o),
    },
  };
}
