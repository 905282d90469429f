import { memo } from 'react';
import { Link } from 'react-router-dom';
import { ContentLink } from '@handyman/platform/ui';
import { PinIcon } from '../../icons';
import type { RecentFranchiseNav } from './use-recent-franchise';
import styles from './RecentFranchiseBar.module.css';

/**
 * The last visited office with its own nav (its links move into the slide-out menu on phones).
 * Until the visitor's stored office is known (`holdRoom`: the server's render and hydration), an
 * empty band holds the bar's room where the page's head script found one stored, so the page does
 * not move down when the bar comes.
 */
export const RecentFranchiseBar = memo(function RecentFranchiseBar({
  franchise,
  holdRoom = false,
}: {
  franchise: RecentFranchiseNav | null;
  holdRoom?: boolean;
}) {
  if (!franchise) return holdRoom ? <div className={styles.room} aria-hidden="true" data-testid="recent-franchise-room" /> : null;
  return (
    <nav className={styles.bar} aria-label="Your local office" data-testid="recent-franchise-bar">
      <div className={`container ${styles.inner}`}>
        <p className={styles.office}>
          <PinIcon />
          <span className={styles.label}>Your local office:</span>
          <Link className={styles.name} to={franchise.href}>
            {franchise.name}
          </Link>
        </p>
        <ul className={styles.links}>
          {franchise.links.map((page) => (
            <li key={page.URL}>
              <ContentLink markCurrent page={page} className={styles.link} />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
});
