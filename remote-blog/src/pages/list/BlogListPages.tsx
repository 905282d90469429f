import { useParams } from 'react-router-dom';
import { getBlogIndex, NotFoundError, searchBlogPosts } from '@handyman/shared';
import { BlogFeed } from './BlogFeed';

/** The page number from the address (1 when absent); anything else is not a page. */
export function usePageNumber(): number {
  const { page } = useParams();
  if (page === undefined) return 1;
  const number = Number(page);
  if (!Number.isInteger(number) || number < 1) throw new NotFoundError(`"${page}" is not a page number`);
  return number;
}

const paged = (base: string) => (page: number) => (page === 1 ? base : `${base}/page/${page}`);

export function BlogListPage() {
  const page = usePageNumber();
  return <BlogFeed cacheKey={`blog:list:${page}`} load={() => searchBlogPosts({ page })} page={page} pageHref={paged('/blog')} />;
}

export function BlogSearchPage() {
  const page = usePageNumber();
  const query = useParams().query ?? '';
  const href = (n: number) => (n === 1 ? `/blog/search/${encodeURIComponent(query)}` : `/blog/page/${n}/search/${encodeURIComponent(query)}`);
  return (
    <BlogFeed
      cacheKey={`blog:search:${query}:${page}`}
      load={() => searchBlogPosts({ query, page })}
      page={page}
      pageHref={href}
      caption={`Search Results for: ${query}`}
    />
  );
}

export function BlogCategoryPage() {
  const page = usePageNumber();
  const category = useParams().category ?? '';
  return (
    <BlogFeed
      cacheKey={`blog:category:${category}:${page}`}
      load={() => getBlogIndex({ categoryName: category }, page)}
      page={page}
      pageHref={paged(`/blog/category/${category}`)}
      caption={`Category: ${category.replace(/-/g, ' ')}`}
    />
  );
}

export function BlogAuthorPage() {
  const page = usePageNumber();
  const author = useParams().author ?? '';
  return (
    <BlogFeed
      cacheKey={`blog:author:${author}:${page}`}
      load={() => getBlogIndex({ author }, page)}
      page={page}
      pageHref={paged(`/blog/author/${author}`)}
      caption={`Author: ${author}`}
    />
  );
}

export function BlogYearPage() {
  const page = usePageNumber();
  const year = Number(useParams().year);
  if (!Number.isInteger(year) || year < 1900 || year > 9999) throw new NotFoundError('Not a year');
  return (
    <BlogFeed
      cacheKey={`blog:year:${year}:${page}`}
      load={() => getBlogIndex({ year }, page)}
      page={page}
      pageHref={paged(`/blog/year/${year}`)}
      caption={`Year: ${year}`}
    />
  );
}
