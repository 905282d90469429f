import { Link } from 'react-router-dom';
import type { PagerView } from './pager-view';
import styles from './Pager.module.css';

/** A list's pager: previous, up to three page numbers (this one marked), next. */
export function Pager({ pager }: { pager: PagerView | null }) {
  if (!pager) return null;
  return (
    <nav className={styles.pager} aria-label="Blog pages">
      {pager.previous ? <Link to={pager.previous}>&lt; previous</Link> : null}
      {pager.pages.map(({ number, href, current }) =>
        current ? (
          <span key={number} aria-current="page" className={styles.current}>
            {number}
          </span>
        ) : (
          <Link key={number} to={href}>
            {number}
          </Link>
        ),
      )}
      {pager.next ? <Link to={pager.next}>next &gt;</Link> : null}
    </nav>
  );
}
