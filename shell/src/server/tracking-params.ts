import { pageReads } from './page-params';

// Tracking parameters that ad platforms and mail tools add to a link. They change nothing on the
// page, so the server renders, caches and canonicalises the address without them; the visitor's
// address keeps them (their analytics reads them in the browser).

/** Parameter names (lowercase) that only track a visit; any `utm_*` is one too. */
export const TRACKING_PARAMETERS: ReadonlySet<string> = new Set([
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'igshid',
]);

export const isTrackingParameter = (name: string): boolean => {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMETERS.has(lower);
};

export interface SplitAddress {
  /** The address without tracking parameters: what is rendered and cached. */
  page: URL;
  /** The tracking parameters as they came ("utm_source=x&gclid=y"), '' when none. */
  tracking: string;
}

/**
 * Splits an address into the page it shows and the parameters that change nothing on it (tracking
 * parameters by default); the others keep their order.
 */
export function splitTracking(url: URL, ignored: (name: string) => boolean = isTrackingParameter): SplitAddress {
  if (!url.search) return { page: url, tracking: '' };
  const kept: string[] = [];
  const tracking: string[] = [];
  // Split by hand rather than through URLSearchParams, which would re-encode the parameters kept.
  for (const part of url.search.slice(1).split('&')) {
    if (!part) continue;
    const name = part.split('=', 1)[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is no tracking parameter: kept as it came.
    }
    (ignored(decoded) ? tracking : kept).push(part);
  }
  if (tracking.length === 0) return { page: url, tracking: '' };
  const page = new URL(url.href);
  page.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return { page, tracking: tracking.join('&') };
}

/**
 * What a page request is rendered and cached as: the address with only the parameters its page
 * reads (page-params.ts), keyed with the visitor's recent office (their page carries its bar and
 * phone). The rest (tracking and unknown parameters) go back on a redirect's Location.
 */
export function pageRequest(url: URL, visitorOffice: string | undefined): SplitAddress & { key: string } {
  const { page, tracking } = splitTracking(url, (name) => isTrackingParameter(name) || !pageReads(url.pathname, name));
  return { page, tracking, key: `${page.pathname}${page.search}${visitorOffice ? `\n${visitorOffice}` : ''}` };
}

/** A redirect's Location with the visitor's tracking parameters added back, so a campaign link that redirects keeps them. */
export function withTracking(location: string, tracking: string): string {
  if (!tracking) return location;
  const hash = location.indexOf('#');
  const [target, fragment] = hash === -1 ? [location, ''] : [location.slice(0, hash), location.slice(hash)];
  return `${target}${target.includes('?') ? '&' : '?'}${tracking}${fragment}`;
}
