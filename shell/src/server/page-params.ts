import { FAR_STATE_PARAM, NEAREST_MILES_PARAM } from '@handyman/estimate/zip';

// The query parameters pages read (useSearchParams in the apps): every other parameter changes
// nothing on the page, so it is dropped from the render and its cache key, as tracking parameters
// are. Add a parameter here when a page starts reading one.

const BLOG = /^(\/offices\/[^/]+)?\/blog(\/|$)/;
const FINDER = /^\/offices(\/state\/[^/]+)?\/?$/;

/** True when the page at `pathname` reads the parameter `name`. */
export function pageReads(pathname: string, name: string): boolean {
  if (BLOG.test(pathname)) return name === 'q'; // the blog's search box (GET /blog/search?q=)
  if (FINDER.test(pathname)) return name === FAR_STATE_PARAM || name === NEAREST_MILES_PARAM || name === 'noFranchises';
  return false;
}
