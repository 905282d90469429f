// Address rules of the site: every address has one normal form, and the shell redirects (history
// replaced) to it. Query and hash are never touched: hashes such as #GetEstimateLink are
// case-sensitive switches.

/**
 * A franchise page ending in "<city>-handyman-services" is an old service-area address; its page
 * now lives at /offices/<id>/city/<city>. Only this exact suffix counts: plain "-services" would
 * catch real franchise pages such as /offices/<id>/seasonal-services.
 */
export const SERVICES_SUFFIX = '-handyman-services';

/** Trailing documents of old static franchise pages, stripped from the address. */
const STRIPPED_DOCUMENTS = ['contact-us.html', 'index.html'];

/** The estimate-submission page keeps its underscore: its routes and links say contact_success. */
const KEEPS_UNDERSCORE = 'contact_success';

function franchiseSegments(segments: string[]): string[] {
  const [, id, ...rest] = segments;
  if (!id) return segments;
  if (rest.length === 0 && STRIPPED_DOCUMENTS.includes(id)) return ['offices'];
  const hyphenate = (segment: string) => (segment === KEEPS_UNDERSCORE ? segment : segment.replace(/_/g, '-'));
  let tail = rest.map(hyphenate);
  while (tail.length > 0 && STRIPPED_DOCUMENTS.includes(tail[tail.length - 1]!)) tail = tail.slice(0, -1);
  const last = tail[tail.length - 1];
  if (tail.length === 1 && last && last.endsWith(SERVICES_SUFFIX) && last.length > SERVICES_SUFFIX.length) {
    tail = ['city', last.slice(0, -SERVICES_SUFFIX.length)];
  }
  return ['offices', hyphenate(id), ...tail];
}

/**
 * Aliases and legacy addresses of pages that have one address of their own (lowercase, as after
 * the rules above): each page is indexed at one address only, so these are permanent redirects.
 */
export const ADDRESS_ALIASES: Readonly<Record<string, string>> = {
  '/services.html': '/services',
  '/packages.html': '/packages',
  '/blog.html': '/blog',
  '/offices.html': '/offices',
  '/findacraftsman': '/offices',
  '/our-story': '/why-choose-us/our-story',
  '/your-team': '/why-choose-us/your-team',
  '/community-matters': '/why-choose-us/community-matters',
  '/goals': '/why-choose-us/goals',
  '/ourstory': '/why-choose-us/our-story',
  '/communitymatters': '/why-choose-us/community-matters',
  '/meettheteam': '/why-choose-us/your-team',
  '/whychooseus': '/why-choose-us',
  '/whychooseus/ourstory': '/why-choose-us/our-story',
  '/whychooseus/meettheteam': '/why-choose-us/your-team',
  '/whychooseus/communitymatters': '/why-choose-us/community-matters',
  '/whychooseus/goals': '/why-choose-us/goals',
};

/**
 * The normal form of a pathname: lowercase (blog category names included), franchise detail
 * paths with hyphens for underscores, without a trailing contact-us.html / index.html, services
 * suffix addresses sent to their city page, no trailing slash (the root stays "/") and aliases at
 * their page's own address. A remote's own address rules (page 1 of a list is the list) are its
 * loaders' redirects.
 */
export function normalisePathname(pathname: string): string {
  const segments = pathname
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  const normal = segments[0] === 'offices' && segments.length > 1 ? franchiseSegments(segments) : segments;
  const path = `/${normal.join('/')}`;
  return ADDRESS_ALIASES[path] ?? path;
}

export interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

/** Where an address must be redirected to (query and hash kept), or null when it is already normal. */
export function pathRedirect({ pathname, search, hash }: AddressParts): string | null {
  const normal = normalisePathname(pathname);
  return normal === pathname ? null : `${normal}${search}${hash}`;
}

/** The canonical URL of a page: the fixed site base plus its normalised path, never a query or hash. */
export function canonicalUrl(base: string, pathname: string): string {
  return `${base.replace(/\/+$/, '')}${normalisePathname(pathname)}`;
}
