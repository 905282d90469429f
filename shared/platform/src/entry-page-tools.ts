// @handyman/platform/page-tools: scrolling, media queries and the estimate links' state, for pages
// with tabs or an estimate area (services, packages, offices); fetched when a remote first asks.
// The estimate's submission is not here: only the estimate package sends it, from the shell's build.
// Names only, re-exported by package name: the modules stay the root's own (one store, one config).
export { useEstimateTabsPresence, useEstimateTabsPresent, useEstimateTopic, useTopicSummary } from '@handyman/platform';
export { REDUCED_MOTION_QUERY, SCROLL_ANIMATION_MS, scrollToElement, stickyHeaderHeight, useMediaQuery } from '@handyman/platform/ui';
