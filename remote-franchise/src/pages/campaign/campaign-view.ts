import type { ComponentProps } from 'react';
import type { FranchiseCorporateControl, FranchiseDetailPage, FranchiseHomePage, ImageField, SiteSettings } from '@handyman/contracts';
import { franchisePlaceholderValues, replacePlaceholders, type PlaceholderValues } from '@handyman/platform/base';
import { franchiseEstimateData, type EstimateForm } from '@handyman/estimate';
import { detailBanner, detailHeading, type BannerView, type TraysView } from '../../office/office-page';
import { pageOffice, type PageOffice } from '../../office/page-office';
import { officeLicence } from '../../office/office-licence';

// An office's campaign landing page as its components draw it: the content turned into plain
// fields once, in the loader. The banner, the estimate form's office, the address and the trays go
// to shared components that take content shapes and are passed through as they come.

export interface CampaignView {
  /** Content path of the office home, e.g. offices/summerlin. */
  homePath: string;
  placeholders: PlaceholderValues;
  banner: BannerView;
  /** The offer's copy, the office's placeholders filled (sanitised by RichText); null when it has none. */
  copy: string | null;
  /** The office's own number ('' when it has none: the national one stands in). */
  phone: string;
  /** The office the estimate form sends to (shared EstimateForm's shape). */
  franchise: ComponentProps<typeof EstimateForm>['franchise'];
  trays: TraysView;
  office: PageOffice;
  header: {
    name: string;
    /** The office's logo, else the site's; null when neither has one (the name shows instead). */
    logo: { image: ImageField; width: number; height: number } | null;
  };
  footer: {
    name: string;
    /** The address parts (shared OfficeAddress takes the content shape). */
    address: Pick<FranchiseCorporateControl, 'Address' | 'City' | 'State' | 'StateAbbreviation' | 'ZipCode'>;
    licence: string;
    /** The line below the address, placeholders filled; null for the default one. */
    note: string | null;
  };
}

function campaignLogo(home: FranchiseHomePage, settings: SiteSettings | undefined): CampaignView['header']['logo'] {
  const officeLogo = home.FranchiseCorporateControl.FranchiseHeader?.Logo;
  const logo = officeLogo?.Value ? officeLogo : settings?.Header?.HeaderLogo;
  if (!logo?.Value) return null;
  return { image: logo, width: Number(logo.Width) || 280, height: Number(logo.Height) || 72 };
}

/** The view of the office's campaign page; `settings` (the site's, for its logo) may be missing. */
export function campaignView(
  home: FranchiseHomePage,
  homePath: string,
  detail: FranchiseDetailPage,
  settings: SiteSettings | undefined,
): CampaignView {
  const control = home.FranchiseCorporateControl;
  const placeholders = franchisePlaceholderValues(control);
  const fill = (text: string) => replacePlaceholders(text, placeholders);
  const name = control.FranchiseName?.Value || home.Name;
  const note = control.FranchiseFooter?.TextBelowAddress?.Value;
  const { Address, City, State, StateAbbreviation, ZipCode } = control;
  const trays = Array.isArray(detail.Trays) ? detail.Trays : [];
  return {
    homePath,
    placeholders,
    banner: detailBanner(detail, home, detailHeading(detail, detail.Name)),
    copy: detail.Copy?.Value ? fill(detail.Copy.Value) : null,
    phone: control.PhoneNumber?.Value ?? '',
    franchise: franchiseEstimateData(home, homePath),
    trays,
    office: pageOffice(home, homePath, trays),
    header: { name, logo: campaignLogo(home, settings) },
    footer: {
      name,
      address: { Address, City, State, StateAbbreviation, ZipCode },
      licence: officeLicence(control),
      note: note ? fill(note) : null,
    },
  };
}
