import { asArray, type FranchiseHomePage, type ImageField, type LinkSet, type PageLink } from '@handyman/contracts';
import { officePages } from './office-pages';

/** The office's header as it draws it, made by the loaders of the office's pages. */
export interface OfficeHeaderView {
  /** Site path of the office home, e.g. /offices/summerlin. */
  homePath: string;
  name: string;
  /** The office's own number ('' when it has none: the national one stands in). */
  phone: string;
  /** The office's logo (shared MediaImage takes the content shape); null without one. */
  logo: ImageField | null;
  /** The office's pages its menu lists: its home, then those its home's navigation names. */
  pages: PageLink[];
  /** The office's services by group (Residential, Commercial, ...). */
  serviceGroups: LinkSet[];
}

/** The header of the office whose home is `home`, its home at the site path `homePath`. */
export function officeHeaderView(home: FranchiseHomePage, homePath: string): OfficeHeaderView {
  const control = home.FranchiseCorporateControl;
  const logo = control.FranchiseHeader?.Logo;
  return {
    homePath,
    name: control.FranchiseName?.Value ?? '',
    phone: control.PhoneNumber?.Value ?? '',
    logo: logo?.Value ? logo : null,
    pages: officePages(homePath, home),
    serviceGroups: asArray(control.FranchiseOwnersControl?.FranchiseServices?.LinkSet),
  };
}
