import { useParams, useSearchParams } from 'react-router-dom';
import { searchBlogSummaries, useResource, type BlogSummaryEnvelope } from '@handyman/platform';
import { useBlogIndex } from '../../api/blog-index-page';
import { searchPath } from '../../rules/blog-links';
import { blogCrumbs, pageSuffix } from './blog-crumbs';
import { BlogFeed } from './BlogFeed';
import { MAX_SEARCH_LENGTH, paged, usePageNumber } from './page-number';

const BLOG_TITLE = 'Home Repair Tips & Advice';
const BLOG_DESCRIPTION = 'Practical home maintenance, repair and remodeling advice from our craftsmen.';
const NO_POSTS: BlogSummaryEnvelope = { path: '', results: [], totalResults: 0, page: 1, totalPages: 0, resultsPerPage: 10 };

/** /blog and /blog/page/n: every post, newest first. */
export function BlogListPage() {
  const page = usePageNumber();
  const { index } = useBlogIndex();
  const feed = useResource(`blog:list:${page}`, () => searchBlogSummaries({ page }));
  return (
    <BlogFeed
      feed={feed}
      page={page}
      pageHref={paged('/blog')}
      title={`${index?.Title || BLOG_TITLE}${pageSuffix(page)}`}
      description={`${index?.Description || BLOG_DESCRIPTION}${pageSuffix(page)}`}
      crumbs={page > 1 ? blogCrumbs(`Page ${page}`, `/blog/page/${page}`) : blogCrumbs(null, '/blog')}
      emptyText="There are no posts yet."
    />
  );
}

/**
 * /blog/search/{words} and /blog/page/n/search/{words}; /blog/search?q=words is where the sidebar
 * form lands without JavaScript.
 */
export function BlogSearchPage() {
  const page = usePageNumber();
  const [searchParams] = useSearchParams();
  const query = (useParams().query ?? searchParams.get('q') ?? '').trim();
  // Nothing to ask for an empty search; a search longer than the content service takes matches nothing.
  const answered = query !== '' && query.length <= MAX_SEARCH_LENGTH;
  // Best matches first: the content service ranks them (stemmed words, "quoted phrases", prefix*).
  const feed = useResource(answered ? `blog:search:${query}:${page}` : null, () =>
    searchBlogSummaries({ query, page, order: 'relevance' }),
  );
  const href = (n: number) => (n === 1 ? searchPath(query) : `/blog/page/${n}/search/${encodeURIComponent(query)}`);
  return (
    <BlogFeed
      feed={answered ? feed : { ...feed, data: NO_POSTS }}
      page={page}
      pageHref={href}
      caption={`Search Results for: ${query}`}
      title={`Search Results for: ${query}${pageSuffix(page)}`}
      description={`Blog articles about ${query || 'home repair'}.${pageSuffix(page)}`}
      crumbs={blogCrumbs(`Search: ${query}`, searchPath(query))}
      robots="noindex, follow"
      emptyText={query === '' ? 'Type a word to search the blog.' : `No posts match “${query}”.`}
    />
  );
}
