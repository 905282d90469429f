import type { OfficeTrayName, Tray, TrayName } from '@handyman/contracts';
import { bodyCopyView, type BodyCopyView } from './body-copy';
import { careersBannerView, type CareersBannerView } from './careers-banner';
import { careersBrandBannerView, type CareersBrandBannerView } from './careers-brand-banner';
import { careersCommunityView, type CareersCommunityView } from './careers-community';
import { careersCultureView, type CareersCultureView } from './careers-culture';
import { careersTrayView, type CareersTrayView } from './careers-tray';
import { faqView, type FaqView } from './faq';
import { asWritten, type Fill } from './fields';
import { findAnOfficeView, type FindAnOfficeView } from './find-an-office';
import { franchisePackagesView, type FranchisePackagesView } from './franchise-packages';
import { galleryView, type GalleryView } from './gallery';
import { heroView, type HeroView } from './hero';
import { iconListView, type IconListView } from './icon-list';
import { imageAndCopyView, type ImageAndCopyView } from './image-and-copy';
import { officeTrayView, type OfficeTrayView } from './office';
import { philanthropyView, type PhilanthropyView } from './philanthropy';
import { promiseSliderView, type PromiseSliderView } from './promise-slider';
import { teamView, type TeamView } from './team';
import { testimonialView, type TestimonialView } from './testimonial';
import { videosView, type VideosView } from './videos';
import { whyChooseUsView, type WhyChooseUsView } from './why-choose-us';

// The trays' one mapping layer: each CMS tray becomes a plain view model, told apart by kind (the
// TrayName it came from), so tray components never read the CMS's { Value } envelopes.

export type TrayView =
  | FranchisePackagesView
  | BodyCopyView
  | HeroView
  | ImageAndCopyView
  | FaqView
  | IconListView
  | GalleryView
  | TeamView
  | TestimonialView
  | VideosView
  | FindAnOfficeView
  | CareersBannerView
  | CareersTrayView
  | PromiseSliderView
  | WhyChooseUsView
  | PhilanthropyView
  | CareersCultureView
  | CareersCommunityView
  | CareersBrandBannerView
  | OfficeTrayView;

/** The trays every app shows; office trays come from the office pages' app. */
export type SharedTrayName = Exclude<TrayName, OfficeTrayName>;

type Mappers = { [N in SharedTrayName]: (tray: Extract<Tray, { TrayName: N }>, fill: Fill) => Extract<TrayView, { kind: N }> };

const MAPPERS: Mappers = {
  FranchisePackages: franchisePackagesView,
  BodyCopyTray: bodyCopyView,
  HeroWithOverlay: heroView,
  ImageAndCopyTray: imageAndCopyView,
  FAQAccordion: faqView,
  IconWithLabelList: iconListView,
  ImageGallery: galleryView,
  MeetTheTeam: teamView,
  Testimonial: testimonialView,
  Videos: videosView,
  FindAnOffice: findAnOfficeView,
  CareersBanner: careersBannerView,
  CareersTray: careersTrayView,
  PromiseSlider: promiseSliderView,
  WhyChooseUsTray: whyChooseUsView,
  Philanthropy: philanthropyView,
  CareersCulture: careersCultureView,
  CareersCommunity: careersCommunityView,
  CareersBrandBanner: careersBrandBannerView,
};

export const SHARED_TRAY_NAMES = Object.keys(MAPPERS) as SharedTrayName[];

/**
 * One tray's view model, or null for a tray without a name. A name the shared trays do not map is
 * an app's tray (OfficeTrayView): the page's app shows it or nothing. Throws when the content is too
 * broken to map (toTrayViews leaves such a tray out).
 */
export function toTrayView(tray: Tray, fill: Fill = asWritten): TrayView | null {
  const name: unknown = tray?.TrayName;
  if (typeof name !== 'string' || name.trim() === '') return null;
  if (Object.hasOwn(MAPPERS, name)) {
    const map = MAPPERS[name as SharedTrayName] as (content: Tray, fill: Fill) => TrayView;
    return map(tray, fill);
  }
  return officeTrayView(tray as Extract<Tray, { TrayName: OfficeTrayName }>);
}

/**
 * A page's trays as view models, in order, placeholders filled with fill (none by default). A tray
 * with an unknown name, or whose content is too broken to map, is left out, so the CMS can never
 * break a page; anything but a list is no trays.
 */
export function toTrayViews(trays: readonly Tray[] | null | undefined, fill: Fill = asWritten): TrayView[] {
  if (!Array.isArray(trays)) return [];
  return trays.flatMap((tray: Tray) => {
    try {
      const view = toTrayView(tray, fill);
      return view ? [view] : [];
    } catch (error) {
      console.error('[trays] a tray could not be shown', (tray as { TrayName?: unknown } | null)?.TrayName, error);
      return [];
    }
  });
}

export type { Fill } from './fields';
export type { BodyCopyView, CareersBannerView, CareersBrandBannerView, CareersCommunityView, CareersCultureView, CareersTrayView };
export type { FaqView, FindAnOfficeView, FranchisePackagesView, GalleryView, HeroView, IconListView, ImageAndCopyView };
export type { OfficeTrayView, PhilanthropyView, PromiseSliderView, TeamView, TestimonialView, VideosView, WhyChooseUsView };
