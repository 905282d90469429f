import type { LocalServicesTray, PageLink, ServicesTray } from '@handyman/contracts';
import { optionalText, textOr, type OfficeTrayContext } from './context';

/** Local pages per column of links; more pages start another column. */
export const LINKS_PER_GROUP = 9;

export function groupsOfNine<T>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += LINKS_PER_GROUP) groups.push(items.slice(start, start + LINKS_PER_GROUP));
  return groups;
}

export interface LocalServicesView {
  heading: string;
  /** Content HTML. */
  copy?: string;
  /** The office's local pages with an address, in columns of nine. */
  columns: PageLink[][];
}

/** The office's local services; null when it has none (or there is no office). */
export function localServicesView(tray: LocalServicesTray, { fill, office }: OfficeTrayContext): LocalServicesView | null {
  const links = office?.localServices ?? [];
  if (links.length === 0) return null;
  return { heading: textOr(tray.Heading, fill, 'Local Services'), copy: optionalText(tray.Copy, fill), columns: groupsOfNine(links) };
}

export interface ServicesView {
  heading: string;
  /** One column per group (Residential, Commercial, ...), each with its pages. */
  groups: { title: string; pages: PageLink[] }[];
}

/** The office's service groups that have pages; null when none do (or there is no office). */
export function servicesView(tray: ServicesTray, { fill, office }: OfficeTrayContext): ServicesView | null {
  const groups = office?.serviceGroups ?? [];
  if (groups.length === 0) return null;
  return { heading: textOr(tray.Heading, fill, 'Our Services'), groups };
}
