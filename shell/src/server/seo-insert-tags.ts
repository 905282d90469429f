import { asArray, type SeoScript, type SiteSettings } from '@handyman/contracts';
import { hasMarkup, sanitizeHtml } from '@handyman/platform/ui';
import { SEO_INSERT_ATTRIBUTE, SKIPPED_SCRIPT_INDEX } from '../head/seo-inserts';
import { tagElement, type TagBases } from '../privacy/tags';

// The site-wide SEO inserts of the settings (x31) as server HTML, so crawlers and visitors without
// JavaScript get them; each element carries SEO_INSERT_ATTRIBUTE, so the browser does not add them
// again. The same rules as the browser's inserts: only the allowed attributes, http(s) script
// sources only, the script at SKIPPED_SCRIPT_INDEX never, a meta tag the head already has never.
// Scripts are tags: written inert, for the page's tag gate to start as the visitor's choice allows
// (privacy/tag-gate.ts); an office's own tags are written the same way (tagsHtml).

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

/** How the page's tags are written: where sources resolve, and whether the request asked for no advertising. */
export interface TagOptions extends TagBases {
  /** The request carried Sec-GPC: 1: advertising tags are left out of the HTML altogether. */
  gpc: boolean;
}

/** Script items as the page's HTML: tags inert for the gate (privacy/tags.ts), each marked `mark="<its label>"`. */
export function tagsHtml(items: SeoScript[], mark: string, options: TagOptions): string[] {
  return items.flatMap((item) => {
    const element = tagElement(item, options);
    if (!element || (options.gpc && element.purpose === 'advertising')) return [];
    return [`<script${attributes([...element.attributes, [mark, item.CommentLabel ?? '']])}>${inertScriptText(element.text)}</script>`];
  });
}

export interface SeoInsertHtml {
  /** Meta tags and scripts for the end of the head. */
  head: string[];
  /** The noscript note for the start of the body ('' when there is none). */
  body: string;
}

/**
 * The inserts as HTML. `hasMeta` tells whether the head already has a meta tag of that name or
 * http-equiv (lowercase); `options` resolve script sources and say whether advertising is left out.
 */
export function seoInsertTags(seo: SiteSettings['SEO'] | undefined, hasMeta: (key: string) => boolean, options: TagOptions): SeoInsertHtml {
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
  const scripts = asArray(seo.Script).filter((_item, index) => index !== SKIPPED_SCRIPT_INDEX);
  const note = seo.NoScript?.Value;
  // The note is content's markup ("<p>...</p>"): shown as markup, through the site's one sanitiser.
  const noteHtml = note && hasMarkup(note) ? sanitizeHtml(note) : escapeAttribute(note ?? '');
  const body = note ? `<noscript${attributes([[SEO_INSERT_ATTRIBUTE, 'NoScript']])}>${noteHtml}</noscript>` : '';
  return { head: [...metas, ...tagsHtml(scripts, SEO_INSERT_ATTRIBUTE, options)], body };
}
