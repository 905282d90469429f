import { asArray, type BlogFacet, type BlogFacets } from '@handyman/contracts';
import { contentClient } from './client';

const facetList = (list: BlogFacet[] | undefined) => asArray(list).filter((facet) => typeof facet?.name === 'string' && facet.name !== '');

/**
 * GET api/blogfacets: the corporate blog's years (newest first), categories and authors that list
 * posts. Lists a service leaves out or fills with nameless entries read as empty.
 */
export async function getBlogFacets(): Promise<BlogFacets> {
  const facets = await contentClient().get('api/blogfacets').json<Partial<BlogFacets> | null>();
  return {
    totalPosts: typeof facets?.totalPosts === 'number' ? facets.totalPosts : 0,
    years: facetList(facets?.years),
    categories: facetList(facets?.categories),
    authors: facetList(facets?.authors),
  };
}
