import { asArray, type FranchiseHomePage, type PageLink } from '@handyman/contracts';
import { serviceCities } from '../../city-columns';
import { estimateTabsView, type EstimateTabsView } from '../../estimate/estimate-tabs-view';
import { localServices } from '../../office-services';
import { reviewSource, type ReviewSource } from '../../reviews/use-office-reviews';

export interface CityLink {
  name: string;
  /** Root-relative, lower case, e.g. /offices/summerlin/city/the-lakes. */
  path: string;
}

/**
 * The office as its trays read it, made once by the page's loader and sent with the page's data:
 * the browser never needs the office's content envelope for a tray.
 */
export interface TrayOffice {
  /** Content path of the office home, e.g. offices/summerlin. */
  path: string;
  /** The office's service cities with a name and a page. */
  cities: CityLink[];
  /** The office's service groups that have pages (Residential, Commercial, ...). */
  serviceGroups: { title: string; pages: PageLink[] }[];
  /** The office's local services and packages with an address. */
  localServices: PageLink[];
  tabs: EstimateTabsView;
  reviews: ReviewSource;
}

/** A city's page address as a root-relative, lower-case path. */
export const cityPath = (url: string) => `/${url.replace(/^\/+|\/+$/g, '')}`.toLowerCase();

export function trayOfficeView(home: FranchiseHomePage, path: string): TrayOffice {
  const owners = home.FranchiseCorporateControl.FranchiseOwnersControl;
  return {
    path,
    cities: serviceCities(home.ServiceCitySEO).map((city) => ({ name: city.City.Value, path: cityPath(city.CityURL) })),
    serviceGroups: asArray(owners?.FranchiseServices?.LinkSet)
      .filter((group) => asArray(group?.Page).length > 0)
      .map((group) => ({ title: group.Title, pages: asArray(group.Page) })),
    localServices: localServices(owners).filter((page) => Boolean(page?.URL)),
    tabs: estimateTabsView(home, path),
    reviews: reviewSource(home.FranchiseCorporateControl),
  };
}
