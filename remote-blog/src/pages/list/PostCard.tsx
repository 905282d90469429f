import { Link } from 'react-router-dom';
import type { BlogPost } from '@handyman/shared';
import { MediaImage } from '@handyman/shared/ui';
import { formatPostDate } from '../../format-date';
import styles from './PostCard.module.css';

export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className={styles.card}>
      {post.Image ? <MediaImage className={styles.image} image={post.Image} alt="" width={480} height={270} /> : null}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={`/${post.SURL}`}>{post.Heading}</Link>
        </h2>
        <p className={styles.date}>{formatPostDate(post.DatePublished)}</p>
        {post.Description ? <p>{post.Description}</p> : null}
      </div>
    </article>
  );
}
