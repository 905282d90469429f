import { asArray } from '@handyman/contracts';
import type { BlogSummaryEnvelope } from '@handyman/platform/blog';
import { sameName } from '../../rules/blog-links';

type NameList = 'BlogCategories' | 'Authors';

/**
 * The display name of a filter from the address ("kitchenandbath" -> "Kitchen and Bath"): the
 * first known name that matches it, else the address word with hyphens read as spaces.
 */
export function filterName(slug: string, known: string[], feed: BlogSummaryEnvelope | undefined, list: NameList): string {
  const fromPosts = (feed?.results ?? []).flatMap(({ BlogPost: post }) => asArray(post.IGX_Categories?.[list]).map((item) => item.Name));
  return [...known, ...fromPosts].find((name) => sameName(slug, name)) ?? slug.replace(/-/g, ' ');
}
