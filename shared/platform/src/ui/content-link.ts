import type { PageLink } from '@handyman/contracts';

// The one place where a URL from content becomes an href. Only site paths, http(s), mailto and tel
// are linked; any other scheme (javascript:, data:, vbscript:, ...) is refused, so content can never
// put script into a link.

/** A scheme at the start of an address: https:, mailto:, javascript:, ... */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** Another site: http(s) or protocol-relative. */
const WEB = /^(https?:)?\/\//i;
const CONTACT = /^(mailto|tel):/i;

export type ContentLinkKind = 'in-app' | 'contact' | 'new-tab';

export interface ResolvedLink {
  href: string;
  kind: ContentLinkKind;
}

/** The href for an address from content, or null when its scheme is not allowed. */
function safeHref(address: string): string | null {
  const url = address.trim();
  // Browsers drop tabs and line breaks inside a URL ("java\nscript:" runs as "javascript:") and
  // read a backslash as a slash: an address holding either is not what it seems.
  if (/\p{Cc}/u.test(url) || (WEB.test(url) && url.includes('\\'))) return null;
  if (WEB.test(url) || CONTACT.test(url)) return url;
  if (SCHEME.test(url)) return null;
  // A site path, root-relative; leading backslashes too, as browsers read "/\host" as "//host".
  return `/${url.replace(/^[/\\]+/, '')}`;
}

function addressOf(page: PageLink): string {
  return (page.Schema === 'VirtualLink' && page.CustomURL) || page.URL || page.CustomURL || '';
}

/** Where a content link points (CustomURL for virtual links, else the site-relative URL); '' for a refused scheme. */
export function linkHref(page: PageLink): string {
  return safeHref(addressOf(page)) ?? '';
}

export function linkText(page: PageLink): string {
  return page.Link || page.Name;
}

/**
 * How a content link opens, or null when it has no address or a refused scheme. Virtual links,
 * other sites and newTab links open a new tab; tel and mailto open in place; site paths in the app.
 */
export function resolveLink(page: PageLink | undefined, newTab = false): ResolvedLink | null {
  if (!page || !(page.URL || page.CustomURL)) return null;
  const href = safeHref(addressOf(page));
  if (href === null) return null;
  if (CONTACT.test(href)) return { href, kind: 'contact' };
  if (WEB.test(href) || page.Schema === 'VirtualLink' || newTab) return { href, kind: 'new-tab' };
  return { href, kind: 'in-app' };
}

/** True when a site href names the page at pathname (hash links name a part of it, not the page). */
export function isCurrentPage(href: string, pathname: string): boolean {
  if (href.includes('#')) return false;
  const trim = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
  return trim(href) === trim(pathname);
}
