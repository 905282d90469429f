import { getRuntimeConfig } from '../config/runtime';
import type { SiteSettings } from '@handyman/contracts';

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
 * A base URL from configuration or content as "scheme://host[:port][/path]" with no trailing slash,
 * or undefined when it is not one the site may write into links: only http(s), no credentials,
 * query or fragment, and no control character, white space or backslash anywhere (a line break
 * would add lines to robots.txt; a backslash reads as a slash in browsers).
 */
export function safeBaseUrl(value: string | undefined): string | undefined {
  value = value?.trim();
  if (!value || /[\s\\\p{Cc}]/u.test(value) || !isHttpUrl(value)) return undefined;
  const url = new URL(value);
  if (url.username || url.password || url.search || url.hash) return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The public site's base URL (no trailing slash) for canonical links and structured data: the
 * runtime config's siteBaseUrl, else the content's CanonicalBaseURL when it is a safe http(s) URL,
 * else the server's configured public URL. Never the address a request came in on. The same on
 * the server and in the browser (the browser's config is the one the server rendered with).
 */
export function siteBaseUrl(settings: SiteSettings | undefined): string {
  const { siteBaseUrl: configured, publicUrl } = getRuntimeConfig();
  return safeBaseUrl(configured) ?? safeBaseUrl(settings?.GlobalSettings?.CanonicalBaseURL?.Value) ?? safeBaseUrl(publicUrl) ?? '';
}
