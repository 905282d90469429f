import { asArray, type BlogPost, type ContentEnvelope } from '@handyman/contracts';
import { contentClient } from './client';

export type BlogPostEnvelope = ContentEnvelope<{ BlogPost: BlogPost }>;

/**
 * A post as a list shows it (heading, link, date, picture, description, categories and authors):
 * no body, no breadcrumb. Lists keep these in the page's JSON state, so a whole post never rides
 * along with a card.
 */
export type BlogPostSummary = Pick<BlogPost, 'Heading' | 'SURL' | 'URL' | 'DatePublished'> &
  Partial<Pick<BlogPost, 'Name' | 'Title' | 'Description' | 'Image' | 'DateUpdated' | 'Changed'>> & {
    IGX_Categories: { BlogCategories?: { Name: string }[]; Authors?: { Name: string }[] };
  };

export type BlogSummaryEnvelope = ContentEnvelope<{ BlogPost: BlogPostSummary }>;

const SUMMARY_FIELDS = ['Name', 'Title', 'Description', 'Image', 'DateUpdated', 'Changed'] as const;

const names = (list: BlogPost['IGX_Categories']['BlogCategories']) => asArray(list).map(({ Name }) => ({ Name }));

/** The fields of a post a list shows; whatever else the content service sent (a body, a breadcrumb) is dropped. */
export function toPostSummary(post: BlogPost | BlogPostSummary): BlogPostSummary {
  const summary: BlogPostSummary = {
    Heading: post.Heading,
    SURL: post.SURL,
    URL: post.URL,
    DatePublished: post.DatePublished,
    IGX_Categories: {},
  };
  for (const field of SUMMARY_FIELDS) if (post[field] !== undefined) Object.assign(summary, { [field]: post[field] });
  const { BlogCategories, Authors } = post.IGX_Categories ?? {};
  if (BlogCategories !== undefined) summary.IGX_Categories.BlogCategories = names(BlogCategories);
  if (Authors !== undefined) summary.IGX_Categories.Authors = names(Authors);
  return summary;
}

/** An envelope of posts with each post cut to its summary (a CMS that ignores fields=summary sends bodies). */
export function toSummaryEnvelope(envelope: ContentEnvelope<{ BlogPost: BlogPost | BlogPostSummary }>): BlogSummaryEnvelope {
  return { ...envelope, results: asArray(envelope.results).map((result) => ({ BlogPost: toPostSummary(result.BlogPost) })) };
}

export interface BlogSearch {
  query?: string;
  page?: number;
  resultsPerPage?: number;
}

/** GET api/search for blog posts, newest first, whole posts (bodies included). */
export function searchBlogPosts({ query, page = 1, resultsPerPage = 10 }: BlogSearch = {}): Promise<BlogPostEnvelope> {
  return contentClient()
    .get('api/search', { searchParams: searchParams({ query, page, resultsPerPage }) })
    .json<BlogPostEnvelope>();
}

/** Newest first, or best match first (a search's order: without words it is newest first too). */
export type BlogOrder = 'newest' | 'relevance';

/** GET api/search for a list of blog posts: summaries (fields=summary), each cut to what a card shows. */
export async function searchBlogSummaries({
  order = 'newest',
  ...search
}: BlogSearch & { order?: BlogOrder } = {}): Promise<BlogSummaryEnvelope> {
  const params = searchParams(search, order);
  params.set('fields', 'summary');
  return toSummaryEnvelope(await contentClient().get('api/search', { searchParams: params }).json<BlogPostEnvelope>());
}

function searchParams({ query, page = 1, resultsPerPage = 10 }: BlogSearch, order: BlogOrder = 'newest'): URLSearchParams {
  const params = new URLSearchParams({
    filters: 'type=BlogPost',
    sort: order === 'relevance' ? 'relevance' : 'DatePublished=dec',
    page: String(page),
    resultsPerPage: String(resultsPerPage),
  });
  if (query) params.set('query', query);
  return params;
}
