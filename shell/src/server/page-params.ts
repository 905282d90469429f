import { FAR_STATE_PARAM, NEAREST_MILES_PARAM, ZIP_FORM_PARAMS } from '@handyman/offices';
import { NO_OFFICE_PARAM, OUT_OF_AREA_PARAM } from '@handyman/platform';
import { PRIVACY_CHOICES_PATH } from '../lib/shell-routes';
import { SAVED_PARAM } from '../privacy/privacy-state';

// The query parameters pages read (useSearchParams / useLocation in the apps): every other
// parameter changes nothing on the page, so it is dropped from the render and its cache key, as
// tracking parameters are. Add a parameter here when a page starts reading one.

const BLOG = /^(\/offices\/[^/]+)?\/blog(\/|$)/;
const FINDER = /^\/offices(\/state\/[^/]+)?\/?$/;
/** The thank-you pages (corporate and an office's), which say when no office serves the ZIP. */
const THANK_YOU = /\/contact_success\/?$/;

/** True when the page at `pathname` reads the parameter `name`. */
export function pageReads(pathname: string, name: string): boolean {
  // Every page has a ZIP box (the footer's at least): without script, a ZIP that is not one is
  // sent back to its box with the typed ZIP and the box's id, and the box says so.
  if (name === ZIP_FORM_PARAMS.zip || name === ZIP_FORM_PARAMS.form) return true;
  if (THANK_YOU.test(pathname)) return name === OUT_OF_AREA_PARAM;
  if (BLOG.test(pathname)) return name === 'q'; // the blog's search box (GET /blog/search?q=)
  if (FINDER.test(pathname)) return name === FAR_STATE_PARAM || name === NEAREST_MILES_PARAM || name === NO_OFFICE_PARAM;
  // The choices page says what was just saved (the server's redirect after its form names it).
  if (pathname === PRIVACY_CHOICES_PATH) return name === SAVED_PARAM;
  return false;
}
