// The tab area's presence lives in the platform package, so a page can declare its tab area
// without loading this package first (the tabs may hydrate later, near the viewport).
export { useEstimateTabsPresence, useEstimateTabsPresent } from '@handyman/platform';
