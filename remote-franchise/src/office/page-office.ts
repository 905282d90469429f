import type { FranchiseHomePage } from '@handyman/contracts';
import { franchisePlaceholderValues, type PlaceholderValues, type RecentFranchise } from '@handyman/platform/base';
import { officeTrays } from './trays/tray-registry';
import { trayOfficeView, type TrayOffice } from './trays/views/tray-office';

/**
 * What an office page's loader hands its page about the office, beside the page's own view: its
 * placeholders, what makes it the visitor's recent office, and what its office trays show. The
 * page reads the office from here only, so the office travels to the browser once, in the page's data.
 */
export interface PageOffice {
  /** Content path of the office home, e.g. offices/summerlin. */
  path: string;
  placeholders: PlaceholderValues;
  /** The visitor's recent office once this page is shown; null for an office with neither a phone nor a name. */
  recent: RecentFranchise | null;
  /** What the office trays show; null when the page has none (nothing to send). */
  trays: TrayOffice | null;
}

/** The office's entry for the visitor's recent office (the site's header shows its phone). */
export function recentOffice(home: FranchiseHomePage, path: string): RecentFranchise | null {
  const control = home.FranchiseCorporateControl;
  const phone = control?.PhoneNumber?.Value ?? '';
  const name = control?.FranchiseName?.Value ?? '';
  if (!phone && !name) return null;
  return { path: home.SURL || path, phone, name: name || undefined };
}

const isOfficeTray = (tray: unknown) =>
  typeof tray === 'object' &&
  tray !== null &&
  'TrayName' in tray &&
  typeof tray.TrayName === 'string' &&
  Object.hasOwn(officeTrays, tray.TrayName);

/** The office for a page that shows `trays` (the page's content trays). */
export function pageOffice(home: FranchiseHomePage, path: string, trays: readonly unknown[]): PageOffice {
  return {
    path,
    placeholders: franchisePlaceholderValues(home.FranchiseCorporateControl),
    recent: recentOffice(home, path),
    trays: trays.some(isOfficeTray) ? trayOfficeView(home, path) : null,
  };
}
