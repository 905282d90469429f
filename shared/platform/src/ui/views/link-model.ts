import type { PageLink } from '@handyman/contracts';
import { linkText, resolveLink, type ContentLinkKind } from '../content-link';

/** A link from content as components show it: where it goes, how it opens and its text. */
export interface LinkModel {
  href: string;
  kind: ContentLinkKind;
  text: string;
}

/** The link of a CMS page link, or null when it has no address or a refused scheme (resolveLink). */
export function linkModel(page: PageLink | null | undefined, newTab = false): LinkModel | null {
  const link = page ? resolveLink(page, newTab) : null;
  if (!page || !link) return null;
  return { ...link, text: linkText(page) };
}
