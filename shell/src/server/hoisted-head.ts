// React renders a page's <title>, <meta> and <link> elements where components write them, and a
// server render of the app (not of a whole document) puts them first in its HTML. The document
// moves them into <head>, where they belong; the browser's React finds them there when it hydrates.

/** One head element as React writes it: a title with its escaped text, or a void meta / link. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\s[^>]*\/>|<link\s[^>]*\/>)/;

/** Tags that describe the page's own address: only an answer with the page's content (200) has them. */
const ADDRESS_TAG = /^<(?:link rel="canonical"|meta property="og:|meta name="twitter:)/;

export interface HoistedHead {
  /** The head elements React put first, in their order. */
  tags: string[];
  /** The app's markup without them. */
  body: string;
}

/** Splits the head elements React wrote at the start of a render's HTML from the markup after them. */
export function splitHoistedHead(html: string): HoistedHead {
  const tags: string[] = [];
  let rest = html;
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    tags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { tags, body: rest };
}

/**
 * The head elements an answer carries: every one for a page answered 200; for any other status the
 * canonical link and link-preview tags are left out (an error screen is not the address's content).
 */
export function headTagsFor(tags: string[], status: number): string[] {
  return status === 200 ? tags : tags.filter((tag) => !ADDRESS_TAG.test(tag));
}
