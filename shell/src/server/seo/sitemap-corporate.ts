import { routeTable, toContentPath } from '@handyman/platform';
import type { ContentReader } from './content-reader';
import { attempt, readAnyPage, readBlogPosts } from './read-content';
import { contentPathOf, lastmodOf, type SitemapEntry } from './site-url';

/** Home, office finder, blog index and the route table's own corporate content pages (/careers, ...). */
const CORPORATE_PATHS = [
  '/',
  '/offices',
  '/blog',
  ...routeTable.flatMap(({ path, target }) =>
    target.kind === 'shell' && target.page === 'contentPage' && target.contentPath === undefined && !path.includes(':') ? [path] : [],
  ),
].map(toContentPath);

const POSTS_PER_CALL = 100;
/** A guard against a content service that never stops reporting more pages. */
const MAX_POST_CALLS = 200;

/** The corporate pages the content service answers, with their last change. */
export async function corporateEntries(read: ContentReader): Promise<SitemapEntry[]> {
  const pages = await Promise.all(CORPORATE_PATHS.map((path) => attempt(readAnyPage(read, path))));
  return CORPORATE_PATHS.flatMap((path, i) => {
    const page = pages[i];
    return page ? [{ path, lastmod: lastmodOf(page.Changed) }] : [];
  });
}

/** Every corporate blog post, read a page of the search at a time. */
export async function blogPostEntries(read: ContentReader): Promise<SitemapEntry[]> {
  const first = await attempt(readBlogPosts(read, 1, POSTS_PER_CALL));
  if (!first) return [];
  const calls = Math.min(Math.max(Number(first.totalPages) || 1, 1), MAX_POST_CALLS);
  const rest = await Promise.all(Array.from({ length: calls - 1 }, (_, i) => attempt(readBlogPosts(read, i + 2, POSTS_PER_CALL))));
  return [first, ...rest].flatMap((envelope) =>
    (envelope?.results ?? []).flatMap((result) => {
      const post = result?.BlogPost;
      const path = contentPathOf(post?.SURL || post?.URL);
      return post && path ? [{ path, lastmod: lastmodOf(post.Changed, post.DateUpdated, post.DatePublished) }] : [];
    }),
  );
}
