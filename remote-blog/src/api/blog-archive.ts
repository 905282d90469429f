import { useResource, type ResourceView } from '@handyman/platform/base';
import { getBlogFacets } from '@handyman/platform/blog';
import { useBlogIndex } from './blog-index-page';

export const BLOG_ARCHIVE_KEY = 'blog:archive';

/** What the sidebar shows of the blog's facets: the years and the category names that list posts. */
export interface BlogArchive {
  /** Newest first. */
  years: number[];
  categories: string[];
}

/**
 * GET api/blogfacets, cut to what the sidebar shows (the authors and the counts stay out of the
 * page's state). A year the blog cannot address (not four digits) is left out.
 */
export async function getBlogArchive(): Promise<BlogArchive> {
  const facets = await getBlogFacets();
  const years = facets.years
    .filter((facet) => facet.count > 0 && /^\d{4}$/.test(facet.name))
    .map((facet) => Number(facet.name))
    .sort((a, b) => b - a);
  const categories = facets.categories.filter((facet) => facet.count > 0).map((facet) => facet.name);
  return { years: [...new Set(years)], categories: [...new Set(categories)] };
}

export function useBlogArchive(): ResourceView<BlogArchive> {
  return useResource(BLOG_ARCHIVE_KEY, getBlogArchive);
}

/**
 * The blog's category names: those that list posts, from the facets; the ones the blog index page
 * names when the facets cannot be had (the index is then loaded, otherwise not).
 */
export function useCategoryNames(): string[] {
  const archive = useBlogArchive();
  const { categories } = useBlogIndex(Boolean(archive.error));
  return archive.data?.categories ?? categories;
}
