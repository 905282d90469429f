import { mediaUrl, type ImageField, type SiteSettings } from '@handyman/shared';
import { upsertLink, upsertMeta } from '@handyman/shared/ui';

type GlobalSettings = SiteSettings['GlobalSettings'];

const ICON_TYPES: Record<string, string> = { png: 'image/png', svg: 'image/svg+xml', ico: 'image/x-icon', webp: 'image/webp' };

function iconType(path: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(path)?.[1]?.toLowerCase();
  return extension ? ICON_TYPES[extension] : undefined;
}

function setIcon(rel: 'icon' | 'apple-touch-icon', image: ImageField | undefined, fallbackSize: string): boolean {
  if (!image?.Value) return false;
  const sizes = image.Width && image.Height ? `${image.Width}x${image.Height}` : fallbackSize;
  const type = iconType(image.Value);
  upsertLink(`link[rel="${rel}"][sizes="${sizes}"]`, { rel, sizes, href: mediaUrl(image.Value), ...(type ? { type } : {}) });
  return true;
}

/** The brand's favicons (16, 32 and Apple touch) and the browser theme colour, from global settings. */
export function applyBrandIcons(global: GlobalSettings | undefined): void {
  if (!global) return;
  const small = setIcon('icon', global.FavIcon16x16, '16x16');
  const large = setIcon('icon', global.FavIcon32x32, '32x32');
  setIcon('apple-touch-icon', global.FavIconAppleTouch, '180x180');
  // The page's placeholder icon (which only stops a /favicon.ico request) would compete with them.
  if (small || large) document.head.querySelectorAll('link[rel="icon"]:not([sizes])').forEach((link) => link.remove());
  const theme = global.ThemeColor?.Value;
  if (theme) upsertMeta({ name: 'theme-color' }, theme);
}
