export {
  AppTrayProvider,
  TrayRenderer,
  trayRegistry,
  type OfficeTrayRegistry,
  type TrayRegistry,
  type TrayRendererProps,
} from './registry';
export { PlaceholderProvider, usePlaceholders } from './placeholders';
// A page's trays below the first screen, one near-view section per tray.
export { TraysNearView } from './TraysNearView';
export { HeroWithOverlay, HeroWithOverlayTray, type HeroWithOverlayProps } from './HeroWithOverlay';
export { PageBanner, PageBannerSection, type PageBannerProps } from './PageBanner';
export { TrayButton, TrayLink, linkHref, linkText, resolveLink, type TrayLinkProps } from './TrayLink';
// Kept for remotes built against it: the anchor lives in the platform package.
export { WHY_CHOOSE_US_ANCHOR } from '@handyman/platform';
export { SectionHeading, type SectionHeadingProps } from './SectionHeading';
export { PackageCard, PackageCardArticle, type PackageCardProps } from './packages/PackageCard';
export { PackageCardList, PackageGrid } from './packages/PackageGrid';
export { allPackages, localPackages, packageKey } from './packages/package-list';
// The mapping layer: CMS trays (and the banners and package cards pages show beside them) as plain view models.
export { toTrayViews } from './views';
export type { Fill, SharedTrayName, TrayView } from './views';
export type { BodyCopyView, CareersBannerView, CareersBrandBannerView, CareersCommunityView, CareersCultureView } from './views';
export type { CareersTrayView, FaqView, FindAnOfficeView, FranchisePackagesView, GalleryView, IconListView } from './views';
export type { ImageAndCopyView, OfficeTrayView, PhilanthropyView, PromiseSliderView, TeamView, TestimonialView } from './views';
export type { VideosView, WhyChooseUsView } from './views';
export { heroView, type HeroView } from './views/hero';
export { pageBannerView, type PageBannerView } from './views/page-banner';
export { packageCardView, type PackageCardView } from './views/package-card';
