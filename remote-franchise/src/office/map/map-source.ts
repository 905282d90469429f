// The office's ServicesMap value comes from content and ends up in an iframe src or an img src, so
// it is parsed, never trusted: only an https map embed on a known maps host may load in a frame,
// only an image path may show as an image, and anything else (javascript:, data:, other hosts...)
// is dropped before it reaches the DOM.

export type MapSource = { kind: 'embed'; url: string } | { kind: 'image'; path: string };

/** Hosts allowed in the map frame, each with the path its embeds live under. */
const EMBED_HOSTS: Record<string, string> = {
  'www.google.com': '/maps/embed',
  'maps.google.com': '/maps',
};

const IMAGE_FILE = /\.(svg|png|jpe?g|gif|webp|avif)$/i;
/** A path on the media host: letters, digits and - _ . / only, no scheme, no '..' segments. */
const MEDIA_PATH = /^\/?[\w-]+(\/[\w.-]+)*$/;

function parseAbsolute(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isEmbed(url: URL): boolean {
  const prefix = Object.hasOwn(EMBED_HOSTS, url.hostname) ? EMBED_HOSTS[url.hostname] : undefined;
  return (
    url.protocol === 'https:' &&
    prefix !== undefined &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
  );
}

function isMediaImagePath(value: string): boolean {
  return MEDIA_PATH.test(value) && !value.split('/').includes('..') && IMAGE_FILE.test(value);
}

/** What a ServicesMap value may safely become: a map frame, a map image, or nothing. */
export function mapSource(value: string | null | undefined): MapSource | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const url = parseAbsolute(text);
  if (url) {
    if (isEmbed(url)) return { kind: 'embed', url: url.href };
    if (url.protocol === 'https:' && IMAGE_FILE.test(url.pathname)) return { kind: 'image', path: url.href };
    return null;
  }
  return isMediaImagePath(text) ? { kind: 'image', path: text } : null;
}
