import { Link } from 'react-router-dom';
import { asArray, type BlogPost } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/ui';
import { formatPostDate } from '../../format-date';
import styles from './PostCard.module.css';

/** A post preview: image (or a panel naming its category), heading link, date and summary. */
export function PostCard({ post }: { post: BlogPost }) {
  const category = asArray(post.IGX_Categories?.BlogCategories)[0]?.Name;
  return (
    <article className={styles.card}>
      {post.Image ? (
        <MediaImage className={styles.image} image={post.Image} alt="" width={480} height={270} />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          {category ?? 'Home tips'}
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
