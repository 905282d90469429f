import { Link } from 'react-router-dom';
import styles from './Pager.module.css';

const PAGE_LINKS = 3;

/** The page numbers the pager links: up to three, around the current page. */
export function pagerWindow(page: number, totalPages: number): number[] {
  const count = Math.min(PAGE_LINKS, totalPages);
  const first = Math.max(1, Math.min(page - 1, totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

export function Pager({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Blog pages">
      {page > 1 ? <Link to={href(page - 1)}>&lt; previous</Link> : null}
      {pagerWindow(page, totalPages).map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className={styles.current}>
            {number}
          </span>
        ) : (
          <Link key={number} to={href(number)}>
            {number}
          </Link>
        ),
      )}
      {page < totalPages ? <Link to={href(page + 1)}>next &gt;</Link> : null}
    </nav>
  );
}
