import { Link } from 'react-router-dom';
import { Breadcrumb } from '@handyman/platform/base';
import { formatPostDate } from '../../format-date';
import { BlogHeading } from '../../layout/BlogHeading';
import { BlogLayout } from '../../layout/BlogLayout';
import { Pager } from '../list/Pager';
import { useFill } from '../../office/use-fill';
import type { OfficeBlogData } from './franchise-blog-loader';
import styles from './FranchiseBlogPage.module.css';

/** A page of an office's blog: its posts with their dates, names filled with the office's values. */
export function FranchiseBlogPage({ data }: { data: OfficeBlogData }) {
  const fill = useFill();
  return (
    <BlogLayout sidebar="franchise">
      <Breadcrumb pages={data.crumbs} />
      <BlogHeading text={data.heading} caption={data.caption} />
      {data.posts.length === 0 ? <p className={styles.empty}>This office has not posted yet.</p> : null}
      <ul className={styles.posts} aria-label="Posts">
        {data.posts.map((post) => (
          <li key={post.href}>
            <article className={styles.post}>
              <h2>
                <Link to={post.href}>{fill(post.name)}</Link>
              </h2>
              {post.changed ? <time dateTime={post.changed}>{formatPostDate(post.changed)}</time> : null}
              <Link to={post.href} className={styles.more} aria-hidden="true" tabIndex={-1}>
                Read more →
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <Pager pager={data.pager} />
    </BlogLayout>
  );
}
