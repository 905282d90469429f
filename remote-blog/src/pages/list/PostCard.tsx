import { Link } from 'react-router-dom';
import { asArray } from '@handyman/contracts';
import type { BlogPostSummary } from '@handyman/platform';
import { MediaImage } from '@handyman/platform/ui';
import { formatPostDate } from '../../format-date';
import styles from './PostCard.module.css';

/** A post preview: image (or a quiet panel with a house and its category), heading link, date and summary. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const category = asArray(post.IGX_Categories?.BlogCategories)[0]?.Name;
  return (
    <article className={styles.card}>
      {post.Image ? (
        <MediaImage className={styles.image} image={post.Image} alt="" width={480} height={270} />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" data-testid="post-card-placeholder">
          <svg className={styles.placeholderIcon} viewBox="0 0 48 48" width="48" height="48" focusable="false">
            <path d="M6 22 24 8l18 14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            <path d="M11 19v21h26V19" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
            <path d="M20 40V28h8v12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
          </svg>
          <span>{category ?? 'Home tips'}</span>
        </div>
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={`/${post.SURL}`}>{post.Heading}</Link>
        </h2>
        <p className={styles.date}>
          <time dateTime={post.DatePublished}>{formatPostDate(post.DatePublished)}</time>
        </p>
        {post.Description ? <p>{post.Description}</p> : null}
      </div>
    </article>
  );
}
