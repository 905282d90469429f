import { Link } from 'react-router-dom';
import { asArray, type BlogPost } from '@handyman/contracts';
import { formatPostDate } from '../../format-date';
import { authorPath, categoryPath } from '../../rules/blog-links';
import styles from './BlogPostPage.module.css';

/**
 * Author, dates and categories of a post. Authors link to their corporate list; an office's post
 * names its author without a link, as the corporate blog holds no posts of office authors.
 */
export function PostByline({ post, linkAuthors }: { post: BlogPost; linkAuthors: boolean }) {
  const authors = asArray(post.IGX_Categories?.Authors);
  const updated = post.DateUpdated && post.DateUpdated.slice(0, 10) !== post.DatePublished.slice(0, 10) ? post.DateUpdated : undefined;
  return (
    <p className={styles.meta}>
      {authors.length > 0 ? (
        <span>
          By{' '}
          {authors.map((author, index) => (
            <span key={author.Name}>
              {index > 0 ? ', ' : ''}
              {linkAuthors ? <Link to={authorPath(author.Name)}>{author.Name}</Link> : author.Name}
            </span>
          ))}
        </span>
      ) : null}
      <span>
        Published <time dateTime={post.DatePublished}>{formatPostDate(post.DatePublished)}</time>
      </span>
      {updated ? (
        <span>
          Updated <time dateTime={updated}>{formatPostDate(updated)}</time>
        </span>
      ) : null}
    </p>
  );
}

export function PostCategories({ post }: { post: BlogPost }) {
  const categories = asArray(post.IGX_Categories?.BlogCategories);
  if (categories.length === 0) return null;
  return (
    <p className={styles.categories}>
      <span>Filed under:</span>
      {categories.map((category) => (
        <Link key={category.Name} to={categoryPath(category.Name)} className={styles.tag}>
          {category.Name}
        </Link>
      ))}
    </p>
  );
}
