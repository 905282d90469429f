// @handyman/trays/page: what a page draws around its trays (its banner or hero and section
// headings) and its trays as sections that hydrate when the visitor comes near them, without the
// package cards of /parts. A remote takes a shared entry whole: a page that shows no package card
// (a service, a package's own page) imports this entry and does not fetch the cards' code at its
// start. The names are /parts' own modules, so both entries hand out the same components.
export { TraysNearView } from './TraysNearView';
export { HeroWithOverlay, HeroWithOverlayTray, type HeroWithOverlayProps } from './HeroWithOverlay';
export { PageBanner, PageBannerSection, type PageBannerProps } from './PageBanner';
export { SectionHeading, type SectionHeadingProps } from './SectionHeading';
