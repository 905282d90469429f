export {
  AppTrayProvider,
  TrayRenderer,
  trayRegistry,
  type OfficeTrayRegistry,
  type TrayRegistry,
  type TrayRendererProps,
} from './registry';
export { PlaceholderProvider, usePlaceholders } from './placeholders';
export { HeroWithOverlay, type HeroWithOverlayProps } from './HeroWithOverlay';
export { PageBanner, type PageBannerProps } from './PageBanner';
export { TrayButton, TrayLink, linkHref, linkText, resolveLink, type TrayLinkProps } from './TrayLink';
export { WHY_CHOOSE_US_ANCHOR } from './WhyChooseUsTray';
export { SectionHeading, type SectionHeadingProps } from './SectionHeading';
export { PackageCard, type PackageCardProps } from './packages/PackageCard';
export { PackageGrid } from './packages/PackageGrid';
export { allPackages, localPackages, packageKey } from './packages/package-list';
