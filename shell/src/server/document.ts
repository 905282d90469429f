import type { PageHead, PageRecord } from '@handyman/platform';
import { writePageRecord } from '../lib/page-record-block';
import { PAGE_RECORD_ID, REMOTES_ATTRIBUTE } from '../lib/page-record-marks';
import { recentOfficeFlagScript } from '../layout/header/recent/recent-office-flag';
import { seoInsertTags, tagsHtml, type TagOptions } from './seo-insert-tags';
import { GPC_MARK, TAG_GATE_SCRIPT } from '../privacy/tag-gate';
import { headTagsFor, splitHoistedHead } from './hoisted-head';

const DEFAULT_TITLE = 'Handyman Services';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export interface DocumentParts {
  /** What the site's settings put in every page's head: icons, theme colour, SEO inserts. */
  head: PageHead;
  /** The answer's status: only a 200 keeps the page's canonical link and link-preview tags. */
  status: number;
  /** The page's address, which the SEO inserts' relative script sources resolve against. */
  pageUrl: string;
  /** Stylesheets of the shell and of the remote that renders the page (no unstyled flash). */
  stylesheets: string[];
  /** Stylesheets put inline in the head (the rendered remote's), each naming its file. */
  inlineCss?: { href: string; text: string }[];
  /** The app's markup as React rendered it, its head elements first. */
  html: string;
  /** The page's record, for hydration; absent for a page the browser must render itself (the render failed). */
  record?: PageRecord;
  /** False for a page that shows no recent office whatever is stored (it forgets it): no room is held for its bar. */
  recentOfficeFlag?: boolean;
  /** The request carried Sec-GPC: 1: no advertising tag is written, and <html> says so to the tag gate. */
  gpc?: boolean;
  /** The media host, where the tags' media-library sources are (the page's origin when unknown). */
  mediaHost?: string;
}

/** Marks an office's own tags (the value is the item's label), as SEO_INSERT_ATTRIBUTE marks the site's. */
export const OFFICE_TAG_ATTRIBUTE = 'data-office-tag';

/**
 * The head: the page's own elements as React rendered them (title, description, robots, canonical,
 * link preview, feed), then what only the document adds: the site's icons, the stylesheets, and
 * the recent-office flag.
 */
function headTags({ head, stylesheets, inlineCss = [], recentOfficeFlag = true }: DocumentParts, pageTags: string[]): string {
  return [
    recentOfficeFlag ? `<script>${recentOfficeFlagScript}</script>` : '',
    pageTags.some((tag) => tag.startsWith('<title>')) ? '' : `<title>${DEFAULT_TITLE}</title>`,
    ...pageTags,
    ...(head.icons ?? []).map((icon) => `<link ${attributes({ rel: icon.rel, sizes: icon.sizes, type: icon.type, href: icon.href })} />`),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    // CSS text cannot close its element: "</style" never reaches the HTML as such.
    // data-href names the file, as webpack's CSS loader marks the stylesheets it inserts: the
    // remote's own loader and the federation runtime see it is there and do not load it again.
    ...inlineCss.map(({ href, text }) => `<style data-href="${escapeHtml(href)}">${text.replace(/<\/(style)/gi, '<\\/$1')}</style>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
}

/** The template's placeholder icon and theme colour, which the brand's (from settings) replace. */
const PLACEHOLDER_ICON = /<link rel="icon" href="data:,"\s*\/?>\s*/;
const THEME_COLOR = /<meta name="theme-color" content="[^"]*"\s*\/?>/;

/**
 * The HTML answer: the shell's built index.html (its entry script and base styles) with the
 * page's head elements moved into its head and the markup in #root, and the page's record as a JSON data block.
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  let entry = '';
  const hoisted = splitHoistedHead(parts.html);
  let page = template.replace(/<title>[^<]*<\/title>/, () => headTags(parts, headTagsFor(hoisted.tags, parts.status)));
  const hasMeta = (key: string) => new RegExp(`<meta (name|http-equiv)="${key.replace(/[^a-z0-9-]/g, '')}"`, 'i').test(page);
  const tags: TagOptions = { site: parts.pageUrl, media: parts.mediaHost ?? new URL(parts.pageUrl).origin, gpc: parts.gpc ?? false };
  const inserts = seoInsertTags(parts.head.seoInserts, hasMeta, tags);
  const office = parts.head.officeTags;
  // The page's tags, inert, then the gate that starts those the visitor allows (the footer's once parsed).
  const headEnd = [...inserts.head, ...tagsHtml(office?.head ?? [], OFFICE_TAG_ATTRIBUTE, tags), `<script>${TAG_GATE_SCRIPT}</script>`];
  page = page.replace('</head>', () => `  ${headEnd.join('\n    ')}\n  </head>`);
  if (inserts.body) page = page.replace(/<body[^>]*>/, (tag) => `${tag}\n    ${inserts.body}`);
  if (tags.gpc) page = page.replace(/<html\b/, () => `<html ${GPC_MARK}=""`);
  const footerTags = tagsHtml(office?.footer ?? [], OFFICE_TAG_ATTRIBUTE, tags);
  if (footerTags.length > 0) page = page.replace('</body>', () => `  ${footerTags.join('\n    ')}\n  </body>`);
  if (parts.head.icons?.some((icon) => icon.rel === 'icon')) page = page.replace(PLACEHOLDER_ICON, '');
  const { themeColor } = parts.head;
  if (themeColor) page = page.replace(THEME_COLOR, () => `<meta name="theme-color" content="${escapeHtml(themeColor)}" />`);
  let state = '';
  if (parts.record) {
    // The remotes the page shows (fixed names) are named on the block too: the browser's first
    // script fetches the federation runtime beside the libraries only for such a page.
    const remotes = parts.record.remotesRendered.length > 0 ? ` ${REMOTES_ATTRIBUTE}="${parts.record.remotesRendered.join(' ')}"` : '';
    state = `<script type="application/json" id="${PAGE_RECORD_ID}"${remotes}>${writePageRecord(parts.record)}</script>`;
    page = page.replace(ENTRY_SCRIPT, (_tag, src: string) => ((entry = src), ''));
  }
  return page.replace('<div id="root"></div>', () => `<div id="root">${hoisted.body}</div>${state}${entry ? entryLoader(entry) : ''}`);
}

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/**
 * The app's script, started once the first view is painted. The page is complete HTML, so on a slow
 * line the hero images get the bandwidth and the first paint gets the main thread; the scripts, which
 * make the page live, follow at once after it: in the frame after the browser's first
 * largest-contentful-paint report and every high-priority image's load (or failure); where the
 * browser makes no such report, after those images; 3 s at the latest.
 */
function entryLoader(src: string): string {
  const loader = `(function () {
  var d = document, started = false, images = [];
  function start() {
    if (started) return;
    started = true;
    var script = d.createElement('script');
    script.src = ${JSON.stringify(src).replace(/</g, '\\u003c')};
    d.body.appendChild(script);
  }
  function afterFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  d.querySelectorAll('img[fetchpriority="high"]').forEach(function (image) { images.push(image); });
  setTimeout(start, 3000);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var painted = types.indexOf('largest-contentful-paint') < 0;
  function maybeStart() {
    if (painted && images.every(function (image) { return image.complete; })) afterFrame();
  }
  if (!painted) {
    new PerformanceObserver(function () {
      painted = true;
      maybeStart();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  images.forEach(function (image) {
    image.addEventListener('load', maybeStart);
    image.addEventListener('error', maybeStart);
  });
  maybeStart();
})();`;
  return `<script>${loader.replace(/\n\s*/g, ' ')}</script>`;
}
