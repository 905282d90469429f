import type { BlogFacet } from '@handyman/contracts';
import { lastmodOf, pagedListEntries, type RouteSitemap, type SitemapArgs, type SitemapEntry } from '@handyman/platform/base';
import { getBlogFacets } from '@handyman/platform/blog';
import { authorPath, categoryPath, yearPath } from '../../rules/blog-links';
import { BLOG_PAGE_SIZE } from '../franchise/page-of-items';

// The corporate blog's lists for the sitemap, from the blog's facets (a light call however many
// posts there are): each list that has posts, with every page of it, dated by its newest post.
// Search results are never listed (they are not indexed).

/** The facets, read once for all the blog's listers in a sitemap build. */
const facetsOf = ({ load }: SitemapArgs) => load('blog:facets', getBlogFacets);

/** A facet's list and its further pages; a list with no posts is not a page (it answers 404). */
const listOf = (path: string, { count, lastmod }: Pick<BlogFacet, 'count' | 'lastmod'>): SitemapEntry[] =>
  count > 0 ? pagedListEntries(path.replace(/^\//, ''), count, BLOG_PAGE_SIZE, lastmodOf(lastmod)) : [];

/** /blog and its pages: listed even while the blog has no post (the list answers 200). */
export const blogListSitemap: RouteSitemap = async (args) => {
  const { totalPosts, years } = await facetsOf(args);
  return pagedListEntries('blog', totalPosts, BLOG_PAGE_SIZE, lastmodOf(...years.map((year) => year.lastmod)));
};

export const categorySitemap: RouteSitemap = async (args) =>
  (await facetsOf(args)).categories.filter(({ name }) => name.trim()).flatMap((facet) => listOf(categoryPath(facet.name), facet));

export const authorSitemap: RouteSitemap = async (args) =>
  (await facetsOf(args)).authors.filter(({ name }) => name.trim()).flatMap((facet) => listOf(authorPath(facet.name), facet));

export const yearSitemap: RouteSitemap = async (args) =>
  (await facetsOf(args)).years.filter(({ name }) => /^\d{4}$/.test(name)).flatMap((facet) => listOf(yearPath(Number(facet.name)), facet));
