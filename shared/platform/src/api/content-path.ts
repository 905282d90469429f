/**
 * The content path for a site path: lowercased, without leading/trailing slashes, underscores as
 * hyphens: the form content-api keys its pages by. The site root is the "home" page.
 */
export function toContentPath(sitePath: string): string {
  const path = sitePath
    .split(/[?#]/)[0]!
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/^\/+|\/+$/g, '');
  return path === '' ? 'home' : path;
}
