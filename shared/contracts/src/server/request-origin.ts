// Where a state-changing request comes from, as the browser says (Origin, and Fetch Metadata's
// Sec-Fetch-Site): the one rule both servers apply to what a browser posts (forms, beacons, the
// estimate intake), as OWASP ASVS asks. A page on another site can make its visitors' browsers
// post to us, and the browser always names that page's origin: such posts are refused. A request
// without either header is not a browser's (a server, a script): it can only act as itself.

export interface OriginHeaders {
  origin?: string | string[] | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}

/** An origin as browsers send it ("https://www.example.com"), from a URL; undefined when it is none. */
export function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/**
 * Whether an Origin header names one of `allowed`: exact origins ("https://www.example.com"), or
 * an origin with any port ("http://localhost:*", as CSP writes it: the local default).
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  const sent = origin.trim().toLowerCase();
  return allowed.some((entry) =>
    entry.endsWith(':*') ? sent.startsWith(entry.slice(0, -1)) && /^\d{1,5}$/.test(sent.slice(entry.length - 1)) : entry === sent,
  );
}

/**
 * Why a browser's request may not change anything here, or undefined when it may: it comes from
 * this origin's own page (Sec-Fetch-Site: same-origin, or none for one the visitor started), or it
 * names one of `allowed` as its Origin. Any other Origin ("null" included), or a cross-site or
 * same-site fetch without an allowed one, is refused.
 */
export function foreignOriginProblem(headers: OriginHeaders, allowed: readonly string[]): string | undefined {
  const site = one(headers['sec-fetch-site'])?.trim().toLowerCase();
  if (site === 'same-origin' || site === 'none') return undefined;
  const origin = one(headers.origin)?.trim();
  if (origin !== undefined) {
    return isAllowedOrigin(origin, allowed) ? undefined : `posted from ${origin.slice(0, 100)}, which is not this site`;
  }
  if (site !== undefined) return `a ${site.slice(0, 20)} request without an Origin this site knows`;
  return undefined;
}
