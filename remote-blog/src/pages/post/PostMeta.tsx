import { Link } from 'react-router-dom';
import { formatPostDate } from '../../format-date';
import type { PostView } from './post-view';
import styles from './BlogPostPage.module.css';

/** Author, dates of a post. An author with a list on the corporate blog links to it. */
export function PostByline({ authors, published, updated }: Pick<PostView, 'authors' | 'published' | 'updated'>) {
  return (
    <p className={styles.meta}>
      {authors.length > 0 ? (
        <span>
          By{' '}
          {authors.map((author, index) => (
            <span key={author.name}>
              {index > 0 ? ', ' : ''}
              {author.href ? <Link to={author.href}>{author.name}</Link> : author.name}
            </span>
          ))}
        </span>
      ) : null}
      <span>
        Published <time dateTime={published}>{formatPostDate(published)}</time>
      </span>
      {updated ? (
        <span>
          Updated <time dateTime={updated}>{formatPostDate(updated)}</time>
        </span>
      ) : null}
    </p>
  );
}

/** The categories a post is filed under, each to its list. */
export function PostCategories({ categories }: Pick<PostView, 'categories'>) {
  if (categories.length === 0) return null;
  return (
    <p className={styles.categories}>
      <span>Filed under:</span>
      {categories.map((category) => (
        <Link key={category.name} to={category.href} className={styles.tag}>
          {category.name}
        </Link>
      ))}
    </p>
  );
}
