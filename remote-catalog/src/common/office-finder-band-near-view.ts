import { hydrateNearView } from '@handyman/platform/base';

/**
 * The catalog lists' find-an-office band, which ends the page: it hydrates when the visitor comes
 * near it, and the offices package (the ZIP lookup) comes then.
 */
export const OfficeFinderBandNearView = hydrateNearView(() => import('./OfficeFinderBand'), 'OfficeFinderBand');
