import type { OfficeTrayRegistry } from '@handyman/trays';
import { CampaignBanner } from './CampaignBanner';
import { CityListing } from './CityListing';
import { LocalServices, ServicesTray } from './ServiceTrays';
import { EstimateTabTray, EstimateTray } from './EstimateTrays';
import { RemodelBanner } from './RemodelBanner';
import { ReviewCarousel } from './ReviewCarousel';
import { BathroomLayouts, KitchenLayouts } from './RoomLayouts';

/** The trays only office pages carry, by tray name (see @handyman/contracts cms/office-trays). */
export const officeTrays: OfficeTrayRegistry = {
  LocalServices,
  CityListing,
  ReviewCarousel,
  ServicesTray,
  ScheduleandEstimateTabTray: EstimateTabTray,
  ScheduleandEstimateTray: EstimateTray,
  RemodelBanner,
  CampaignBanner,
  KitchenLayouts,
  BathroomLayouts,
};
