import type { PageLink } from '@handyman/contracts';
import { franchisePlaceholderValues } from '../format/franchise-placeholders';
import type { PlaceholderValues } from '../format/placeholders';
import { officeView } from './office-view';

/** What the site's frame needs of an office wherever it shows it: its name, number, scheduling page and placeholders. */
export interface OfficeCard {
  /** The office's name as content gives it; '' for none. */
  name: string;
  /** The office phone as content stores it, e.g. "702-555-0142"; '' for none. */
  phone: string;
  /** The office's own scheduling page, when its content names one. */
  schedulePageLink: PageLink | null;
  /** The values of {City}, {Phone}, {FranchiseName}... in the office's content. */
  placeholders: PlaceholderValues;
}

/** The office card of an office home (null for a page that is no office home). */
export const OFFICE_CARD = officeView('card', (home): OfficeCard | null => {
  const control = home?.FranchiseCorporateControl;
  if (!home || !control) return null;
  return {
    name: control.FranchiseName?.Value ?? '',
    phone: control.PhoneNumber?.Value ?? '',
    schedulePageLink: control.SchedulePageLink ?? null,
    placeholders: franchisePlaceholderValues(control),
  };
});
