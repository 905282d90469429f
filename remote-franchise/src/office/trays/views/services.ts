import { asArray, type LocalServicesTray, type PageLink, type ServicesTray } from '@handyman/contracts';
import { localServices } from '../../../pages/home/sections/services/office-services';
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
  const links = localServices(office?.home.FranchiseCorporateControl.FranchiseOwnersControl).filter((page) => Boolean(page?.URL));
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
  const groups = asArray(office?.home.FranchiseCorporateControl.FranchiseOwnersControl?.FranchiseServices?.LinkSet)
    .filter((group) => asArray(group?.Page).length > 0)
    .map((group) => ({ title: group.Title, pages: asArray(group.Page) }));
  if (groups.length === 0) return null;
  return { heading: textOr(tray.Heading, fill, 'Our Services'), groups };
}
