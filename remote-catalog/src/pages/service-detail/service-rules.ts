import { hashName } from '@handyman/platform/base';

// Rules of the corporate service detail pages: accordion hashes and the doors-and-windows sections.

/** A hash opens its accordion item and scrolls there after about 1.5 s, 200 px below the top. */
export const ACCORDION_SCROLL_DELAY_MS = 1500;
export const ACCORDION_SCROLL_OFFSET = 200;

/** The services whose page has the fixed Doors and Windows sections. */
export const DOORS_AND_WINDOWS = 'doors-and-windows';
export const DOORS_AND_WINDOWS_SECTIONS = ['doors', 'windows'] as const;

/** An accordion heading as the anchor links use it: "Trim & Molding" is "trim-and-molding". */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The slug of the accordion item the hash names (ignoring case), or null. */
export function accordionItemForHash(hash: string, headings: string[]): string | null {
  const name = headingSlug(hashName(hash));
  if (!name) return null;
  return headings.map(headingSlug).find((slug) => slug === name) ?? null;
}

/**
 * The content path of a service page at a site address: the part from "services/" on, so the
 * franchise-prefixed variant (/summerlin/services/painting) shows the corporate page.
 */
export function serviceContentPath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/^\/+|\/+$/g, '');
  const at = path.startsWith('services/') ? 0 : path.indexOf('/services/') + 1;
  return path.slice(at);
}
