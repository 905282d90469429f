import type { ReactNode } from 'react';
import { Sidebar, type SidebarKind } from '../sidebar/Sidebar';
import styles from './BlogLayout.module.css';

export const FEED_PATH = '/blog/feed.xml';

/**
 * A blog page: the content, then the sidebar (beside it from 992 px, after it on phones).
 * The feed link is rendered here and React hoists it into the head, on the server too. The shell's
 * server serves the feed itself (lead, issue 9); if it also writes this link, drop this one.
 */
export function BlogLayout({ sidebar, children }: { sidebar: SidebarKind; children: ReactNode }) {
  return (
    <div className={`container ${styles.layout}`}>
      <link rel="alternate" type="application/rss+xml" title="Blog feed" href={FEED_PATH} />
      <div className={styles.main}>{children}</div>
      <Sidebar kind={sidebar} />
    </div>
  );
}
