import type { ReactNode } from 'react';
import { Sidebar, type SidebarKind } from '../sidebar/Sidebar';
import { FeedLink } from './FeedLink';
import styles from './BlogLayout.module.css';

/** A blog page: the content, then the sidebar (beside it from 992 px, after it on phones), and the feed link. */
export function BlogLayout({ sidebar, children }: { sidebar: SidebarKind; children: ReactNode }) {
  return (
    <div className={`container ${styles.layout}`}>
      <FeedLink />
      <div className={styles.main}>{children}</div>
      <Sidebar kind={sidebar} />
    </div>
  );
}
