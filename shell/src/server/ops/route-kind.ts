// A request's kind, for metrics and the access log: a small, fixed set of names, whatever the path
// (a label per path would grow without bound).

export type RouteKind = 'page' | 'asset' | 'config' | 'seo' | 'zip-lookup' | 'estimate-post' | 'beacon' | 'ops' | 'other';

export const PAGE_KINDS = ['home', 'offices', 'office', 'blog', 'services', 'packages', 'content'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Which part of the site a page path belongs to. */
export function pageKindOf(pathname: string): PageKind {
  if (pathname === '/') return 'home';
  if (/^\/offices\/?$|^\/offices\/state\//.test(pathname)) return 'offices';
  if (/^\/offices\/[^/]+\/blog(\/|$)|^\/blog(\/|$)/.test(pathname)) return 'blog';
  if (pathname.startsWith('/offices/')) return 'office';
  if (/^\/services(\/|$)/.test(pathname)) return 'services';
  if (/^\/packages(\/|$)/.test(pathname)) return 'packages';
  return 'content';
}
