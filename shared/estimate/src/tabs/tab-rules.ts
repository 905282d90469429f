// Rules of the estimate/schedule tab area of the home page and office pages: which tab a hash opens,
// and where the page stops when it scrolls to the area.
import { ESTIMATE_HASH, hashName, MODAL_HASH } from '@handyman/platform/ui';

// The estimate hashes are shared with the header and the modal host (they need not load this entry).
export { ESTIMATE_HASH, MODAL_HASH };

export type TabId = 'estimate' | 'schedule';

/** The home page, or an office page (franchise home, city page) that shows the tab area. */
export type TabPageKind = 'home' | 'offices';

export const SCHEDULE_HASHES: readonly string[] = ['BookOnlineLink', 'booking-ctas'];

/** Delay between a hash change and the scroll to the tab area. */
export const TAB_SCROLL_DELAY_MS = 350;

/** Below this viewport width the smaller scroll offset applies and the estimate area collapses. */
export const NARROW_SCREEN_BELOW = 600;

const OFFSETS: Record<TabPageKind, { wide: number; narrow: number }> = {
  offices: { wide: 290, narrow: 272 },
  home: { wide: 295, narrow: 272 },
};

/** BookOnlineLink and booking-ctas open the schedule tab; any other hash (or none) the estimate tab. */
export function tabForHash(hash: string): TabId {
  return SCHEDULE_HASHES.includes(hashName(hash)) ? 'schedule' : 'estimate';
}

/**
 * True when the hash asks for the estimate form itself: GetEstimateLink, or on the home page the
 * name of the second header menu page (the header's estimate link).
 */
export function isEstimateRequest(hash: string, page: TabPageKind, estimateLinkName?: string): boolean {
  const name = hashName(hash);
  if (name === '') return false;
  return name === ESTIMATE_HASH || (page === 'home' && !!estimateLinkName && name === estimateLinkName);
}

/** Whether a hash change should bring the tab area into view. */
export function scrollsToTabArea(hash: string): boolean {
  const name = hashName(hash);
  return name !== '' && !name.includes(MODAL_HASH);
}

/** How far above the tab area the page stops when it scrolls there. */
export function tabScrollOffset(page: TabPageKind, viewportWidth: number): number {
  const offsets = OFFSETS[page];
  return viewportWidth >= NARROW_SCREEN_BELOW ? offsets.wide : offsets.narrow;
}
