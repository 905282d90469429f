import { hydrateNearView } from '@handyman/platform/ui';

/**
 * The office's estimate / booking tabs where they sit below the first screen on a phone (the
 * office home, a city page): the estimate package comes when the visitor comes near them, at once
 * on a screen tall enough to show them first.
 */
export const OfficeEstimateTabsNearView = hydrateNearView(() => import('./OfficeEstimateTabs'), 'OfficeEstimateTabs');
