import { useParams } from 'react-router-dom';
import { getBlogIndex } from './get-blog-index';
import { NotFoundError, useResource } from '@handyman/platform';
import { useCategoryNames } from '../../api/blog-archive';
import { authorPath, categoryPath, yearPath } from '../../rules/blog-links';
import { blogCrumbs, pageSuffix } from './blog-crumbs';
import { BlogFeed } from './BlogFeed';
import { filterName } from './filter-names';
import { paged, useFilterWord, usePageNumber } from './page-number';

/** /blog/category/{name}: the posts filed under a category (blog index call). */
export function BlogCategoryPage() {
  const page = usePageNumber();
  const slug = useFilterWord('category');
  const categories = useCategoryNames();
  const feed = useResource(`blog:category:${slug}:${page}`, () => getBlogIndex({ categoryName: slug }, page));
  const name = filterName(slug, categories, feed.data, 'BlogCategories');
  return (
    <BlogFeed
      feed={feed}
      page={page}
      pageHref={paged(`/blog/category/${encodeURIComponent(slug)}`)}
      caption={`Category: ${name}`}
      title={`${name} Articles${pageSuffix(page)}`}
      description={`Home repair and maintenance articles about ${name.toLowerCase()}, from our craftsmen.${pageSuffix(page)}`}
      crumbs={blogCrumbs(name, categoryPath(name))}
      emptyIsNotFound
      emptyText={`There are no posts in the category “${name}”.`}
    />
  );
}

/** /blog/author/{name}: the posts one author wrote. */
export function BlogAuthorPage() {
  const page = usePageNumber();
  const slug = useFilterWord('author');
  const feed = useResource(`blog:author:${slug}:${page}`, () => getBlogIndex({ author: slug }, page));
  const name = filterName(slug, [], feed.data, 'Authors');
  return (
    <BlogFeed
      feed={feed}
      page={page}
      pageHref={paged(`/blog/author/${encodeURIComponent(slug)}`)}
      caption={`Author: ${name}`}
      title={`Articles by ${name}${pageSuffix(page)}`}
      description={`Home repair and maintenance advice written by ${name}.${pageSuffix(page)}`}
      crumbs={blogCrumbs(name, authorPath(name))}
      emptyIsNotFound
      emptyText={`There are no posts by “${name}”.`}
    />
  );
}

/** /blog/year/{yyyy}: the posts published in a year. */
export function BlogYearPage() {
  const page = usePageNumber();
  const raw = useParams().year ?? '';
  const year = Number(raw);
  if (!/^\d{4}$/.test(raw)) throw new NotFoundError(`"${raw}" is not a year`);
  const feed = useResource(`blog:year:${year}:${page}`, () => getBlogIndex({ year }, page));
  return (
    <BlogFeed
      feed={feed}
      page={page}
      pageHref={paged(yearPath(year))}
      caption={`Year: ${year}`}
      title={`Blog Posts From ${year}${pageSuffix(page)}`}
      description={`Every home repair and maintenance article we published in ${year}.${pageSuffix(page)}`}
      crumbs={blogCrumbs(String(year), yearPath(year))}
      emptyIsNotFound
      emptyText={`There are no posts from ${year}.`}
    />
  );
}
