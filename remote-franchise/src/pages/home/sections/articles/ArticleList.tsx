import type { PageLink } from '@handyman/shared';
import { TrayLink } from '@handyman/shared/trays';
import styles from './Articles.module.css';

const dateText = (iso: string | undefined) => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : new Date(time).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
};

/** Article cards: title linking to the post and its date. */
export function ArticleList({ posts }: { posts: PageLink[] }) {
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.URL} className={styles.card}>
          {post.Changed ? <p className={styles.date}>{dateText(post.Changed)}</p> : null}
          <TrayLink page={post} className={styles.title} />
        </li>
      ))}
    </ul>
  );
}
