import type { PageLink } from '@handyman/shared';
import { linkHref } from '@handyman/shared/trays';

// Where links point and their text are the trays' rules (one place for content links).
export { linkHref, linkText } from '@handyman/shared/trays';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;
const WEB = /^(https?:)?\/\//i;

/** VirtualLinks and other sites open in a new tab; other schemes (javascript:, ...) are not linked. */
export function linkKind(page: PageLink): 'site' | 'newTab' | 'contact' | 'none' {
  if (!page.URL && !page.CustomURL) return 'none';
  const href = linkHref(page);
  if (/^(mailto|tel):/i.test(href)) return 'contact';
  if (ABSOLUTE.test(href) && !WEB.test(href)) return 'none';
  return page.Schema === 'VirtualLink' || WEB.test(href) ? 'newTab' : 'site';
}

/** True when a site href names the page at pathname (hash links name a part of it, not the page). */
export function isCurrentPage(href: string, pathname: string): boolean {
  if (href.includes('#')) return false;
  const trim = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
  return trim(href) === trim(pathname);
}
