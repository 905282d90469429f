import DOMPurify from 'dompurify';
import { mediaUrl } from '@handyman/shared';

// The one place HTML from content is sanitised. Only the tags and attributes below survive;
// scripts, event handlers, javascript: URLs, frames, forms and styles are dropped.

const ALLOWED_TAGS = [
  'a', 'b', 'blockquote', 'br', 'caption', 'div', 'em', 'figcaption', 'figure', 'h2', 'h3', 'h4', 'h5', 'h6',
  'hr', 'i', 'img', 'li', 'ol', 'p', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td',
  'th', 'thead', 'tr', 'u', 'ul',
];
const ALLOWED_ATTR = ['alt', 'height', 'href', 'rel', 'src', 'target', 'title', 'width', 'colspan', 'rowspan', 'id'];

let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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

const TAG = /<\/?[a-z][^>]*>/i;

/** True when the text holds markup (otherwise it is shown as plain text). */
export function hasMarkup(text: string): boolean {
  return TAG.test(text);
}

export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
