/** Campaign pages (any path containing 'campaign') hide the normal header and footer. */
export function isCampaignPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('campaign');
}

export { isOfficeHomePath } from '@handyman/contracts';

/**
 * The office finder's page of one state, by the state's name: "New York" -> "/offices/state/new-york".
 * The content service lists the states that have offices (GET localoffice/states).
 */
export function officeStatePath(stateName: string): string {
  const slug = stateName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/offices/state/${slug}`;
}

/**
 * The franchise home path (offices/<id>) of an address under /offices/<id>/..., else null; the
 * finder's state pages (/offices/state/...) belong to no office.
 */
export function franchisePathOf(pathname: string): string | null {
  const id = /^\/offices\/([^/]+)/i.exec(pathname)?.[1]?.toLowerCase();
  return id && id !== 'state' ? `offices/${id}` : null;
}

// One leading slash, then no backslash, white space or control character: "//host" and "/\host"
// are other sites to a browser, and a line break would split the header it is written into.
const SAFE_SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

/**
 * A site address from content or a render (a redirect's Location, an office's home path) as a
 * root-relative path, or null when it could lead off the site or break a header.
 */
export function safeSitePath(value: string | undefined | null): string | null {
  if (typeof value !== 'string') return null;
  const path = `/${value.trim().replace(/^\/+/, '')}`;
  return SAFE_SITE_PATH.test(path) ? path : null;
}

/**
 * The anchor of the why-choose-us tray (#why-choose-us), which other pages and the recent office's
 * section nav link to. Here, not only in the trays package, so the header links to it without
 * loading every tray.
 */
export const WHY_CHOOSE_US_ANCHOR = 'why-choose-us';
