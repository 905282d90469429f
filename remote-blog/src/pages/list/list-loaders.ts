import type { LoadedPage, LoaderArgs } from '@handyman/platform/base';
import { searchBlogSummaries, type BlogSummaryEnvelope } from '@handyman/platform/blog';
import { loadBlogIndex } from '../../api/blog-index-view';
import { searchPath } from '../../rules/blog-links';
import { blogCrumbs, pageSuffix } from './blog-crumbs';
import { feedPage, loadFeed, type BlogFeedData } from './feed-page';
import { MAX_SEARCH_LENGTH, paged, pageNumber } from './page-number';

const BLOG_TITLE = 'Home Repair Tips & Advice';
const BLOG_DESCRIPTION = 'Practical home maintenance, repair and remodeling advice from our craftsmen.';
const NO_POSTS: BlogSummaryEnvelope = { path: '', results: [], totalResults: 0, page: 1, totalPages: 0, resultsPerPage: 10 };

/** /blog and /blog/page/n: every post, newest first, titled by the blog index page. */
export async function blogListLoader(args: LoaderArgs): Promise<LoadedPage<BlogFeedData>> {
  const page = pageNumber(args);
  const [index, feed] = await Promise.all([loadBlogIndex(args), loadFeed(args, `blog:list:${page}`, () => searchBlogSummaries({ page }))]);
  return feedPage(feed, {
    page,
    pageHref: paged('/blog'),
    title: `${index.title || BLOG_TITLE}${pageSuffix(page)}`,
    description: `${index.description || BLOG_DESCRIPTION}${pageSuffix(page)}`,
    crumbs: page > 1 ? blogCrumbs(`Page ${page}`, `/blog/page/${page}`) : blogCrumbs(null, '/blog'),
    emptyText: 'There are no posts yet.',
  });
}

/**
 * /blog/search/{words} and /blog/page/n/search/{words}; /blog/search?q=words is where the sidebar
 * form lands without JavaScript.
 */
export async function blogSearchLoader(args: LoaderArgs): Promise<LoadedPage<BlogFeedData>> {
  const page = pageNumber(args);
  const query = (args.params.query ?? args.url.searchParams.get('q') ?? '').trim();
  // Nothing to ask for an empty search; a search longer than the content service takes matches nothing.
  const answered = query !== '' && query.length <= MAX_SEARCH_LENGTH;
  // Best matches first: the content service ranks them (stemmed words, "quoted phrases", prefix*).
  const feed = answered
    ? await loadFeed(args, `blog:search:${query}:${page}`, () => searchBlogSummaries({ query, page, order: 'relevance' }))
    : NO_POSTS;
  return feedPage(feed, {
    page,
    pageHref: (n) => (n === 1 ? searchPath(query) : `/blog/page/${n}/search/${encodeURIComponent(query)}`),
    caption: `Search Results for: ${query}`,
    title: `Search Results for: ${query}${pageSuffix(page)}`,
    description: `Blog articles about ${query || 'home repair'}.${pageSuffix(page)}`,
    crumbs: blogCrumbs(`Search: ${query}`, searchPath(query)),
    robots: 'noindex, follow',
    emptyText: query === '' ? 'Type a word to search the blog.' : `No posts match “${query}”.`,
  });
}
