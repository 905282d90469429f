import { asArray, type BlogPost } from '@handyman/contracts';
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

/**
 * The blog's filter address of a category or author name, as the blog links it: lowercase,
 * without spaces ("Kitchen and Bath" -> blog/category/kitchenandbath).
 */
export const filterPath = (filter: 'category' | 'author', name: string) => `blog/${filter}/${name.toLowerCase().replace(/\s+/g, '')}`;

/** Posts on one page of a blog list (the blog's page size). */
export const BLOG_LIST_PAGE_SIZE = 10;

/** A list's pages past the first (its first page is the list's own address). */
export function listPages(path: string, count: number, lastmod: string | undefined): SitemapEntry[] {
  const pages = Math.ceil(count / BLOG_LIST_PAGE_SIZE);
  return Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => ({ path: `${path}/page/${i + 2}`, lastmod }));
}

/**
 * The blog's lists of these posts with every page of each: the blog itself, and the category,
 * author and year pages that list at least one post, each dated by its newest post.
 */
export function blogListEntries(posts: BlogPost[]): SitemapEntry[] {
  const lists = new Map<string, { count: number; lastmod: string | undefined }>();
  const add = (path: string, lastmod: string | undefined) => {
    const list = lists.get(path) ?? { count: 0, lastmod };
    list.count += 1;
    if (lastmod && (!list.lastmod || lastmod > list.lastmod)) list.lastmod = lastmod;
    lists.set(path, list);
  };
  for (const post of posts) {
    const lastmod = lastmodOf(post.Changed, post.DateUpdated, post.DatePublished);
    const year = /^(\d{4})-/.exec(post.DatePublished ?? '')?.[1];
    add('blog', lastmod);
    for (const { Name } of asArray(post.IGX_Categories?.BlogCategories)) if (Name?.trim()) add(filterPath('category', Name), lastmod);
    for (const { Name } of asArray(post.IGX_Categories?.Authors)) if (Name?.trim()) add(filterPath('author', Name), lastmod);
    if (year) add(`blog/year/${year}`, lastmod);
  }
  return [...lists].flatMap(([path, { count, lastmod }]) => [{ path, lastmod }, ...listPages(path, count, lastmod)]);
}

/** Every corporate blog post, read a page of the search at a time, and the filter pages that list them. */
export async function blogPostEntries(read: ContentReader): Promise<SitemapEntry[]> {
  const first = await attempt(readBlogPosts(read, 1, POSTS_PER_CALL));
  if (!first) return [];
  const calls = Math.min(Math.max(Number(first.totalPages) || 1, 1), MAX_POST_CALLS);
  const rest = await Promise.all(Array.from({ length: calls - 1 }, (_, i) => attempt(readBlogPosts(read, i + 2, POSTS_PER_CALL))));
  const posts = [first, ...rest].flatMap((envelope) =>
    (envelope?.results ?? []).flatMap((result) => (result?.BlogPost ? [result.BlogPost] : [])),
  );
  const postEntries = posts.flatMap((post) => {
    const path = contentPathOf(post.SURL || post.URL);
    return path ? [{ path, lastmod: lastmodOf(post.Changed, post.DateUpdated, post.DatePublished) }] : [];
  });
  return [...postEntries, ...blogListEntries(posts)];
}
