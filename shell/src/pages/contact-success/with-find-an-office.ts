import type { FindAnOfficeTray, Tray } from '@handyman/contracts';

const DEFAULT_FIND_AN_OFFICE: FindAnOfficeTray = {
  TrayName: 'FindAnOffice',
  Heading: { Value: 'Find Your Local Office' },
  PlaceholderText: { Value: 'Enter your zip code' },
  TextBelowInput: { Value: 'Enter the zip code where the work will be done.' },
  HandymanMatters: { Value: '' },
};

/** The page's trays, with a find-an-office tray at the end when the content has none (every thank-you page offers a way to a local office). */
export function withFindAnOffice(trays: Tray[] | undefined): Tray[] {
  const list = trays ?? [];
  return list.some((tray) => tray.TrayName === 'FindAnOffice') ? list : [...list, DEFAULT_FIND_AN_OFFICE];
}
