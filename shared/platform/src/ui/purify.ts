import DOMPurify from 'dompurify';
import { mediaUrl } from '@handyman/platform';
import { withoutHandlers } from './sanitize-rules';

// DOMPurify and its rules: the one place HTML from content is sanitised (through sanitize.ts). Only the tags and attributes below survive;
// scripts, event handlers, javascript: URLs, frames, forms and styles are dropped.

const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'div',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['alt', 'height', 'href', 'rel', 'src', 'target', 'title', 'width', 'colspan', 'rowspan', 'id'];

type Purifier = ReturnType<typeof DOMPurify>;

/** The browser's DOMPurify; a server sets one bound to a DOM of its own (setSanitizerWindow). */
let purifier: Purifier = DOMPurify;
let hooksInstalled = false;
/** Server renders sanitise the same content again and again: the results are kept (bounded). */
const results = new Map<string, string>();
const MAX_RESULTS = 1000;

/** For servers: DOMPurify needs a DOM, which Node has not (the shell's server passes jsdom's window). */
export function setSanitizerWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window);
  hooksInstalled = false;
  results.clear();
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src) node.setAttribute('src', mediaUrl(src));
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

export function purifyHtml(html: string): string {
  const known = results.get(html);
  if (known !== undefined) return known;
  installHooks();
  const clean = purifier.sanitize(withoutHandlers(html), { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
  if (results.size >= MAX_RESULTS) results.delete(results.keys().next().value as string);
  results.set(html, clean);
  return clean;
}
