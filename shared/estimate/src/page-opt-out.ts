import type { PrivacyOptOut, SitePrivacy } from '@handyman/contracts';

/**
 * Whether the visitor had opted out of the sale and sharing of their personal information, as the
 * page's tag gate decided it before any tag ran (window.sitePrivacy: their browser's Global Privacy
 * Control, or the choice they made on the site's choices page). A page without the gate (a remote
 * alone in its dev harness) has only the browser's own signal to go on.
 */
export function pageOptOut(): PrivacyOptOut {
  if (typeof window === 'undefined') return { gpc: false, choice: false };
  const decided = (window as Window & { sitePrivacy?: SitePrivacy }).sitePrivacy;
  if (decided) return { gpc: decided.gpc === true, choice: decided.choice === true };
  return { gpc: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true, choice: false };
}
