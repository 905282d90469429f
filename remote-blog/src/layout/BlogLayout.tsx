import type { ReactNode } from 'react';
import { SearchBox } from '../sidebar/SearchBox';
import { Sidebar, type SidebarKind } from '../sidebar/Sidebar';
import { ARCHIVES_ID } from '../sidebar/SidebarSection';
import styles from './BlogLayout.module.css';

/**
 * A blog page: the content, then the sidebar (beside it from 992 px, after it on phones). (Each
 * route's loader names the blog's feed in its head.) The corporate blog's search box heads the sidebar column on a desktop and comes before
 * the posts on a phone, with a link down to the archives and categories.
 */
export function BlogLayout({ sidebar, children }: { sidebar: SidebarKind; children: ReactNode }) {
  return (
    <div className={`container ${styles.layout} ${sidebar === 'corporate' ? styles.withTools : ''}`}>
      {sidebar === 'corporate' ? (
        <div className={styles.tools}>
          <SearchBox />
          <a className={styles.jump} href={`#${ARCHIVES_ID}`}>
            Categories and archives
            <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true" focusable="false">
              <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </a>
        </div>
      ) : null}
      <div className={styles.main}>{children}</div>
      <Sidebar kind={sidebar} />
    </div>
  );
}
