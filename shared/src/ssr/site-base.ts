import { getRuntimeConfig } from '../config/runtime';
import type { SiteSettings } from '../cms';

/** True for an absolute http(s) URL. */
export function isHttpUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The public site's base URL (no trailing slash) for canonical links and structured data: the
 * runtime config's siteBaseUrl, else the content's CanonicalBaseURL when it is an http(s) URL,
 * else "" (site-relative links). The same on the server and in the browser.
 */
export function siteBaseUrl(settings: SiteSettings | undefined): string {
  const configured = getRuntimeConfig().siteBaseUrl;
  const content = settings?.GlobalSettings?.CanonicalBaseURL?.Value;
  const base = isHttpUrl(configured) ? configured : isHttpUrl(content) ? content : '';
  return base.replace(/\/+$/, '');
}
