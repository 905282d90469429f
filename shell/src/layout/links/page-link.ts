import type { PageLink } from '@handyman/shared';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;
const WEB = /^(https?:)?\/\//i;

export function linkText(page: PageLink): string {
  return page.Link || page.Name;
}

/** Where a content link points: CustomURL for a VirtualLink, else the site-relative URL. */
export function linkHref(page: PageLink): string {
  const url = (page.Schema === 'VirtualLink' && page.CustomURL) || page.URL || page.CustomURL || '';
  if (ABSOLUTE.test(url) || url.startsWith('//')) return url;
  return `/${url.replace(/^\/+/, '')}`;
}

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
