import { asArray, type PageLink, type SiteSettings } from '@handyman/contracts';
import { resolveLink } from '@handyman/platform/ui';

/** A top-navigation entry: its page and its sub-pages (children and anchors). */
export interface MenuEntry {
  id: string;
  page: PageLink;
  children: PageLink[];
  /** The visitor's recent office rather than a site section. */
  office?: boolean;
}

const linkable = <T extends PageLink>(page: T | null | undefined): page is T => page != null && resolveLink(page) !== null;

/** The top navigation from settings (every MenuTab's pages); missing or partial content gives fewer entries, never an error. */
export function mainMenuEntries(settings: SiteSettings | undefined): MenuEntry[] {
  return asArray(settings?.Header?.MenuTab)
    .flatMap((tab) => asArray(tab?.Page))
    .filter(linkable)
    .map((page, index) => ({ id: `${index}-${page.Name || page.URL}`, page, children: asArray(page.Page).filter(linkable) }));
}

/** The slide-out menu's entries: the visitor's office (with its nav as sub-pages) first, then the main menu. */
export function mobileMenuEntries(
  settings: SiteSettings | undefined,
  franchise: { name: string; href: string; links: PageLink[] } | null,
): MenuEntry[] {
  const main = mainMenuEntries(settings);
  if (!franchise) return main;
  return [
    {
      id: 'recent-office',
      page: { Name: franchise.name, Link: franchise.name, URL: franchise.href },
      children: franchise.links,
      office: true,
    },
    ...main,
  ];
}
