import type { BlogFacets } from '@handyman/contracts';
import { lastmodOf, type SitemapEntry } from './site-url';

/**
 * The blog's filter address of a category or author name, as the blog links it: lowercase,
 * without spaces ("Kitchen and Bath" -> blog/category/kitchenandbath).
 */
export const filterPath = (filter: 'category' | 'author', name: string) => `blog/${filter}/${name.toLowerCase().replace(/\s+/g, '')}`;

/** Posts on one page of a blog list (the blog's page size). */
export const BLOG_LIST_PAGE_SIZE = 10;

/** A list's address and its pages past the first (/page/2, ...), all dated by its newest post. */
export function listWithPages(path: string, count: number, lastmod: string | undefined): SitemapEntry[] {
  const pages = Math.ceil(count / BLOG_LIST_PAGE_SIZE);
  return [{ path, lastmod }, ...Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => ({ path: `${path}/page/${i + 2}`, lastmod }))];
}

/**
 * The corporate blog's lists with every page of each, from its facets: the blog itself, and the
 * category, author and year pages that list at least one post, each dated by its newest post.
 */
export function blogListEntries({ totalPosts, years, categories, authors }: BlogFacets): SitemapEntry[] {
  const newest = lastmodOf(...years.map((year) => year.lastmod));
  const lists = [
    { path: 'blog', count: totalPosts, lastmod: newest },
    ...categories.filter(({ name }) => name.trim()).map((facet) => ({ ...facet, path: filterPath('category', facet.name) })),
    ...authors.filter(({ name }) => name.trim()).map((facet) => ({ ...facet, path: filterPath('author', facet.name) })),
    ...years.filter(({ name }) => /^\d{4}$/.test(name)).map((facet) => ({ ...facet, path: `blog/year/${facet.name}` })),
  ];
  return lists
    .filter(({ path, count }) => path === 'blog' || count > 0)
    .flatMap(({ path, count, lastmod }) => listWithPages(path, count, lastmodOf(lastmod)));
}
