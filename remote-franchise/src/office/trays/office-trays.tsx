import { lazy, type ComponentType } from 'react';
import type { OfficeTrayRegistry } from '@handyman/trays';
import { campaignBannerView, remodelBannerView } from './views/banners';
import { cityListingView } from './views/city-listing';
import { officeTray } from './office-tray';
import { reviewCarouselView } from './views/reviews';
import { roomLayoutsView, type RoomLayoutsView } from './views/room-layouts';
import { localServicesView, servicesView } from './views/services';

// Each office tray's component is a chunk of its own, fetched by a page that shows one (the mapping
// to its view model stays here: it is small).
function lazyView<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(() => load().then((module) => ({ default: module[name] as unknown as ComponentType<object> }))) as unknown as M[K];
}
const LocalServices = lazyView(() => import('./ServiceTrays'), 'LocalServices');
const ServicesTray = lazyView(() => import('./ServiceTrays'), 'ServicesTray');
const CityListing = lazyView(() => import('./CityListing'), 'CityListing');
const ReviewCarousel = lazyView(() => import('./ReviewCarousel'), 'ReviewCarousel');
const RemodelBanner = lazyView(() => import('./RemodelBanner'), 'RemodelBanner');
const CampaignBanner = lazyView(() => import('./CampaignBanner'), 'CampaignBanner');
const RoomLayouts = lazyView(() => import('./RoomLayouts'), 'RoomLayouts');

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
