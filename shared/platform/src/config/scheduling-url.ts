import { getRuntimeConfig } from './runtime';

/**
 * Where an office's visitors book online: the office's own scheduling page when content names one,
 * else the site's scheduling page (runtime config) told which office (`?office=<id>`), so it can
 * name the office, give its phone and lead back to it. Without an office, the site's page as it is.
 */
export function officeSchedulingUrl(officePath: string | null, ownLink?: string | null): string {
  if (ownLink && ownLink.trim() !== '') return ownLink;
  const base = getRuntimeConfig().schedulingUrl;
  const office = officePath
    ?.replace(/^\/+|\/+$/g, '')
    .split('/')
    .pop();
  if (!office) return base;
  const url = new URL(base);
  url.searchParams.set('office', office.toLowerCase());
  return url.href;
}
