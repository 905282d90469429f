import { canonicalUrl } from '@handyman/shared';
import { upsertLink } from '@handyman/shared/ui';

/** Keeps the one canonical link of the document at the site base plus the normalised path. */
export function setCanonical(base: string, pathname: string): void {
  upsertLink('link[rel="canonical"]', { rel: 'canonical', href: canonicalUrl(base, pathname) });
}
