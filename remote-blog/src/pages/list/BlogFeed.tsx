import { Link } from 'react-router-dom';
import { Breadcrumb } from '@handyman/platform/base';
import { BlogHeading } from '../../layout/BlogHeading';
import { BlogLayout } from '../../layout/BlogLayout';
import type { BlogFeedData } from './feed-page';
import { Pager } from './Pager';
import { PostCard } from './PostCard';
import styles from './BlogFeed.module.css';

/** A page of blog post previews with its pager, breadcrumb, heading and the sidebar. */
export function BlogFeed({ data }: { data: BlogFeedData }) {
  return (
    <BlogLayout sidebar="corporate">
      <Breadcrumb pages={data.crumbs} />
      <BlogHeading text="Blogs" caption={data.caption} />
      {data.posts.length === 0 ? (
        <div className={styles.empty}>
          <p>{data.emptyText}</p>
          <p>
            Try the search box, or <Link to="/blog">read the latest posts</Link>.
          </p>
        </div>
      ) : (
        <ul className={styles.posts} aria-label="Posts">
          {data.posts.map((post, index) => (
            <li key={post.href}>
              <PostCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pager pager={data.pager} />
    </BlogLayout>
  );
}
