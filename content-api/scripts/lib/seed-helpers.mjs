// Helpers that turn plain content into CMS-shaped fields. img() reads the generated media file so
// every image field carries the real Width and Height, and fails loudly if the file is missing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTENT_API = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MEDIA_DIR = join(CONTENT_API, 'media');
export const SEED_DIR = join(CONTENT_API, 'seed');

export const f = (value) => ({ Value: String(value) });

const PNG_SIZE = { 'favicon-16x16.png': 16, 'favicon-32x32.png': 32, 'apple-touch-icon.png': 180 };

export function imageSize(path) {
  const file = join(MEDIA_DIR, path);
  if (!existsSync(file)) throw new Error(`image not generated: ${path} (run generate-media.mjs first)`);
  if (path.endsWith('.png')) {
    const buf = readFileSync(file);
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20), expected: PNG_SIZE[path.split('/').pop()] };
  }
  const head = readFileSync(file, 'utf8').slice(0, 300);
  const w = /width="(\d+)"/.exec(head);
  const h = /height="(\d+)"/.exec(head);
  if (!w || !h) throw new Error(`svg without width/height: ${path}`);
  return { width: Number(w[1]), height: Number(h[1]) };
}

/** An ImageField for a generated media path. */
export function img(path, alt) {
  const { width, height } = imageSize(path);
  return { Value: path, AlternateText: alt, Width: String(width), Height: String(height) };
}

export function slugify(s) {
  return s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A site page link. url is site-relative without a leading slash. */
export function link(url, name, text, schema = 'DetailPage') {
  const l = { Name: name, URL: url, Schema: schema };
  if (text) l.Link = text;
  return l;
}

/** A link that leaves the site (Schema VirtualLink, opens in a new tab). */
export function virtual(name, url, text) {
  return { Name: name, Link: text ?? name, URL: url, Schema: 'VirtualLink', CustomURL: url };
}

/** Breadcrumb list: Home, then [name, url, schema] items; the last item is the current page. */
export function crumbs(...items) {
  return { Page: [link('', 'Home', 'Home', 'HomePage'), ...items.map(([name, url, schema = 'DetailPage']) => link(url, name, undefined, schema))] };
}

export function words(html) {
  return html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
}

export const iso = (date, time = '09:00:00') => `${date}T${time}Z`;
