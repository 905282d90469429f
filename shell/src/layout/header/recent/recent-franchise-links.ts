import { asArray, type FranchiseHomePage, type PageLink } from '@handyman/contracts';
import { WHY_CHOOSE_US_ANCHOR } from '@handyman/platform';
import { resolveLink } from '@handyman/platform/ui';

/** Sections of the franchise home the recent-franchise nav jumps to (ids on that page). */
export const FRANCHISE_HOME_ANCHORS = [
  { id: WHY_CHOOSE_US_ANCHOR, text: 'Why Choose Us' },
  { id: 'offers', text: 'Offers' },
  { id: 'reviews', text: 'Reviews' },
  { id: 'our-work', text: 'Our Work' },
] as const;

const ANCHOR_IDS = new Set<string>(FRANCHISE_HOME_ANCHORS.map((anchor) => anchor.id));

/** The office's own content pages (services/<id>, promotions/<id>): its header's menu lists them. */
const CONTENT_PAGE = /\/(services|promotions)\/[^/#?]+\/?$/i;

/**
 * The recent franchise's own nav: the anchors on its home page, then its other pages from the
 * home page's navigation (those the anchors already cover are left out, and its own services and
 * promotion pages, which keep the bar to the rows it holds room for: the office's menu has them).
 */
export function recentFranchiseLinks(franchisePath: string, home?: FranchiseHomePage): PageLink[] {
  const base = franchisePath.replace(/^\/+|\/+$/g, '');
  const anchors = FRANCHISE_HOME_ANCHORS.map(({ id, text }) => ({ Name: id, Link: text, URL: `${base}#${id}` }));
  const pages = asArray(home?.Navigation?.Page).filter(
    (page) => page && !ANCHOR_IDS.has(page.Name?.toLowerCase()) && !CONTENT_PAGE.test(page.URL ?? '') && resolveLink(page) !== null,
  );
  return [...anchors, ...pages];
}

/** A readable name from the path when no stored or loaded name is known: offices/north-raleigh -> North Raleigh. */
export function nameFromPath(franchisePath: string): string {
  const slug = franchisePath.replace(/\/+$/, '').split('/').pop() ?? '';
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
