import { useParams } from 'react-router-dom';
import { Archives } from './Archives';
import { Categories } from './Categories';
import { RecentPosts } from './RecentPosts';
import styles from './Sidebar.module.css';

export type SidebarKind = 'corporate' | 'franchise';

/**
 * The blog sidebar: recent posts, archives and categories; an office's blog shows recent posts only.
 * (The corporate blog's search box sits above it, placed by the layout.)
 */
export function Sidebar({ kind }: { kind: SidebarKind }) {
  const office = useParams().franchise;
  return (
    <aside className={styles.sidebar} aria-label="Blog sidebar" data-testid="blog-sidebar">
      <RecentPosts office={kind === 'franchise' ? office : undefined} />
      {kind === 'corporate' ? (
        <>
          <Archives />
          <Categories />
        </>
      ) : null}
    </aside>
  );
}
