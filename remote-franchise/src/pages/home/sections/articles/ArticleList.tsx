import type { PageLink } from '@handyman/contracts';
import { formatLongDate } from '@handyman/platform/base';
import { TrayLink } from '@handyman/trays';
import styles from './Articles.module.css';

/** Article cards: title linking to the post and its date. */
export function ArticleList({ posts }: { posts: PageLink[] }) {
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.URL} className={styles.card}>
          {post.Changed ? <p className={styles.date}>{formatLongDate(post.Changed)}</p> : null}
          <TrayLink page={post} className={styles.title} />
        </li>
      ))}
    </ul>
  );
}
