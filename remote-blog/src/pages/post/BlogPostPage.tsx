import { Link, useLocation } from 'react-router-dom';
import { asArray, pageOfSchema, usePage } from '@handyman/shared';
import { RichText, Spinner } from '@handyman/shared/ui';
import { formatPostDate } from '../../format-date';
import { BlogPostingJsonLd } from './BlogPostingJsonLd';
import styles from './BlogPostPage.module.css';

/** A single blog article (corporate or franchise). */
export function BlogPostPage() {
  const { pathname } = useLocation();
  const { data, error } = usePage(pathname);
  if (error) throw error;
  if (!data) return <Spinner />;
  const post = pageOfSchema(data.results[0], 'BlogPost') ?? pageOfSchema(data.results[0], 'FranchiseBlogPost');
  if (!post) return null;
  const authors = asArray(post.IGX_Categories.Authors);
  const categories = asArray(post.IGX_Categories.BlogCategories);
  return (
    <article className={`container ${styles.post}`}>
      <BlogPostingJsonLd post={post} path={pathname} />
      <h1>{post.Heading}</h1>
      <p className={styles.meta}>
        {formatPostDate(post.DatePublished)}
        {authors.map((author) => (
          <span key={author.Name}>
            {' · '}
            <Link to={`/blog/author/${author.Name.replace(/\s+/g, '')}`}>{author.Name}</Link>
          </span>
        ))}
      </p>
      <RichText className={styles.body} html={post.Post} />
      {categories.length > 0 ? (
        <p className={styles.meta}>
          Filed under:{' '}
          {categories.map((category, index) => (
            <span key={category.Name}>
              {index > 0 ? ', ' : ''}
              <Link to={`/blog/category/${category.Name.toLowerCase().replace(/\s+/g, '')}`}>{category.Name}</Link>
            </span>
          ))}
        </p>
      ) : null}
    </article>
  );
}
