/** Campaign pages (any path containing 'campaign') hide the normal header and footer. */
export function isCampaignPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('campaign');
}

/** True for an office's home path as the site writes it ("offices/summerlin"), and nothing else. */
export function isOfficeHomePath(value: string): boolean {
  return /^offices\/[a-z0-9-]{1,80}$/.test(value);
}

/** The franchise home path (offices/<id>) of an address under /offices/<id>/..., else null. */
export function franchisePathOf(pathname: string): string | null {
  const match = /^\/offices\/([^/]+)/i.exec(pathname);
  return match ? `offices/${match[1]!.toLowerCase()}` : null;
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
