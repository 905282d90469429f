import { asArray, type SiteSettings } from '@handyman/contracts';
import { hasMarkup, sanitizeHtml } from '@handyman/platform/ui';
import { SEO_INSERT_ATTRIBUTE, SKIPPED_SCRIPT_INDEX } from '../head/seo-inserts';

// The site-wide SEO inserts of the settings (x31) as server HTML, so crawlers and visitors without
// JavaScript get them; each element carries SEO_INSERT_ATTRIBUTE, so the browser does not add them
// again. The same rules as the browser's inserts: only the allowed attributes, http(s) script
// sources only, the script at SKIPPED_SCRIPT_INDEX never, a meta tag the head already has never.

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Script text that cannot end its element or open a comment there ("</" and "<!--" are written escaped). */
export function inertScriptText(text: string): string {
  return text.replace(/<\//g, '<\\/').replace(/<!--/g, '<\\!--');
}

function attributes(values: [string, string | undefined][]): string {
  return values
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

/** An absolute http(s) URL of a script source, resolved against the site base; null for anything else. */
function scriptSource(source: string, base: string): string | null {
  try {
    const url = new URL(source, `${base.replace(/\/+$/, '')}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface SeoInsertHtml {
  /** Meta tags and scripts for the end of the head. */
  head: string[];
  /** The noscript note for the start of the body ('' when there is none). */
  body: string;
}

/**
 * The inserts as HTML. `hasMeta` tells whether the head already has a meta tag of that name or
 * http-equiv (lowercase); `base` resolves relative script sources.
 */
export function seoInsertTags(seo: SiteSettings['SEO'] | undefined, hasMeta: (key: string) => boolean, base: string): SeoInsertHtml {
  if (!seo) return { head: [], body: '' };
  const metas = asArray(seo.MetaTag).flatMap((item) => {
    const key = item.name ? ['name', item.name] : item.httpequiv ? ['http-equiv', item.httpequiv] : null;
    if (!key || item.content === undefined || hasMeta(key[1]!.toLowerCase())) return [];
    return [
      `<meta${attributes([
        [key[0]!, key[1]],
        ['content', item.content],
        [SEO_INSERT_ATTRIBUTE, item.commentlabel ?? ''],
      ])} />`,
    ];
  });
  const scripts = asArray(seo.Script).flatMap((item, index) => {
    if (index === SKIPPED_SCRIPT_INDEX) return [];
    const common: [string, string | undefined][] = [
      ['type', item.type],
      ['referrerpolicy', item.referrerpolicy],
      [SEO_INSERT_ATTRIBUTE, item.CommentLabel ?? ''],
    ];
    if (item.Src) {
      const src = scriptSource(item.Src, base);
      if (!src) return [];
      // A source that is not async keeps its order without holding up the page: deferred.
      const timing: [string, string] = item.async === 'true' ? ['async', ''] : ['defer', ''];
      return [`<script${attributes([['src', src], timing, ...common])}></script>`];
    }
    if (!item.innerContent) return [];
    return [`<script${attributes(common)}>${inertScriptText(item.innerContent)}</script>`];
  });
  const note = seo.NoScript?.Value;
  // The note is content's markup ("<p>...</p>"): shown as markup, through the site's one sanitiser.
  const noteHtml = note && hasMarkup(note) ? sanitizeHtml(note) : escapeAttribute(note ?? '');
  const body = note ? `<noscript${attributes([[SEO_INSERT_ATTRIBUTE, 'NoScript']])}>${noteHtml}</noscript>` : '';
  return { head: [...metas, ...scripts], body };
}
