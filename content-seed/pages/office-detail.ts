// What every office page shares: its breadcrumbs after the office, its banner, and detail(), the
// FranchiseDetailPage of one office sub-page from the few things that differ between them.
import type { Banner, FranchiseDetailPage, ImageField, PageLink, Tray } from '@handyman/contracts';
import { f, img, link, type Crumb, pageBase } from '../lib/seed-helpers';
import { officeBase } from '../content/media-paths';
import type { Office } from '../content/offices';
import { officeLabel, officePath } from './office-identity';

export const CHANGED = '2026-10-01T15:00:00Z';
export const where = (o: Office): string => o.locatedIn ?? o.city;

export function officeCrumbs(o: Office, ...rest: Crumb[]): { Page: PageLink[] } {
  return {
    Page: [
      link('', 'Home', 'Home', 'HomePage'),
      link('offices', 'Offices', 'Find A Handyman', 'OfficesIndex'),
      link(officePath(o), officeLabel(o), officeLabel(o), 'FranchiseHomePage'),
      ...rest.map(([name, url, schema = 'FranchiseDetailPage']) => link(url, name, undefined, schema)),
    ],
  };
}

const banner = (o: Office, heading: string, sub: string): Banner => ({
  Heading: f(heading),
  Subheading: f(sub),
  BackgroundImage: img(`${officeBase(o.slug)}/banner.jpg`, `${o.name} service area`),
});

/** What differs between an office's detail pages. */
export interface DetailContent {
  name: string;
  title: string;
  description: string;
  heading: string;
  sub: string;
  copy: string;
  trays?: Tray[];
  /** Breadcrumbs after the office; [name, url] of the page itself when absent. */
  crumbs?: Crumb[];
  /** The office banner when absent. */
  bannerImage?: ImageField;
}

export type DetailEntry = [key: string, result: { FranchiseDetailPage: FranchiseDetailPage }];

export function detail(
  o: Office,
  slug: string,
  { name, title, description, heading, sub, copy, trays, crumbs, bannerImage }: DetailContent,
): DetailEntry {
  const url = `${officePath(o)}/${slug}`;
  const page: FranchiseDetailPage = {
    ...pageBase(url, name, title, description, CHANGED),
    BreadcrumbNavigation: officeCrumbs(o, ...(crumbs ?? [[name, url]])),
    Banner: bannerImage ? { Heading: f(heading), Subheading: f(sub), BackgroundImage: bannerImage } : banner(o, heading, sub),
    BannerHeading: f(heading),
    Copy: f(copy),
    FranchiseHomePath: officePath(o),
  };
  if (trays) page.Trays = trays;
  return [url, { FranchiseDetailPage: page }];
}
