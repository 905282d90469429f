import { hashName } from '@handyman/platform/base';

// Rules of the services tabs: By Room, By Area and By Service, chosen by the address hash.

export const ROOM_TAB = 'search-by-room';

/** Delay between a tab hash and the scroll to the tabs. */
export const TAB_SCROLL_DELAY_MS = 500;

/** Groups collapse below this viewport width. */
export const GROUPS_COLLAPSE_BELOW = 600;

/** The tab the hash names (ignoring case), else the room tab (else the first tab). */
export function tabForHash(hash: string, tabs: readonly { id: string }[]): string | undefined {
  const name = hashName(hash).toLowerCase();
  const named = tabs.find((tab) => tab.id.toLowerCase() === name);
  return (named ?? tabs.find((tab) => tab.id === ROOM_TAB) ?? tabs[0])?.id;
}

/** Whether the hash names one of the tabs (then the page scrolls to them). */
export function hashNamesTab(hash: string, tabs: readonly { id: string }[]): boolean {
  const name = hashName(hash).toLowerCase();
  return name !== '' && tabs.some((tab) => tab.id.toLowerCase() === name);
}

/** How far above the tabs the scroll stops: 286 px when the window is wider than 500 px, else 272. */
export function tabScrollOffset(viewportWidth: number): number {
  return viewportWidth > 500 ? 286 : 272;
}
