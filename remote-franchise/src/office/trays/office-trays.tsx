import { lazy } from 'react';
import type { OfficeTrayRegistry } from '@handyman/trays';
import { CampaignBanner } from './CampaignBanner';
import { CityListing } from './CityListing';
import { LocalServices, ServicesTray } from './ServiceTrays';
import { RemodelBanner } from './RemodelBanner';
import { ReviewCarousel } from './ReviewCarousel';
import { RoomLayouts } from './RoomLayouts';
import { campaignBannerView, remodelBannerView } from './views/banners';
import { cityListingView } from './views/city-listing';
import { officeTray } from './office-tray';
import { reviewCarouselView } from './views/reviews';
import { roomLayoutsView, type RoomLayoutsView } from './views/room-layouts';
import { localServicesView, servicesView } from './views/services';

// The estimate trays bring the estimate package (its form and validation): their code comes when a
// page shows one, in a chunk of its own.
const EstimateTabTray = lazy(() => import('./EstimateTrays').then((module) => ({ default: module.MappedEstimateTabTray })));
const EstimateTray = lazy(() => import('./EstimateTrays').then((module) => ({ default: module.MappedEstimateTray })));

/** The trays only office pages carry, by tray name (see @handyman/contracts cms/office-trays). */
export const officeTrays: OfficeTrayRegistry = {
  LocalServices: officeTray(localServicesView, LocalServices),
  CityListing: officeTray(cityListingView, CityListing),
  ReviewCarousel: officeTray(reviewCarouselView, ReviewCarousel),
  ServicesTray: officeTray(servicesView, ServicesTray),
  ScheduleandEstimateTabTray: EstimateTabTray,
  ScheduleandEstimateTray: EstimateTray,
  RemodelBanner: officeTray(remodelBannerView, RemodelBanner),
  CampaignBanner: officeTray(campaignBannerView, CampaignBanner),
  KitchenLayouts: officeTray<'KitchenLayouts', RoomLayoutsView>(roomLayoutsView, RoomLayouts),
  BathroomLayouts: officeTray<'BathroomLayouts', RoomLayoutsView>(roomLayoutsView, RoomLayouts),
};
