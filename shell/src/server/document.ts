import type { ServerHead } from '@handyman/shared';
import { HYDRATION_STATE_ID, serialiseHydrationState, type HydrationState } from '../app/hydration-state';

const DEFAULT_TITLE = 'Handyman Services';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export interface DocumentParts {
  head: ServerHead;
  canonical: string;
  /** Stylesheets of the shell and of the remote that renders the page (no unstyled flash). */
  stylesheets: string[];
  /** CSS put inline in the head (the rendered remote's). */
  inlineCss?: string[];
  /** Links the blog's feed (blog pages). */
  feed?: boolean;
  /** The app's markup, rendered into #root. */
  html: string;
  /** Absent for a page that the browser must render itself (the render failed). */
  hydration?: HydrationState;
}

/** The head tags of a page: title, description, robots, canonical and stylesheets. */
function headTags({ head, canonical, stylesheets, inlineCss = [], feed }: DocumentParts): string {
  return [
    `<title>${escapeHtml(head.title || DEFAULT_TITLE)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}" />` : '',
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}" data-ssr-robots />` : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    feed ? '<link rel="alternate" type="application/rss+xml" title="Blog" href="/blog/feed.xml" />' : '',
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    // CSS text cannot close its element: "</style" never reaches the HTML as such.
    ...inlineCss.map((css) => `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The HTML answer: the shell's built index.html (its entry script and base styles) with the
 * page's head and markup, and the hydration state as a JSON data block.
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  const state = parts.hydration
    ? `<script type="application/json" id="${HYDRATION_STATE_ID}">${serialiseHydrationState(parts.hydration)}</script>`
    : '';
  return template
    .replace(/<title>[^<]*<\/title>/, () => headTags(parts))
    .replace('<div id="root"></div>', () => `<div id="root">${parts.html}</div>${state}`);
}
