import type { APIRequestContext } from '@playwright/test';
import type { NavItem, PageLink, SiteSettings } from '@handyman/contracts';
import { pageAt } from './content';
import { SHELL_URL } from './stack';

// Expected header and footer values, read from content-api's x31 and the shell's runtime config.

/** The CMS sends one object where a list has one item. */
export function list<T>(value: T | T[] | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export interface ExpectedLink {
  text: string;
  href: string;
  newTab: boolean;
}

/** How a settings link should come out: VirtualLinks go to CustomURL in a new tab, others to /URL. */
export function expectedLink(page: PageLink): ExpectedLink {
  const virtual = page.Schema === 'VirtualLink' && Boolean(page.CustomURL);
  return { text: page.Link || page.Name, href: virtual ? page.CustomURL! : `/${page.URL.replace(/^\/+/, '')}`, newTab: virtual };
}

export interface ExpectedMenuEntry extends ExpectedLink {
  children: ExpectedLink[];
}

/** The top navigation: every MenuTab's pages, each with its sub-pages. */
export function expectedMenu(settings: SiteSettings): ExpectedMenuEntry[] {
  return list(settings.Header.MenuTab)
    .flatMap((tab) => list<NavItem>(tab.Page))
    .map((item) => ({ ...expectedLink(item), children: list(item.Page).map(expectedLink) }));
}

/** The first top entry with sub-pages (opens a dropdown or a sub-menu). */
export function firstEntryWithChildren(settings: SiteSettings): ExpectedMenuEntry {
  const entry = expectedMenu(settings).find((item) => item.children.length > 0);
  if (!entry) throw new Error('x31 has no menu entry with sub-pages');
  return entry;
}

/** A campaign page in the seed (any path containing 'campaign' hides the site header and footer). */
export async function campaignPath(request: APIRequestContext): Promise<string> {
  const path = 'offices/summerlin/campaign/summer-ready';
  await pageAt(request, path);
  return `/${path}`;
}

/** The external scheduling page the shell is configured with. */
export async function schedulingUrl(request: APIRequestContext): Promise<string> {
  return ((await (await request.get(`${SHELL_URL}/config.json`)).json()) as { schedulingUrl: string }).schedulingUrl;
}
