import { asArray, type SeoMetaTag, type SeoScript, type SiteSettings } from '@handyman/contracts';
import { getRuntimeConfig } from '@handyman/platform';
import { createMeta, findMeta, type MetaKey } from '@handyman/platform/ui';
import { startAllowedTags } from '../privacy/tag-gate';
import { tagElement } from '../privacy/tags';

// The site-wide head inserts of the SEO settings (x31): meta tags, scripts and a noscript note.
// They are content, so every element is built node by node with only the allowed attributes;
// nothing is ever parsed as markup. The server's page has them already; the browser inserts them
// only where it had none. Scripts are tags, inserted inert and started by the tag gate as the
// visitor's privacy choice allows (privacy/tag-gate.ts).

/** Marks every insert (its value is the item's comment label), so they go in once only. */
export const SEO_INSERT_ATTRIBUTE = 'data-seo-insert';

/** The content's SEO script at index 6 of the list is never inserted: a fixed rule of the site's head inserts. */
export const SKIPPED_SCRIPT_INDEX = 6;

function metaKeyOf(item: SeoMetaTag): MetaKey | null {
  if (item.name) return { name: item.name };
  if (item.httpequiv) return { httpEquiv: item.httpequiv };
  return null;
}

/** A meta tag, unless the head already has one of that name (theme-color, viewport, ...). */
function buildMeta(item: SeoMetaTag): HTMLMetaElement | null {
  const key = metaKeyOf(item);
  if (!key || item.content === undefined || findMeta(key)) return null;
  return createMeta(key, item.content);
}

/**
 * The item as the element the page holds: a tag inert (type text/plain, for the tag gate to start
 * as the visitor allows), a data block as it is; null for an item that cannot be one (a source
 * that is no http(s) address, nothing to run). Only the allowed attributes: the settings' nonce is
 * a fixed value that protects nothing, so it is never written (the page's policy allows the tags by
 * their sources' origins and their inline code's hashes).
 */
export function buildScript(item: SeoScript): HTMLScriptElement | null {
  const element = tagElement(item, { site: window.location.href, media: getRuntimeConfig().mediaHost });
  if (!element) return null;
  const script = document.createElement('script');
  for (const [name, value] of element.attributes) script.setAttribute(name, value);
  script.textContent = element.text;
  return script;
}

function mark(element: Element, label: string | undefined): Element {
  element.setAttribute(SEO_INSERT_ATTRIBUTE, label ?? '');
  return element;
}

/**
 * Inserts the SEO meta tags, scripts (but the one at SKIPPED_SCRIPT_INDEX) and noscript note, once:
 * nothing happens when inserts are already in the document. Returns whether it inserted.
 */
export function insertSeoTags(seo: SiteSettings['SEO'] | undefined): boolean {
  if (!seo || document.querySelector(`[${SEO_INSERT_ATTRIBUTE}]`)) return false;
  const metas = asArray(seo.MetaTag).flatMap((item) => {
    const meta = buildMeta(item);
    return meta ? [mark(meta, item.commentlabel)] : [];
  });
  const scripts = asArray(seo.Script).flatMap((item, index) => {
    const script = index === SKIPPED_SCRIPT_INDEX ? null : buildScript(item);
    return script ? [mark(script, item.CommentLabel)] : [];
  });
  document.head.append(...metas, ...scripts);
  if (scripts.length > 0) startAllowedTags();
  const note = seo.NoScript?.Value;
  if (note) {
    const noscript = document.createElement('noscript');
    // With scripting on, noscript text is never parsed; crawlers read it as the markup it holds.
    noscript.textContent = note;
    document.body.prepend(mark(noscript, 'NoScript'));
  }
  return metas.length + scripts.length > 0 || Boolean(note);
}
