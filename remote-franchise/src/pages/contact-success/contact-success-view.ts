import type { Banner, FranchiseCorporateControl, FranchiseDetailPage, FranchiseHomePage, PageLink, Tray } from '@handyman/contracts';
import { franchisePlaceholderValues, replacePlaceholders } from '@handyman/platform/base';

const DEFAULT_COPY =
  '<p>Thank you for your estimate request. A member of the {FranchiseName} team will call you shortly to talk through your project.</p>';

/** The thanks after an estimate request, as the page draws it. */
export interface ContactSuccessView {
  /** The page's banner (shared ContactSuccessHeader takes the content shape), or null. */
  banner: Banner | null;
  thanks: string | null;
  /** The office's own number ('' when it has none: the national one stands in). */
  phone: string;
  trail: PageLink[];
  franchiseName: string | null;
  /** Sanitised later by RichText; the office's placeholders filled. */
  copy: string;
  office: {
    name: string;
    /** The address parts (shared OfficeAddress takes the content shape). */
    address: Pick<FranchiseCorporateControl, 'Address' | 'City' | 'State' | 'StateAbbreviation' | 'ZipCode'>;
    mapUrl: string | null;
  };
  /** The page's trays (shared TrayRenderer: content trays). */
  trays: Tray[];
  placeholders: Record<string, string | undefined>;
}

/** The view of the office's contact-success page; `detail` is null for an office without one. */
export function contactSuccessView(home: FranchiseHomePage, path: string, detail: FranchiseDetailPage | null): ContactSuccessView {
  const control = home.FranchiseCorporateControl;
  const placeholders = franchisePlaceholderValues(control);
  const { Address, City, State, StateAbbreviation, ZipCode } = control;
  return {
    banner: detail?.Banner ?? null,
    thanks: detail?.BannerHeading?.Value ?? null,
    phone: control.PhoneNumber?.Value ?? '',
    trail: detail?.BreadcrumbNavigation?.Page ?? [
      { Name: 'Home', URL: '', Schema: 'HomePage' },
      { Name: 'Offices', URL: 'offices' },
      { Name: control.FranchiseName?.Value ?? home.Name, URL: path, Schema: 'FranchiseHomePage' },
      { Name: 'Contact Us', URL: `${path}/contact-success` },
    ],
    franchiseName: control.FranchiseName?.Value ?? null,
    copy: replacePlaceholders(detail?.Copy?.Value || DEFAULT_COPY, placeholders),
    office: {
      name: control.FranchiseName?.Value ?? '',
      address: { Address, City, State, StateAbbreviation, ZipCode },
      mapUrl: control.ServicesMap?.Value ?? null,
    },
    trays: Array.isArray(detail?.Trays) ? detail.Trays : [],
    placeholders: { ...placeholders },
  };
}
