import { Link } from 'react-router-dom';
import { MediaImage } from '@handyman/platform/base';
import { formatPostDate } from '../../format-date';
import type { PostCardView } from './feed-view';
import styles from './PostCard.module.css';

/**
 * A card's width: one across a phone, two from 768 px, two beside the 300 px sidebar and its 48 px
 * gap from 992 (less the card's border).
 */
const POST_CARD_SIZES =
  '(min-width: 1300px) 408px, (min-width: 1200px) 388px, (min-width: 992px) calc((100vw - 424px) / 2), (min-width: 768px) calc((100vw - 76px) / 2), calc(100vw - 34px)';

/**
 * A post preview: image (or a quiet panel with a house and its category), heading link, date and
 * summary. The list's first card has `priority`: its photo is the page's largest picture on a phone.
 */
export function PostCard({ post, priority = false }: { post: PostCardView; priority?: boolean }) {
  return (
    <article className={styles.card}>
      {post.image ? (
        <MediaImage
          className={styles.image}
          image={post.image}
          alt=""
          width={480}
          height={270}
          sizes={POST_CARD_SIZES}
          priority={priority}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" data-testid="post-card-placeholder">
          <svg className={styles.placeholderIcon} viewBox="0 0 48 48" width="48" height="48" focusable="false">
            <path d="M6 22 24 8l18 14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            <path d="M11 19v21h26V19" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
            <path d="M20 40V28h8v12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
          </svg>
          <span>{post.category ?? 'Home tips'}</span>
        </div>
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={post.href}>{post.heading}</Link>
        </h2>
        <p className={styles.date}>
          <time dateTime={post.published}>{formatPostDate(post.published)}</time>
        </p>
        {post.description ? <p>{post.description}</p> : null}
      </div>
    </article>
  );
}
