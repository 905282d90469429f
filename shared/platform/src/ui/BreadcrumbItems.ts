import type { PageLink } from '@handyman/contracts';

// The breadcrumb's text rules: folder pages are hidden, 'Offices' reads 'Find A Handyman', some
// franchise homes read as their city, and a current page named by its path slug reads with spaces
// for its hyphens ("sell-your-home-checklist"); a title keeps its own spelling ("Winter-Ready in a
// Weekend"). City pages show every item by its own name.

/**
 * Franchise names the breadcrumb shortens to their last word: names that end in a city which reads
 * well on its own ("... of Henderson" -> "Henderson"). Names such as "... of Tampa Bay",
 * "... of Boulder County" or "... of Rocket City" would lose their meaning, so they are not listed
 * and show their own name. Compared case-insensitively; extend it when an office opens.
 */
export const FRANCHISES_SHOWN_BY_LAST_WORD: ReadonlySet<string> = new Set([
  'brightwood handyman of henderson',
  'brightwood handyman of plano',
  'brightwood handyman of summerlin',
  'brightwood handyman of tempe',
]);

export const OFFICES_LABEL = 'Find A Handyman';

export interface BreadcrumbOptions {
  /** Full name of the franchise whose pages these are (its FranchiseName). */
  franchiseName?: string;
  /** On franchise city pages every item shows its own name. */
  cityPage?: boolean;
}

export interface BreadcrumbItem {
  label: string;
  /** Site path of an ancestor; null for the current page. */
  href: string | null;
}

function isHome(page: PageLink): boolean {
  return page.Schema === 'HomePage' || (page.URL ?? '').replace(/\//g, '') === '';
}

function lastWord(text: string): string {
  return text.trim().split(/\s+/).pop() ?? text;
}

/** A name that is a path slug (lower case words joined by hyphens), not a title written for people. */
const PATH_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

function labelOf(page: PageLink, isCurrent: boolean, { franchiseName, cityPage }: BreadcrumbOptions): string {
  const name = (page.Name || page.Link || '').trim();
  if (name.toLowerCase() === 'offices') return OFFICES_LABEL;
  if (cityPage) return name;
  if (page.Schema === 'FranchiseHomePage') {
    const full = (franchiseName || name).trim();
    return FRANCHISES_SHOWN_BY_LAST_WORD.has(full.toLowerCase()) ? lastWord(full) : name;
  }
  return isCurrent && PATH_SLUG.test(name) ? name.replace(/-/g, ' ') : name;
}

/** The trail after the home link: each visible ancestor with its path, then the current page. */
export function breadcrumbItems(pages: PageLink[] | undefined, options: BreadcrumbOptions = {}): BreadcrumbItem[] {
  const visible = (Array.isArray(pages) ? pages : []).filter((page) => page && page.Schema !== 'Folder' && !isHome(page));
  return visible.map((page, index) => {
    const isCurrent = index === visible.length - 1;
    return {
      label: labelOf(page, isCurrent, options),
      href: isCurrent ? null : `/${page.URL.replace(/^\/+|\/+$/g, '')}`,
    };
  });
}
