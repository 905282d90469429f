import { safeSitePath } from '@handyman/platform';

// Without script the ZIP box is a GET form to ZIP_LOOKUP_ACTION. It also sends the page it is on
// and which of the page's ZIP boxes it is, so that a ZIP that is not one is answered on that page,
// in that box: the server sends the visitor back with the typed ZIP and the box's id in the address,
// and the box shows the message beside itself.

export const ZIP_FORM_PARAMS = {
  /** The typed ZIP (the form's text box). */
  zip: 'zipCode',
  /** The page the box is on: path and query. */
  from: 'from',
  /** Which box of that page: its id. */
  form: 'zipForm',
} as const;

/** The id of a box's text field. */
export const zipInputId = (formId: string) => `${formId}-zip`;
/**
 * The id of a box's heading: the address fragment that brings the visitor back to the box (not the
 * field itself, which the browser would focus, and focus is what puts the message aside).
 */
export const zipHeadingId = (formId: string) => `${formId}-heading`;

/**
 * Where the server sends a visitor whose ZIP is not a valid one: back to the page they typed it
 * on, to that box (the finder when the page is unknown or not the site's own).
 */
export function invalidZipReturn(zip: string, from: string | null, formId: string | null): string {
  const sitePath = from?.startsWith('/') ? safeSitePath(from) : null;
  const page = new URL(sitePath ?? '/offices', 'http://site.invalid');
  if (!formId) return `${page.pathname}${page.search}`;
  page.searchParams.set(ZIP_FORM_PARAMS.zip, zip.slice(0, 10));
  page.searchParams.set(ZIP_FORM_PARAMS.form, formId);
  return `${page.pathname}${page.search}#${encodeURIComponent(zipHeadingId(formId))}`;
}

/** The ZIP the server sent back to this box as not valid, or null when the address names another box (or none). */
export function returnedInvalidZip(search: string, formId: string): string | null {
  const params = new URLSearchParams(search);
  return params.get(ZIP_FORM_PARAMS.form) === formId ? (params.get(ZIP_FORM_PARAMS.zip) ?? '') : null;
}

/** The page's address as the box sends it: without what an earlier answer added. */
export function formOrigin(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ZIP_FORM_PARAMS.zip);
  params.delete(ZIP_FORM_PARAMS.form);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
