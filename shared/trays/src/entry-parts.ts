// @handyman/trays/parts: what a page draws around its trays (its banner or hero, section headings,
// package cards) and its trays as sections that hydrate when the visitor comes near them. A remote
// takes a shared entry whole, so a page that imported the package root fetched the tray renderer,
// its registry and every tray's view mapping at its start, though its trays are further down; with
// this entry that code comes with the first tray near the viewport (TraysNearView). A page without
// package cards imports /page, the same names less the cards.
//
// The package keeps its state (the tray registry, the placeholders) in modules both entries use:
// each entry is a federation shared module with one copy a page (the shell's), so the renderer a
// section here loads is the one the root's providers fill.
export { TraysNearView } from './TraysNearView';
export { HeroWithOverlay, HeroWithOverlayTray, type HeroWithOverlayProps } from './HeroWithOverlay';
export { PageBanner, PageBannerSection, type PageBannerProps } from './PageBanner';
export { SectionHeading, type SectionHeadingProps } from './SectionHeading';
export { PackageCard, PackageCardArticle, type PackageCardProps } from './packages/PackageCard';
export { PackageCardList, PackageGrid } from './packages/PackageGrid';
export { allPackages, localPackages, packageKey } from './packages/package-list';
