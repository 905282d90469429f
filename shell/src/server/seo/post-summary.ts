import type { BlogPost } from '@handyman/contracts';

const SUMMARY_LENGTH = 300;

/** Tags that separate words; inline tags (<b>, <a>) are removed without a space. */
const BLOCK_TAG = /<\/?(p|br|hr|div|li|ul|ol|h[1-6]|blockquote|table|tr|td|th|section|article|figure|figcaption)\b[^>]*>/gi;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(match: string, name: string): string {
  const code = /^#x/i.test(name)
    ? Number.parseInt(name.slice(2), 16)
    : name.startsWith('#')
      ? Number.parseInt(name.slice(1), 10)
      : Number.NaN;
  if (Number.isFinite(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  return NAMED_ENTITIES[name.toLowerCase()] ?? match;
}

/** The words of an HTML fragment: scripts, styles, comments and tags removed, entities decoded once. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text cut to about `length` characters at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, length = SUMMARY_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** A post's summary for feeds: its description, else the start of its body, as plain text. */
export function summaryOf(post: Pick<BlogPost, 'Description' | 'Post'>): string {
  const description = plainText(post.Description ?? '');
  return truncate(description || plainText(post.Post ?? ''));
}
