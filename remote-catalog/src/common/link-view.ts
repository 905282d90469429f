import type { PageLink } from '@handyman/contracts';
import { linkHref, linkText } from '@handyman/platform/base';

/** A content link as the catalog's own components draw it: where it goes and what it says. */
export interface LinkView {
  href: string;
  text: string;
}

/** The link's address (a refused scheme gives '') and its text (Link, else Name). */
export const toLinkView = (page: PageLink): LinkView => ({ href: linkHref(page), text: linkText(page) });

export const toLinkViews = (pages: PageLink[] | undefined): LinkView[] => (Array.isArray(pages) ? pages : []).map(toLinkView);
