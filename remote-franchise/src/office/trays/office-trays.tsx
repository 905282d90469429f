import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { OfficeTrayName, Tray } from '@handyman/contracts';
import { usePlaceholders, type OfficeTrayRegistry } from '@handyman/trays';
import { CampaignBanner } from './CampaignBanner';
import { CityListing } from './CityListing';
import { LocalServices, ServicesTray } from './ServiceTrays';
import { EstimateTabTray, EstimateTray } from './EstimateTrays';
import { RemodelBanner } from './RemodelBanner';
import { ReviewCarousel } from './ReviewCarousel';
import { RoomLayouts } from './RoomLayouts';
import { useOffice } from './office-context';
import { campaignBannerView, remodelBannerView } from './views/banners';
import { cityListingView } from './views/city-listing';
import type { OfficeTrayContext } from './views/context';
import { estimateTabTrayView, estimateTrayView } from './views/estimate';
import { reviewCarouselView } from './views/reviews';
import { roomLayoutsView, type RoomLayoutsView } from './views/room-layouts';
import { localServicesView, servicesView } from './views/services';

// The shared TrayRenderer hands an office tray over as the CMS sent it, so the office trays' one
// mapping step is here, where each is rendered: the tray (with the office and the placeholders)
// becomes its view model (./views), and the component renders that. A view of null renders nothing.

type OfficeTrayOf<N extends OfficeTrayName> = Extract<Tray, { TrayName: N }>;

function useOfficeTrayContext(): OfficeTrayContext {
  return { fill: usePlaceholders(), office: useOffice(), pathname: useLocation().pathname };
}

function officeTray<N extends OfficeTrayName, V>(
  map: (tray: OfficeTrayOf<N>, context: OfficeTrayContext) => V | null,
  View: ComponentType<{ view: V }>,
): ComponentType<{ tray: OfficeTrayOf<N> }> {
  function MappedTray({ tray }: { tray: OfficeTrayOf<N> }) {
    const view = map(tray, useOfficeTrayContext());
    return view ? <View view={view} /> : null;
  }
  MappedTray.displayName = View.displayName ?? View.name;
  return MappedTray;
}

/** The trays only office pages carry, by tray name (see @handyman/contracts cms/office-trays). */
export const officeTrays: OfficeTrayRegistry = {
  LocalServices: officeTray(localServicesView, LocalServices),
  CityListing: officeTray(cityListingView, CityListing),
  ReviewCarousel: officeTray(reviewCarouselView, ReviewCarousel),
  ServicesTray: officeTray(servicesView, ServicesTray),
  ScheduleandEstimateTabTray: officeTray(estimateTabTrayView, EstimateTabTray),
  ScheduleandEstimateTray: officeTray(estimateTrayView, EstimateTray),
  RemodelBanner: officeTray(remodelBannerView, RemodelBanner),
  CampaignBanner: officeTray(campaignBannerView, CampaignBanner),
  KitchenLayouts: officeTray<'KitchenLayouts', RoomLayoutsView>(roomLayoutsView, RoomLayouts),
  BathroomLayouts: officeTray<'BathroomLayouts', RoomLayoutsView>(roomLayoutsView, RoomLayouts),
};
