// The pages that tell the visitor that no office serves the ZIP they gave: the office finder's
// notice (/offices?noFranchises=true, where the ZIP lookup sends an unserviceable ZIP) and the
// corporate thank-you for an estimate request from such a ZIP (/contact_success?outOfArea=<ZIP>).
// Such a page must not contradict itself with a previous office's name and phone in its header:
// the site forgets the visitor's recent office there (server and browser alike).

/** The office finder's query parameter for a ZIP no office serves (`noFranchises=true`). */
export const NO_OFFICE_PARAM = 'noFranchises';
/** The thank-you page's query parameter that carries a ZIP no office serves. */
export const OUT_OF_AREA_PARAM = 'outOfArea';

const trimmed = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** True for an address that answers that no office serves the visitor's ZIP. */
export function answersNoOffice(pathname: string, search: string): boolean {
  const path = trimmed(pathname);
  const params = new URLSearchParams(search);
  if (path === '/offices') return params.get(NO_OFFICE_PARAM) === 'true';
  if (path === '/contact_success' || path === '/contact-success') return /^\d{5}$/.test(params.get(OUT_OF_AREA_PARAM) ?? '');
  return false;
}
