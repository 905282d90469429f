import { toContentPath } from '@handyman/platform';
import { normalisePathname } from '../../lib/path-rules';

const ABSOLUTE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A content link as a content path: lowercase, no slashes at the ends, no query or hash. Undefined
 * for a link off the site (CustomURL, mailto:, ...): content links are site-relative.
 */
export function contentPathOf(link: string | undefined): string | undefined {
  const trimmed = link?.trim();
  if (trimmed === undefined || ABSOLUTE.test(trimmed)) return undefined;
  return toContentPath(trimmed);
}

/** The site path of a content path ("home" is the root). */
export function sitePathOf(contentPath: string): string {
  return contentPath === 'home' ? '/' : `/${contentPath}`;
}

// An office's campaign landing pages (offices/<office>/campaign/<name>): by their place, not by the
// word, so a town named Campaign keeps its city page.
const CAMPAIGN_PAGE = /^(offices\/[^/]+\/)?campaign(\/|$)/;

/** Pages that must not be in a sitemap: campaign landing pages, test pages, thank-you pages, an office's local.json. */
export function isUnlisted(contentPath: string): boolean {
  const segments = contentPath.split('/');
  return (
    CAMPAIGN_PAGE.test(contentPath) ||
    contentPath === 'test-form-fill-page' ||
    segments.includes('contact_success') ||
    segments.includes('contact-success') ||
    segments.at(-1) === 'local.json'
  );
}

// Characters a URL path may hold as they are (RFC 3986 pchar, "/" and existing escapes).
const URL_PATH_CHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@/%]/;
const URL_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;

function encodePath(pathname: string): string {
  if (URL_PATH.test(pathname)) return pathname;
  let encoded = '';
  for (const char of pathname) {
    if (URL_PATH_CHAR.test(char)) encoded += char;
    else if (!/[\uD800-\uDFFF]/.test(char)) encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** The absolute URL of a content path: base plus the normalised, percent-encoded site path (as canonical links). */
export function siteUrl(contentPath: string, base: string): string {
  return `${base.replace(/\/+$/, '')}${encodePath(normalisePathname(sitePathOf(contentPath)))}`;
}
