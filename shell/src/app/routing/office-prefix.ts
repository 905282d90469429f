import { isOfficeHomePath, toContentPath } from '@handyman/platform';

/** The office home a prefix would name ("summerlin" -> "offices/summerlin"), or null when it cannot name one. */
export function officeHomeOfPrefix(prefix: string): string | null {
  const home = toContentPath(`offices/${prefix}`);
  return isOfficeHomePath(home) ? home : null;
}

/**
 * Where an office-prefixed address goes once its prefix is known to name an office: the address
 * without its prefix (/summerlin/services/painting -> /services/painting; /summerlin/findacraftsman
 * -> /offices).
 */
export function officePrefixTarget(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '');
  return rest === '/findacraftsman' ? '/offices' : rest;
}
