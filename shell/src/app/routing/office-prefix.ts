import type { LocalOffice } from '@handyman/contracts';

/** The office ids of the office list ("summerlin" for /offices/summerlin). */
export function officeIds(offices: LocalOffice[]): Set<string> {
  const ids = offices.map((office) => /^\/?offices\/([^/?#]+)/i.exec(office.HomePageLink?.URL?.trim() ?? '')?.[1]?.toLowerCase());
  return new Set(ids.filter((id): id is string => Boolean(id)));
}

/**
 * Where an office-prefixed address goes: the address without its prefix when the prefix names an
 * office (/summerlin/services/painting -> /services/painting; /summerlin/findacraftsman -> /offices),
 * null when it names none.
 */
export function officePrefixTarget(pathname: string, prefix: string, offices: LocalOffice[]): string | null {
  if (!officeIds(offices).has(prefix.toLowerCase())) return null;
  const rest = pathname.replace(/^\/[^/]+/, '');
  return rest === '/findacraftsman' ? '/offices' : rest;
}
