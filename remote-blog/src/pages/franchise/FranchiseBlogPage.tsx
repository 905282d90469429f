import { Link, useParams } from 'react-router-dom';
import { NotFoundError } from '@handyman/platform';
import { Breadcrumb, PageMeta, Spinner } from '@handyman/platform/ui';
import { formatPostDate } from '../../format-date';
import { BlogHeading } from '../../layout/BlogHeading';
import { BlogLayout } from '../../layout/BlogLayout';
import { pageSuffix } from '../list/blog-crumbs';
import { paged, pageNumber } from '../list/page-number';
import { pagerView } from '../list/pager-view';
import { Pager } from '../list/Pager';
import { useFill } from '../../office/use-fill';
import { useOfficeBlogPage } from './office-blog-page';
import styles from './FranchiseBlogPage.module.css';

/** /offices/{office}/blog and /page/n: the office's posts from its FranchiseBlogIndex, 10 a page. */
export function FranchiseBlogPage() {
  const page = pageNumber(useParams().page);
  const office = useParams().franchise ?? '';
  const base = `/offices/${office}/blog`;
  const fill = useFill();
  const { data: index, error } = useOfficeBlogPage(base, page);
  if (error) throw error;
  if (!index) return <Spinner label="Loading posts" />;
  const { posts: items, totalPages } = index;
  if (page > 1 && items.length === 0) throw new NotFoundError(`No page ${page} of ${base}`);
  return (
    <BlogLayout sidebar="franchise">
      <PageMeta
        title={`${index.Title}${pageSuffix(page)}`}
        description={index.Description ? `${index.Description}${pageSuffix(page)}` : undefined}
      />
      <Breadcrumb pages={index.Breadcrumb} />
      <BlogHeading text={index.Heading || 'Blog'} caption={index.Title} />
      {items.length === 0 ? <p className={styles.empty}>This office has not posted yet.</p> : null}
      <ul className={styles.posts} aria-label="Posts">
        {items.map((item) => (
          <li key={item.URL}>
            <article className={styles.post}>
              <h2>
                <Link to={`/${item.URL}`}>{fill(item.Name)}</Link>
              </h2>
              {item.Changed ? <time dateTime={item.Changed}>{formatPostDate(item.Changed)}</time> : null}
              <Link to={`/${item.URL}`} className={styles.more} aria-hidden="true" tabIndex={-1}>
                Read more →
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <Pager pager={pagerView(page, totalPages, paged(base))} />
    </BlogLayout>
  );
}
