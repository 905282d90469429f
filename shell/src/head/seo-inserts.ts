import { asArray, type SeoMetaTag, type SeoScript, type SiteSettings } from '@handyman/contracts';
import { createMeta, findMeta, type MetaKey } from '@handyman/platform/ui';

// The site-wide head inserts of the SEO settings (x31): meta tags, scripts and a noscript note.
// They are content, so every element is built node by node with only the allowed attributes;
// nothing is ever parsed as markup.

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

/** Only http(s) script sources, resolved against the page; javascript:, data: and the like are refused. */
export function safeScriptSource(source: string): string | null {
  try {
    const url = new URL(source, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function buildScript(item: SeoScript): HTMLScriptElement | null {
  const script = document.createElement('script');
  if (item.Src) {
    const source = safeScriptSource(item.Src);
    if (!source) return null;
    script.src = source;
  } else if (item.innerContent) {
    script.textContent = item.innerContent;
  } else {
    return null;
  }
  if (item.type) script.setAttribute('type', item.type);
  // No nonce: the settings' is a fixed value that protects nothing; the page's policy allows the
  // inserts by their sources' origins and their inline text's hashes.
  if (item.referrerpolicy) script.setAttribute('referrerpolicy', item.referrerpolicy);
  // A script runs async only when the content marks it async='true'; the rest keep their document order.
  script.async = item.async === 'true';
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
  const note = seo.NoScript?.Value;
  if (note) {
    const noscript = document.createElement('noscript');
    // With scripting on, noscript text is never parsed; crawlers read it as the markup it holds.
    noscript.textContent = note;
    document.body.prepend(mark(noscript, 'NoScript'));
  }
  return metas.length + scripts.length > 0 || Boolean(note);
}
