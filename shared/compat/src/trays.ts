export {
  AppTrayProvider,
  HeroWithOverlay,
  PackageCard,
  PackageGrid,
  PageBanner,
  PlaceholderProvider,
  SectionHeading,
  TrayButton,
  TrayLink,
  TrayRenderer,
  WHY_CHOOSE_US_ANCHOR,
  allPackages,
  linkHref,
  linkText,
  localPackages,
  packageKey,
  resolveLink,
  trayRegistry,
  usePlaceholders,
} from '@handyman/trays';
export { ContentArticle } from './frozen/ContentArticle';
export { OverlayBanner, overlayAlignment } from '@handyman/platform/ui';
