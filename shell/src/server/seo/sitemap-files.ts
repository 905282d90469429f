import type { SitemapEntry } from '@handyman/platform';
import { siteUrl } from './site-url';
import type { SitemapGroups } from './sitemap-groups';
import { escapeXml } from './xml';

// The sitemap as sitemaps.org 0.9 files: /sitemap.xml is an index of child sitemaps, one group
// (pages, offices, posts) cut into as many children as its size needs, each within one file's limits.

export interface SitemapLimits {
  /** URLs in one child (sitemaps.org: at most 50,000). */
  urls: number;
  /** Bytes of one child, uncompressed (sitemaps.org: at most 50 MB). */
  bytes: number;
  /** Corporate posts in one child: the posts come in children of this many. */
  posts: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024, posts: 10_000 };

/** The address of a group's nth child (from 1). */
export const childPath = (group: string, n: number) => `/sitemaps/${group}-${n}.xml`;

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const URLSET = ['<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', '</urlset>'] as const;
const FRAME_BYTES = Buffer.byteLength(`${DECLARATION}\n${URLSET.join('\n')}\n\n`);

interface Url {
  group: keyof SitemapGroups;
  line: string;
  lastmod: string | undefined;
}

const urlLine = (url: string, lastmod: string | undefined) =>
  `  <url><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

/** One <url> per address, in the group that listed it first; an address listed twice keeps its latest lastmod. */
function urlsOf(groups: SitemapGroups, base: string): Map<string, Url> {
  const urls = new Map<string, Url>();
  for (const group of Object.keys(groups) as (keyof SitemapGroups)[]) {
    for (const { path, lastmod } of groups[group] as SitemapEntry[]) {
      const url = siteUrl(path, base);
      const known = urls.get(url);
      const latest = known?.lastmod !== undefined && (lastmod === undefined || known.lastmod > lastmod) ? known.lastmod : lastmod;
      urls.set(url, { group: known?.group ?? group, line: urlLine(url, latest), lastmod: latest });
    }
  }
  return urls;
}

/** The group's URLs cut into children: a new child when one more URL would pass the count or the bytes. */
function childrenOf(urls: Url[], maxUrls: number, maxBytes: number): Url[][] {
  const children: Url[][] = [];
  let child: Url[] = [];
  let bytes = FRAME_BYTES;
  for (const url of urls) {
    const size = Buffer.byteLength(url.line) + 1;
    if (child.length > 0 && (child.length >= maxUrls || bytes + size > maxBytes)) {
      children.push(child);
      child = [];
      bytes = FRAME_BYTES;
    }
    child.push(url);
    bytes += size;
  }
  if (child.length > 0) children.push(child);
  return children;
}

const newestOf = (urls: Url[]) =>
  urls.reduce<string | undefined>((newest, { lastmod }) => (lastmod && (!newest || lastmod > newest) ? lastmod : newest), undefined);

/** Every sitemap file by its site path: the index at /sitemap.xml and its children under /sitemaps/. */
export function sitemapFiles(groups: SitemapGroups, base: string, limits: SitemapLimits = SITEMAP_LIMITS): Map<string, string> {
  const urls = [...urlsOf(groups, base).values()];
  const files = new Map<string, string>();
  const index: string[] = [];
  for (const group of Object.keys(groups) as (keyof SitemapGroups)[]) {
    const maxUrls = group === 'posts' ? Math.min(limits.urls, limits.posts) : limits.urls;
    childrenOf(
      urls.filter((url) => url.group === group),
      maxUrls,
      limits.bytes,
    ).forEach((child, i) => {
      const path = childPath(group, i + 1);
      files.set(path, [DECLARATION, URLSET[0], ...child.map((url) => url.line), URLSET[1], ''].join('\n'));
      const lastmod = newestOf(child);
      index.push(
        `  <sitemap><loc>${escapeXml(`${base.replace(/\/+$/, '')}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
      );
    });
  }
  files.set(
    '/sitemap.xml',
    [DECLARATION, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...index, '</sitemapindex>', ''].join('\n'),
  );
  return files;
}
