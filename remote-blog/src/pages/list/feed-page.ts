import type { PageLink } from '@handyman/contracts';
import { NotFoundError, responseStatusOf, type LoadedPage, type LoaderArgs } from '@handyman/platform/base';
import type { BlogSummaryEnvelope } from '@handyman/platform/blog';
import { BLOG_FEED } from '../../rules/blog-feed';
import { postCards, type PostCardView } from './feed-view';
import { pagerView, type PagerView } from './pager-view';

/** What a page of a blog list draws: plain fields, worked out by its loader. */
export interface BlogFeedData {
  /** The line in the heading after "Blogs", e.g. "Category: Safety · Page 2". */
  caption?: string;
  crumbs: PageLink[];
  posts: PostCardView[];
  /** Shown instead of posts when there are none. */
  emptyText: string;
  pager: PagerView | null;
}

/** What one list page is: its page of the feed, its words and its addresses. */
export interface FeedPageSpec {
  page: number;
  /** Address of page n of this feed. */
  pageHref: (page: number) => string;
  /** Says what the list holds, e.g. "Category: Seasonal Tips". */
  caption?: string;
  title: string;
  description: string;
  crumbs: PageLink[];
  emptyText: string;
  /**
   * A filter (category, author, year) that lists nothing names no page of the blog: its answer is
   * a 404 (the empty text still shows), so search engines never index an empty list.
   */
  emptyIsNotFound?: boolean;
  /** Robots directive of the page (search results are noindex: they are endless and thin). */
  robots?: string;
}

/**
 * A page of a feed from the render's content cache. A 400 is the content service refusing what the
 * address holds (a page number, name or search it cannot take): that address names no page of the
 * blog, so it is not found, never an error screen. The loaders check the simple rules before
 * calling; this covers any the service adds.
 */
export async function loadFeed(args: LoaderArgs, key: string, fetch: () => Promise<BlogSummaryEnvelope>): Promise<BlogSummaryEnvelope> {
  try {
    return await args.load(key, fetch);
  } catch (error) {
    throw responseStatusOf(error) === 400 ? new NotFoundError(`The content service refused ${args.url.pathname}`) : error;
  }
}

/** A list page from its page of the feed: its data, head and status; a page past the last is not found. */
export function feedPage(feed: BlogSummaryEnvelope, spec: FeedPageSpec): LoadedPage<BlogFeedData> {
  const { page } = spec;
  const empty = feed.results.length === 0;
  if (empty && page > 1) throw new NotFoundError(`No blog page ${page}`);
  const notFound = empty && Boolean(spec.emptyIsNotFound);
  const robots = notFound ? 'noindex' : spec.robots;
  const caption = [spec.caption, page > 1 ? `Page ${page}` : undefined].filter(Boolean).join(' · ');
  return {
    data: {
      ...(caption ? { caption } : {}),
      crumbs: spec.crumbs,
      posts: postCards(feed),
      emptyText: spec.emptyText,
      pager: pagerView(page, feed.totalPages, spec.pageHref),
    },
    head: { title: spec.title, description: spec.description, ...(robots ? { robots } : {}), feed: BLOG_FEED },
    ...(notFound ? { status: 404 } : {}),
  };
}
