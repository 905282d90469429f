import { NotFoundError, useResource, type BlogPostEnvelope } from '@handyman/shared';
import { Spinner } from '@handyman/shared/ui';
import { Pager } from './Pager';
import { PostCard } from './PostCard';
import styles from './BlogFeed.module.css';

export interface BlogFeedProps {
  /** Cache key of this feed page, e.g. "blog:list:2". */
  cacheKey: string;
  load: () => Promise<BlogPostEnvelope>;
  page: number;
  /** Address of page n of this feed. */
  pageHref: (page: number) => string;
  /** Line above the posts, e.g. "Category: Seasonal Tips". */
  caption?: string;
}

/** A page of blog post previews with the pager. */
export function BlogFeed({ cacheKey, load, page, pageHref, caption }: BlogFeedProps) {
  const { data, error } = useResource(cacheKey, load);
  if (error) throw error;
  if (!data) return <Spinner />;
  if (data.results.length === 0 && page > 1) throw new NotFoundError(`No blog page ${page}`);
  return (
    <div className={`container ${styles.feed}`}>
      <h1>Blogs</h1>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
      {data.results.length === 0 ? <p>No posts found.</p> : null}
      <ul className={styles.posts}>
        {data.results.map(({ BlogPost: post }) => (
          <li key={post.SURL}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={data.totalPages} href={pageHref} />
    </div>
  );
}
