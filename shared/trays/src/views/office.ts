import type { OfficeTray, OfficeTrayName } from '@handyman/contracts';

/**
 * An office tray: the office pages' app renders it with a component of its own (AppTrayProvider),
 * which maps it in its own mapping layer, so it passes
 * through as it came.
 */
export interface OfficeTrayView {
  kind: 'OfficeTray';
  name: OfficeTrayName;
  tray: OfficeTray;
}

const OFFICE_TRAY_NAMES: Record<OfficeTrayName, true> = {
  LocalServices: true,
  CityListing: true,
  ReviewCarousel: true,
  ServicesTray: true,
  ScheduleandEstimateTabTray: true,
  ScheduleandEstimateTray: true,
  RemodelBanner: true,
  CampaignBanner: true,
  KitchenLayouts: true,
  BathroomLayouts: true,
};

export const isOfficeTrayName = (name: string): name is OfficeTrayName => Object.hasOwn(OFFICE_TRAY_NAMES, name);

export const officeTrayView = (tray: OfficeTray): OfficeTrayView => ({ kind: 'OfficeTray', name: tray.TrayName, tray });
