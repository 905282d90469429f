export const HOME_PATH = 'home';
export const MAX_PAGE_PATH_LENGTH = 512;

/**
 * The key a page is stored under: lowercased, trimmed, no leading or trailing slashes, repeated
 * slashes collapsed, underscores as hyphens. '' and '/' mean the home page.
 */
export function normalisePagePath(raw: string): string {
  const path = raw
    .trim()
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
  return path === '' ? HOME_PATH : path;
}

const DATED_BLOG_POST = /^blog\/\d{4}\/\d{2}\/\d{2}\/([^/]+)$/;

/** The slug of a dated corporate blog post path (blog/yyyy/mm/dd/slug), else undefined. */
export function datedBlogSlug(path: string): string | undefined {
  return DATED_BLOG_POST.exec(path)?.[1];
}

/** The slug in a short blog path (blog/slug), else undefined. */
export function shortBlogSlug(path: string): string | undefined {
  return /^blog\/([^/]+)$/.exec(path)?.[1];
}

/** The normalised prefix, or '' for every page (a missing or empty prefix). */
export function pathPrefixParam(raw: string | undefined): string {
  if (raw === undefined || raw.trim().replace(/\/+/g, '') === '') return '';
  return normalisePagePath(raw);
}

/** True when the path is the prefix itself or a page under it ("offices" holds "offices/summerlin", not "offices-near-me"). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
}
