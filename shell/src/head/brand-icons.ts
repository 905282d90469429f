import { mediaUrl } from '@handyman/platform';
import { type ImageField, type SiteSettings } from '@handyman/contracts';
import { upsertLink, upsertMeta } from '@handyman/platform/ui';

type GlobalSettings = SiteSettings['GlobalSettings'];

const ICON_TYPES: Record<string, string> = { png: 'image/png', svg: 'image/svg+xml', ico: 'image/x-icon', webp: 'image/webp' };

function iconType(path: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(path)?.[1]?.toLowerCase();
  return extension ? ICON_TYPES[extension] : undefined;
}

/** A favicon link of the head, as the server writes it and the browser keeps it. */
export interface BrandIconLink {
  rel: 'icon' | 'apple-touch-icon';
  sizes: string;
  href: string;
  type?: string;
}

function iconLink(rel: BrandIconLink['rel'], image: ImageField | undefined, fallbackSize: string): BrandIconLink[] {
  if (!image?.Value) return [];
  const sizes = image.Width && image.Height ? `${image.Width}x${image.Height}` : fallbackSize;
  const type = iconType(image.Value);
  return [{ rel, sizes, href: mediaUrl(image.Value), ...(type ? { type } : {}) }];
}

/** The brand's favicons (16, 32 and Apple touch) from global settings, in head order. */
export function brandIconLinks(global: GlobalSettings | undefined): BrandIconLink[] {
  if (!global) return [];
  return [
    ...iconLink('icon', global.FavIcon16x16, '16x16'),
    ...iconLink('icon', global.FavIcon32x32, '32x32'),
    ...iconLink('apple-touch-icon', global.FavIconAppleTouch, '180x180'),
  ];
}

/**
 * The brand's favicons and the browser theme colour, from global settings. The server's HTML has
 * them already (so this changes nothing on the first page); it matters when the settings change.
 */
export function applyBrandIcons(global: GlobalSettings | undefined): void {
  if (!global) return;
  const links = brandIconLinks(global);
  for (const { rel, sizes, ...attributes } of links) upsertLink(`link[rel="${rel}"][sizes="${sizes}"]`, { rel, sizes, ...attributes });
  // The page's placeholder icon (which only stops a /favicon.ico request) would compete with them.
  if (links.some((link) => link.rel === 'icon'))
    document.head.querySelectorAll('link[rel="icon"]:not([sizes])').forEach((link) => link.remove());
  const theme = global.ThemeColor?.Value;
  if (theme) upsertMeta({ name: 'theme-color' }, theme);
}
