// What the sanitiser's callers need without the sanitiser itself (DOMPurify comes in its own chunk,
// fetched when content is first sanitised in the browser; see sanitize.ts).

const TAG = /<\/?[a-z][^>]*>/i;

/** True when the text holds markup (otherwise it is shown as plain text). */
export function hasMarkup(text: string): boolean {
  return TAG.test(text);
}

const TAG_TEXT = /<[a-z][^>]*>/gi;
const HANDLER = /([\s/"'])on[a-z]+\s*=/gi;

/**
 * The markup with every inline event handler attribute renamed to a data attribute, which the
 * sanitiser then drops as it drops them. Browsers report a content-security-policy violation for a
 * handler attribute as soon as any markup is parsed (even in an inert document, as DOMPurify parses
 * it), so hostile content must not reach the parser with one. DOMPurify stays the safeguard.
 */
export function withoutHandlers(html: string): string {
  return html.replace(TAG_TEXT, (tag) => tag.replace(HANDLER, '$1data-removed-handler='));
}

/** Elements whose content the sanitiser drops with them (DOMPurify's FORBID_CONTENTS that content can hold). */
const DROPPED_WITH_CONTENT =
  /<(script|style|template|iframe|noscript|noembed|noframes|svg|math|title|xmp|audio|video|head)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const ANY_TAG = /<[^>]*>/g;
const SPACE_ENTITY = /&(nbsp|#160|#xa0);/gi;

/** True when markup would show any text once sanitised (tags, comments and dropped elements aside). */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<!--[\s\S]*?(-->|$)/g, '')
      .replace(DROPPED_WITH_CONTENT, '')
      .replace(ANY_TAG, '')
      .replace(SPACE_ENTITY, ' ')
      .trim() !== ''
  );
}
