import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { asArray, type SeoScript, type TagPurpose } from '@handyman/contracts';
import { franchiseHome, siteSettings } from './content';
import { SHELL_URL } from './stack';

// The seed's tags and the visitors the privacy tests send. Each seed tag loads the media library's
// Scripts/seed-tag.js?tag=<name>; when it runs it adds its name to window.brightwoodTags and asks
// content-api's /tags/trace?tag=<name>. So a test sees which tags were fetched, and which ran.

export interface SeedTag {
  name: string;
  purpose: TagPurpose;
}

const tagOf = (item: SeoScript): SeedTag[] => {
  const name = /[?&]tag=([a-z-]+)/.exec(item.Src ?? '')?.[1];
  return name ? [{ name, purpose: item.purpose ?? 'advertising' }] : [];
};

/** The site settings' tags, and those of the office whose pages are at `officePath` (e.g. offices/summerlin). */
export async function seedTags(request: APIRequestContext, officePath?: string): Promise<SeedTag[]> {
  const site = asArray((await siteSettings(request)).SEO.Script).flatMap(tagOf);
  if (!officePath) return site;
  const control = (await franchiseHome(request, officePath)).FranchiseCorporateControl;
  return [...site, ...[control.HeadScripts, control.FooterScripts].flatMap((field) => asArray(field?.Script).flatMap(tagOf))];
}

/** The office whose pages a path is on (offices/<slug>), or undefined. */
export function officeOf(path: string): string | undefined {
  const slug = /^\/offices\/(?!state\/)([^/?#]+)/.exec(path)?.[1];
  return slug ? `offices/${slug}` : undefined;
}

export interface Visitor {
  name: string;
  /** Request headers every request of theirs carries. */
  headers?: Record<string, string>;
  /** The privacyChoices cookie their browser holds. */
  cookie?: string;
  /** Their browser says navigator.globalPrivacyControl === true. */
  gpcInBrowser?: boolean;
  /** Purposes whose tags may run for them. */
  allowed: TagPurpose[];
}

export const EVERYONE: TagPurpose[] = ['strictly-necessary', 'analytics', 'advertising'];

export const VISITORS: Visitor[] = [
  { name: 'a visitor who chose nothing', allowed: EVERYONE },
  { name: 'a browser sending Sec-GPC: 1', headers: { 'Sec-GPC': '1' }, allowed: ['strictly-necessary', 'analytics'] },
  { name: 'a visitor who opted out on the choices page', cookie: 'sale-out.analytics-on', allowed: ['strictly-necessary', 'analytics'] },
  { name: 'an opted-out visitor with measurement off', cookie: 'sale-out.analytics-off', allowed: ['strictly-necessary'] },
];

export async function visitorContext(
  browser: Browser,
  visitor: Visitor,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: SHELL_URL, extraHTTPHeaders: visitor.headers ?? {}, ...options });
  if (visitor.cookie) await context.addCookies([{ name: 'privacyChoices', value: visitor.cookie, url: SHELL_URL }]);
  if (visitor.gpcInBrowser)
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  return context;
}

/** Watches a page: the seed tags it fetched and traced, and any content security policy complaint. */
export function watchTags(page: Page) {
  const fetched = new Set<string>();
  const traced = new Set<string>();
  const violations: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const name = url.searchParams.get('tag');
    if (!name) return;
    if (url.pathname.endsWith('/Scripts/seed-tag.js')) fetched.add(name);
    if (url.pathname === '/tags/trace') traced.add(name);
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute)/i.test(message.text())) violations.push(message.text());
  });
  return {
    fetched: () => [...fetched].sort(),
    traced: () => [...traced].sort(),
    ran: () => page.evaluate(() => [...((window as Window & { brightwoodTags?: string[] }).brightwoodTags ?? [])].sort()),
    violations,
  };
}

/** The names of the tags a visitor allowing `allowed` gets, sorted. */
export const expectedTags = (tags: SeedTag[], allowed: TagPurpose[]) =>
  tags
    .filter((tag) => allowed.includes(tag.purpose))
    .map((tag) => tag.name)
    .sort();
