import { Link } from 'react-router-dom';
import { NotFoundError, responseStatusOf, useServerRecord, type BlogSummaryEnvelope, type ResourceView } from '@handyman/platform';
import { type PageLink } from '@handyman/contracts';
import { Breadcrumb, PageMeta, Spinner } from '@handyman/platform/ui';
import { BlogHeading } from '../../layout/BlogHeading';
import { BlogLayout } from '../../layout/BlogLayout';
import { Pager } from './Pager';
import { PostCard } from './PostCard';
import styles from './BlogFeed.module.css';

export interface BlogFeedProps {
  /** This page of the feed, from useResource (the page names its filter from the posts). */
  feed: ResourceView<BlogSummaryEnvelope>;
  page: number;
  /** Address of page n of this feed. */
  pageHref: (page: number) => string;
  /** Line above the posts, e.g. "Category: Seasonal Tips". */
  caption?: string;
  title: string;
  description: string;
  crumbs: PageLink[];
  /** Shown instead of posts when there are none. */
  emptyText?: string;
  /**
   * A filter (category, author, year) that lists nothing names no page of the blog: its answer is
   * a 404 (the empty text still shows), so search engines never index an empty list.
   */
  emptyIsNotFound?: boolean;
  /** Robots directive of the page (search results are noindex: they are endless and thin). */
  robots?: string;
}

/** Tells the server's answer what the list's content makes of it (nothing in the browser). */
function useListAnswer(empty: boolean, emptyIsNotFound: boolean, robots: string | undefined): void {
  const record = useServerRecord();
  if (!record) return;
  if (empty && emptyIsNotFound) {
    record.status = 404;
    record.head.robots = 'noindex';
  } else if (robots) record.head.robots = robots;
}

/** A page of blog post previews with its pager, breadcrumb, title and the sidebar. */
export function BlogFeed({ feed, page, pageHref, caption, title, description, crumbs, emptyText, emptyIsNotFound, robots }: BlogFeedProps) {
  const { data, error } = feed;
  useListAnswer(data?.results.length === 0, Boolean(emptyIsNotFound), robots);
  // A 400 is the content service refusing what the address holds (a page number, name or search it
  // cannot take): that address names no page of the blog, so it is not found, never an error screen.
  // The pages check the simple rules before calling; this covers any the service adds.
  if (error) throw responseStatusOf(error) === 400 ? new NotFoundError(`The content service refused ${pageHref(page)}`) : error;
  if (data && data.results.length === 0 && page > 1) throw new NotFoundError(`No blog page ${page}`);
  return (
    <BlogLayout sidebar="corporate">
      <PageMeta title={title} description={description} />
      <Breadcrumb pages={crumbs} />
      <BlogHeading text="Blogs" caption={[caption, page > 1 ? `Page ${page}` : undefined].filter(Boolean).join(' · ') || undefined} />
      {!data ? <Spinner label="Loading posts" /> : null}
      {data && data.results.length === 0 ? (
        <div className={styles.empty}>
          <p>{emptyText ?? 'No posts found.'}</p>
          <p>
            Try the search box, or <Link to="/blog">read the latest posts</Link>.
          </p>
        </div>
      ) : null}
      {data && data.results.length > 0 ? (
        <ul className={styles.posts} aria-label="Posts">
          {data.results.map(({ BlogPost: post }) => (
            <li key={post.SURL}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <Pager page={page} totalPages={data.totalPages} href={pageHref} /> : null}
    </BlogLayout>
  );
}
