import type { SeoScript, TagPurpose } from '@handyman/contracts';
import { TAG } from './tag-gate';

// A Script item of the content (the site settings' SEO scripts, an office's head and footer
// scripts) as the element the page holds: a tag that would run becomes inert (type text/plain,
// its purpose, source and options as data-* attributes, its inline code as text) for the tag
// gate to start or leave; an item that only carries data (JSON-LD and other non-script types) is
// written as it is, since no browser runs it. The server writes these as HTML, the browser as
// elements (both from the same list of attributes).

const PURPOSES: readonly TagPurpose[] = ['strictly-necessary', 'analytics', 'advertising'];

/** The item's purpose; an item that names none, or one of no known kind, is advertising (the strictest). */
export function tagPurposeOf(item: SeoScript): TagPurpose {
  const named = String(item.purpose ?? '')
    .trim()
    .toLowerCase();
  return PURPOSES.find((purpose) => purpose === named) ?? 'advertising';
}

/** True for a type a browser runs as script (none, a JavaScript MIME type, or module). */
export function isScriptType(type: string | undefined): boolean {
  const value = (type ?? '').trim().toLowerCase();
  return value === '' || value === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}

/** Where sources are resolved: the page's address (site paths) and the media host (media-library paths). */
export interface TagBases {
  site: string;
  media: string;
}

/**
 * The absolute http(s) address of an item's source: an absolute URL as it is, a site path ("/js/a.js")
 * on the site, any other path ("Scripts/a.js") in the media library; null for anything else.
 */
export function tagSource(source: string, bases: TagBases): string | null {
  const trimmed = source.trim();
  const base = /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(trimmed) ? bases.site : `${bases.media.replace(/\/+$/, '')}/`;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface TagElement {
  attributes: [string, string][];
  /** Inline code, or '' for a tag with a source. */
  text: string;
  purpose: TagPurpose | null;
}

/**
 * The element for an item, or null for one that cannot be a tag (a source that is no http(s)
 * address, no source and no code). `purpose` is null for a data block, which is never gated.
 */
export function tagElement(item: SeoScript, bases: TagBases): TagElement | null {
  const source = item.Src ? tagSource(item.Src, bases) : null;
  if (item.Src ? !source : !item.innerContent) return null;
  const text = source ? '' : (item.innerContent ?? '');
  if (!isScriptType(item.type)) {
    // A data block: no browser runs it, so it goes in as it is, for whoever reads it.
    return { attributes: [['type', item.type!], ...(source ? [['src', source] as [string, string]] : [])], text, purpose: null };
  }
  const purpose = tagPurposeOf(item);
  const attributes: [string, string][] = [
    ['type', 'text/plain'],
    [TAG.purpose, purpose],
    ...(source ? [[TAG.src, source] as [string, string]] : []),
    ...(item.type ? [[TAG.type, item.type] as [string, string]] : []),
    ...(item.referrerpolicy ? [[TAG.referrerPolicy, item.referrerpolicy] as [string, string]] : []),
    // A source that is not async keeps its order (as a deferred script would).
    ...(source && item.async === 'true' ? [[TAG.async, ''] as [string, string]] : []),
  ];
  return { attributes, text, purpose };
}
