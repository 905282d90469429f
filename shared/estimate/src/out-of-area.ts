import { useLocation } from 'react-router-dom';
import { OUT_OF_AREA_PARAM as THANK_YOU_OUT_OF_AREA } from '@handyman/platform';

// A valid ZIP that no office's territory holds: the request is still taken (a lost lead is the worst
// outcome), and the visitor is told so plainly, before sending and on the thank-you, with who will
// call them. The thank-you pages learn it from their address.

/** The thank-you page's query parameter that carries a ZIP no office serves (the platform names it: the header reads it too). */
export const OUT_OF_AREA_PARAM = THANK_YOU_OUT_OF_AREA;

/** Who calls about a request from a ZIP no office serves, and from which number. */
export interface OutOfAreaCall {
  zip: string;
  /** True when the request goes to the office whose page sent it; else the national team calls. */
  byOffice: boolean;
  phone: { display: string; tel: string };
}

export const callerOf = (byOffice: boolean) => (byOffice ? "this office's team" : 'our national team');

/** The thank-you page's address for a request, carrying the ZIP when no office serves it. */
export function withOutOfArea(successPath: string, zip: string | null): string {
  return zip ? `${successPath}?${OUT_OF_AREA_PARAM}=${encodeURIComponent(zip)}` : successPath;
}

/** The ZIP no office serves, from the thank-you page's address; null for a request an office took. */
export function useOutOfAreaZip(): string | null {
  const zip = new URLSearchParams(useLocation().search).get(OUT_OF_AREA_PARAM) ?? '';
  return /^\d{5}$/.test(zip) ? zip : null;
}
