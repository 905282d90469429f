import { franchisePathOf } from '@handyman/platform';

/**
 * Where the thank-you button leads: the office of the current page (/offices/{second path segment}),
 * else the office the request went to, else the office finder.
 */
export function learnMorePath(pathname: string, requestOfficePath: string | null): string {
  const pageOffice = franchisePathOf(pathname);
  if (pageOffice) return `/${pageOffice}`;
  if (requestOfficePath) return `/${requestOfficePath.replace(/^\/+|\/+$/g, '')}`;
  return '/offices';
}
