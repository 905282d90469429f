// The visitor's recent office also travels as a cookie, so the site's server can render its bar and
// phone into the page (a returning visitor sees them with the first paint, not once script runs).
// Only the office's home path: nothing else about the visitor.

import { isOfficeHomePath } from '../routing/paths';

export const RECENT_OFFICE_COOKIE = 'recentOffice';

const YEAR_S = 365 * 24 * 60 * 60;

/** A Set-Cookie value that removes the cookie: the server's answer where the site forgets the visitor's office. */
export const RECENT_OFFICE_COOKIE_REMOVAL = `${RECENT_OFFICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** Sets (or, with null, clears) the cookie. Never throws: a browser that refuses cookies keeps today's behaviour. */
export function writeRecentOfficeCookie(path: string | null): void {
  try {
    if (typeof document === 'undefined') return;
    const value = path && isOfficeHomePath(path) ? path : '';
    const lifetime = value ? `Max-Age=${YEAR_S}` : 'Max-Age=0';
    document.cookie = `${RECENT_OFFICE_COOKIE}=${encodeURIComponent(value)}; Path=/; ${lifetime}; SameSite=Lax`;
  } catch {
    // storage that throws loses nothing: the bar comes once the page is live, as before
  }
}

/** The office a request's Cookie header names, when it names one in the site's form. */
export function recentOfficeFromCookies(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== RECENT_OFFICE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return isOfficeHomePath(value) ? value : null;
  }
  return null;
}
