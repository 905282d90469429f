import { hydrateNearView } from '@handyman/platform/ui';

/**
 * The estimate form, hydrated when it comes near the viewport (see hydrateNearView), for a tab
 * area's estimateForm: under 600 px the tab area folds the form behind "Request an estimate
 * online" once the page is live, so a phone fetches the form's code when the visitor opens it, not
 * to show the first screen. Until its code is in, the form is the server's: a native form that
 * posts itself, and what the visitor types there is taken in when it hydrates (EstimateForm).
 * Wider, where the form shows open, it loads as any section does: at once in the first screen,
 * else when near. Same props as EstimateForm.
 */
export const EstimateFormNearView = hydrateNearView(() => import('@handyman/estimate/form'), 'EstimateForm');
