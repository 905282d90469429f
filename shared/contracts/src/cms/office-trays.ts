import type { Field, ImageField, PageLink } from './fields';

// Trays only office pages carry. They show the office's own data (its services, cities, reviews,
// estimate form) or belong to its campaigns, so remote-franchise renders them; the shared tray
// registry leaves them to the app that provides them (AppTrayProvider).

/** The office's local services, in groups of nine links. */
export interface LocalServicesTray {
  TrayName: 'LocalServices';
  Heading?: Field;
  Copy?: Field;
}

/** The office's service cities, each linking to its city page. */
export interface CityListingTray {
  TrayName: 'CityListing';
  Heading?: Field;
}

/** The office's best reviews in a carousel. */
export interface ReviewCarouselTray {
  TrayName: 'ReviewCarousel';
  Heading?: Field;
}

/** The office's services by group. */
export interface ServicesTray {
  TrayName: 'ServicesTray';
  Heading?: Field;
}

/** The office's estimate and booking tabs. */
export interface ScheduleandEstimateTabTray {
  TrayName: 'ScheduleandEstimateTabTray';
  /** Shown above the tabs when set. */
  Heading?: Field;
}

/** The office's estimate form with a heading and copy beside it. */
export interface ScheduleandEstimateTray {
  TrayName: 'ScheduleandEstimateTray';
  Heading?: Field;
  Copy?: Field;
}

/** A wide remodeling call to action over an image. */
export interface RemodelBanner {
  TrayName: 'RemodelBanner';
  BackgroundImage: ImageField;
  Heading: Field;
  Copy?: Field;
  Page?: PageLink;
}

/** A campaign's offer strip: the offer, its end date and a call to action. */
export interface CampaignBanner {
  TrayName: 'CampaignBanner';
  Heading: Field;
  Subheading?: Field;
  /** ISO date the offer ends, shown as written in content. */
  EndsOn?: Field;
  Page?: PageLink;
}

/** A room layout the office builds (kitchen or bathroom). */
export interface RoomLayout {
  Name: Field;
  Image: ImageField;
  Copy: Field;
}

export interface KitchenLayouts {
  TrayName: 'KitchenLayouts';
  Heading?: Field;
  Layout: RoomLayout[];
}

export interface BathroomLayouts {
  TrayName: 'BathroomLayouts';
  Heading?: Field;
  Layout: RoomLayout[];
}

export type OfficeTray =
  | LocalServicesTray
  | CityListingTray
  | ReviewCarouselTray
  | ServicesTray
  | ScheduleandEstimateTabTray
  | ScheduleandEstimateTray
  | RemodelBanner
  | CampaignBanner
  | KitchenLayouts
  | BathroomLayouts;

export type OfficeTrayName = OfficeTray['TrayName'];
