import { lazyPage } from '@handyman/platform/base';
import type { OfficeTrayRegistry } from '@handyman/trays';
import { campaignBannerView, remodelBannerView } from './views/banners';
import { cityListingView } from './views/city-listing';
import { officeTray } from './mapped-tray';
import { reviewCarouselView } from './views/reviews';
import { roomLayoutsView, type RoomLayoutsView } from './views/room-layouts';
import { localServicesView, servicesView } from './views/services';

// Each office tray's component is a chunk of its own, fetched by a page that shows one (the mapping
// to its view model stays here: it is small).
const LocalServices = lazyPage(() => import('./ServiceTrays'), 'LocalServices');
const ServicesTray = lazyPage(() => import('./ServiceTrays'), 'ServicesTray');
const CityListing = lazyPage(() => import('./CityListing'), 'CityListing');
const ReviewCarousel = lazyPage(() => import('./ReviewCarousel'), 'ReviewCarousel');
const RemodelBanner = lazyPage(() => import('./RemodelBanner'), 'RemodelBanner');
const CampaignBanner = lazyPage(() => import('./CampaignBanner'), 'CampaignBanner');
const RoomLayouts = lazyPage(() => import('./RoomLayouts'), 'RoomLayouts');

// The estimate trays bring the estimate package (its form and validation): their code comes when a
// page shows one, in a chunk of its own.
const EstimateTabTray = lazyPage(() => import('./EstimateTrays'), 'MappedEstimateTabTray');
const EstimateTray = lazyPage(() => import('./EstimateTrays'), 'MappedEstimateTray');

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
