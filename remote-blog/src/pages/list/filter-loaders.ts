import { NotFoundError, type LoadedPage, type LoaderArgs } from '@handyman/platform/base';
import { loadCategoryNames } from '../../api/category-names';
import { authorPath, categoryPath, yearPath } from '../../rules/blog-links';
import { blogCrumbs, pageSuffix } from './blog-crumbs';
import { feedPage, loadFeed, type BlogFeedData } from './feed-page';
import { filterName } from './filter-names';
import { getBlogIndex } from './get-blog-index';
import { filterWord, paged, pageNumber } from './page-number';

/** /blog/category/{name}: the posts filed under a category (blog index call). */
export async function blogCategoryLoader(args: LoaderArgs): Promise<LoadedPage<BlogFeedData>> {
  const page = pageNumber(args);
  const slug = filterWord(args.params.category, 'category');
  const [categories, feed] = await Promise.all([
    loadCategoryNames(args),
    loadFeed(args, `blog:category:${slug}:${page}`, () => getBlogIndex({ categoryName: slug }, page)),
  ]);
  const name = filterName(slug, categories, feed, 'BlogCategories');
  return feedPage(feed, {
    page,
    pageHref: paged(`/blog/category/${encodeURIComponent(slug)}`),
    caption: `Category: ${name}`,
    title: `${name} Articles${pageSuffix(page)}`,
    description: `Home repair and maintenance articles about ${name.toLowerCase()}, from our craftsmen.${pageSuffix(page)}`,
    crumbs: blogCrumbs(name, categoryPath(name)),
    emptyIsNotFound: true,
    emptyText: `There are no posts in the category “${name}”.`,
  });
}

/** /blog/author/{name}: the posts one author wrote. */
export async function blogAuthorLoader(args: LoaderArgs): Promise<LoadedPage<BlogFeedData>> {
  const page = pageNumber(args);
  const slug = filterWord(args.params.author, 'author');
  const feed = await loadFeed(args, `blog:author:${slug}:${page}`, () => getBlogIndex({ author: slug }, page));
  const name = filterName(slug, [], feed, 'Authors');
  return feedPage(feed, {
    page,
    pageHref: paged(`/blog/author/${encodeURIComponent(slug)}`),
    caption: `Author: ${name}`,
    title: `Articles by ${name}${pageSuffix(page)}`,
    description: `Home repair and maintenance advice written by ${name}.${pageSuffix(page)}`,
    crumbs: blogCrumbs(name, authorPath(name)),
    emptyIsNotFound: true,
    emptyText: `There are no posts by “${name}”.`,
  });
}

/** /blog/year/{yyyy}: the posts published in a year. */
export async function blogYearLoader(args: LoaderArgs): Promise<LoadedPage<BlogFeedData>> {
  const page = pageNumber(args);
  const raw = args.params.year ?? '';
  if (!/^\d{4}$/.test(raw)) throw new NotFoundError(`"${raw}" is not a year`);
  const year = Number(raw);
  const feed = await loadFeed(args, `blog:year:${year}:${page}`, () => getBlogIndex({ year }, page));
  return feedPage(feed, {
    page,
    pageHref: paged(yearPath(year)),
    caption: `Year: ${year}`,
    title: `Blog Posts From ${year}${pageSuffix(page)}`,
    description: `Every home repair and maintenance article we published in ${year}.${pageSuffix(page)}`,
    crumbs: blogCrumbs(String(year), yearPath(year)),
    emptyIsNotFound: true,
    emptyText: `There are no posts from ${year}.`,
  });
}
