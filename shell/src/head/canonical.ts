import { canonicalUrl } from '../lib/path-rules';
import { upsertLink } from '@handyman/platform/ui';

/** Keeps the one canonical link of the document at the site base plus the normalised path. */
export function setCanonical(base: string, pathname: string): void {
  upsertLink('link[rel="canonical"]', { rel: 'canonical', href: canonicalUrl(base, pathname) });
}
