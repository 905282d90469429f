// What the browser's first script reads of a server-rendered page before any library is in: kept
// apart from the page record's own code so that script stays small.

/** The element id of the page record's JSON block. */
export const PAGE_RECORD_ID = '__handyman-state';

/** The block's attribute naming the remotes the server rendered (space-separated), when any. */
export const REMOTES_ATTRIBUTE = 'data-remotes';

/** The remotes a server-rendered page shows, from its record block (none: a shell page). */
export function pageRemotes(doc: Document): string[] {
  return doc.getElementById(PAGE_RECORD_ID)?.getAttribute(REMOTES_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
}
