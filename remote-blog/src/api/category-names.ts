import type { LoaderArgs } from '@handyman/platform/base';
import { BLOG_ARCHIVE_KEY, getBlogArchive } from './blog-archive';
import { loadBlogIndex } from './blog-index-view';

/**
 * The blog's category names for a loader: those that list posts, from the facets (the same cache
 * entry the sidebar reads); the ones the blog index page names when the facets cannot be had.
 */
export async function loadCategoryNames(args: LoaderArgs): Promise<string[]> {
  try {
    return (await args.load(BLOG_ARCHIVE_KEY, getBlogArchive)).categories;
  } catch {
    return (await loadBlogIndex(args)).categories;
  }
}
