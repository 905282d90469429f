import type { FranchiseDetailPage, FranchiseHomePage, PageLink, ServiceCity } from '@handyman/contracts';
import { franchisePlaceholderValues, replacePlaceholders, type PlaceholderValues } from '@handyman/platform/base';
import { pageOffice, type PageOffice } from '../../office/page-office';
import { officeHeaderView, type OfficeHeaderView } from '../../office/header/office-header-view';
import { detailBanner, detailHeading, type BannerView, type TraysView } from '../../office/office-page';
import { estimateTabsView, type EstimateTabsView } from '../../office/estimate/estimate-tabs-view';
import { cityTrail } from './service-city';

// A service city of the office as its page draws it: the content turned into plain fields once,
// in the loader. The banner, the estimate tabs and the trays go to shared components that take
// content shapes and are passed through as they come.

export interface CityView {
  /** Content path of the office home, e.g. offices/summerlin. */
  homePath: string;
  officeName: string;
  cityName: string;
  placeholders: PlaceholderValues;
  header: OfficeHeaderView;
  banner: BannerView;
  trail: PageLink[];
  /** The page's copy with the office's placeholders filled (sanitised by RichText); null when it has none. */
  copy: string | null;
  /** The office's own number ('' when it has none: the national one stands in). */
  phone: string;
  /** The office's estimate / booking tabs when the city asks for them, else null. */
  tabs: EstimateTabsView | null;
  trays: TraysView;
  office: PageOffice;
}

/** The view of the office's city page at `pathname` (the address as asked: the trail ends there). */
export function cityView(
  home: FranchiseHomePage,
  homePath: string,
  city: ServiceCity,
  detail: FranchiseDetailPage,
  pathname: string,
): CityView {
  const control = home.FranchiseCorporateControl;
  const placeholders = franchisePlaceholderValues(control);
  const officeName = control.FranchiseName?.Value || home.Name;
  const cityName = city.City?.Value || detail.Name;
  const trays = Array.isArray(detail.Trays) ? detail.Trays : [];
  return {
    homePath,
    officeName,
    cityName,
    placeholders,
    header: officeHeaderView(home, `/${homePath}`),
    banner: detailBanner(detail, home, detailHeading(detail, `Handyman Services in ${cityName}`)),
    trail: detail.BreadcrumbNavigation?.Page ?? cityTrail(officeName, homePath, cityName, pathname),
    copy: detail.Copy?.Value ? replacePlaceholders(detail.Copy.Value, placeholders) : null,
    phone: control.PhoneNumber?.Value ?? '',
    tabs: city.ScheduleandEstimateTabTray?.Value === 'Yes' ? estimateTabsView(home, homePath) : null,
    trays,
    office: pageOffice(home, homePath, trays),
  };
}
