// Helpers that turn plain content into CMS-shaped fields. img() reads the generated media file so
// every image field carries the real Width and Height, and fails loudly if the file is missing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Field, ImageField, PageLink, PageResult, PageSchemaName } from '@handyman/contracts';
import { DERIVED_MANIFEST, derivedSize } from '../content/derived-manifest';

/** content-api reads the seed folder and media this workspace writes. */
export const CONTENT_API = join(__dirname, '..', '..', 'content-api');
export const MEDIA_DIR = join(CONTENT_API, 'media');
export const SEED_DIR = join(CONTENT_API, 'seed');

/** A seed page: its key (the page's SURL) and the { <Schema>: page } result. */
export type SeedPage = [key: string, result: PageResult];

/** A scalar field; a literal keeps its type so fields limited to a few values are checked. */
export function f<T extends string>(value: T): Field<T>;
export function f(value: number): Field;
export function f(value: string | number): Field {
  return { Value: String(value) };
}

const PNG_SIZE: Record<string, number> = { 'favicon-16x16.png': 16, 'favicon-32x32.png': 32, 'apple-touch-icon.png': 180 };

let manifest: string | undefined;

export function imageSize(path: string): { width: number; height: number; expected?: number | undefined } {
  if (path.endsWith('.jpg')) {
    manifest ??= readFileSync(join(MEDIA_DIR, DERIVED_MANIFEST), 'utf8');
    const size = derivedSize(manifest, path);
    if (!size) throw new Error(`photo not listed in ${DERIVED_MANIFEST}: ${path} (run generate-media.ts first)`);
    return size;
  }
  const file = join(MEDIA_DIR, path);
  if (!existsSync(file)) throw new Error(`image not generated: ${path} (run generate-media.ts first)`);
  if (path.endsWith('.png')) {
    const buf = readFileSync(file);
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20), expected: PNG_SIZE[path.split('/').pop() ?? ''] };
  }
  const head = readFileSync(file, 'utf8').slice(0, 300);
  const w = /width="(\d+)"/.exec(head);
  const h = /height="(\d+)"/.exec(head);
  if (!w || !h) throw new Error(`svg without width/height: ${path}`);
  return { width: Number(w[1]), height: Number(h[1]) };
}

/** An ImageField for a generated media path. */
export function img(path: string, alt: string): ImageField {
  const { width, height } = imageSize(path);
  return { Value: path, AlternateText: alt, Width: String(width), Height: String(height) };
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Schema of a link target: a page schema, or Folder for a path segment without a page. */
export type LinkSchema = PageSchemaName | 'Folder';

/** A site page link. url is site-relative without a leading slash. */
export function link(url: string, name: string, text?: string, schema: LinkSchema = 'DetailPage'): PageLink {
  const l: PageLink = { Name: name, URL: url, Schema: schema };
  if (text) l.Link = text;
  return l;
}

/** A link that leaves the site (Schema VirtualLink, opens in a new tab). */
export function virtual(name: string, url: string, text?: string): PageLink {
  return { Name: name, Link: text ?? name, URL: url, Schema: 'VirtualLink', CustomURL: url };
}

/** A breadcrumb item: name, url and schema (DetailPage when absent). */
export type Crumb = readonly [name: string, url: string, schema?: LinkSchema];

/** Breadcrumb list: Home, then [name, url, schema] items; the last item is the current page. */
export function crumbs(...items: Crumb[]): { Page: PageLink[] } {
  return {
    Page: [link('', 'Home', 'Home', 'HomePage'), ...items.map(([name, url, schema = 'DetailPage']) => link(url, name, undefined, schema))],
  };
}

export function words(html: string): number {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

export const iso = (date: string, time = '09:00:00'): string => `${date}T${time}Z`;

/** The fields every page starts with, in the order the seed files hold them. */
export const pageBase = <D extends string | undefined>(url: string, name: string, title: string, description: D, changed: string) => ({
  Name: name,
  Title: title,
  Description: description,
  URL: url,
  SURL: url,
  Changed: changed,
});
