import { SCHEDULING_PARAMS, type PageLink } from '@handyman/contracts';
import { getRuntimeConfig } from './runtime';

/** An office's own scheduling page as its content names it (CustomURL, else URL): a web address, else none. */
export function officeSchedulingLink(link: PageLink | undefined | null): string | null {
  const address = (link?.CustomURL || link?.URL || '').trim();
  return /^https?:\/\//i.test(address) ? address : null;
}

/**
 * Where an office's visitors book online: the office's own scheduling page when content names one,
 * else the site's scheduling page (runtime config) told which office (`?office=<id>`) and the ZIP
 * the visitor gave for it (`&zip=`), so it names the office, gives its phone, leads back to it and
 * does not ask again. Without an office, the site's page as it is: it asks for the ZIP first.
 */
export function officeSchedulingUrl(officePath: string | null, ownLink?: string | null, zip?: string | null): string {
  if (ownLink && ownLink.trim() !== '') return ownLink;
  const base = getRuntimeConfig().schedulingUrl;
  const office = officePath
    ?.replace(/^\/+|\/+$/g, '')
    .split('/')
    .pop();
  if (!office) return base;
  const url = new URL(base);
  url.searchParams.set(SCHEDULING_PARAMS.office, office.toLowerCase());
  if (zip && /^\d{5}$/.test(zip)) url.searchParams.set(SCHEDULING_PARAMS.zip, zip);
  return url.href;
}
