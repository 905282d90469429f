import { Archives } from './Archives';
import { Categories } from './Categories';
import { RecentPosts } from './RecentPosts';
import { SearchBox } from './SearchBox';
import styles from './Sidebar.module.css';

export type SidebarKind = 'corporate' | 'franchise';

/** The blog sidebar: search, recent posts, archives and categories; an office's blog shows recent posts only. */
export function Sidebar({ kind }: { kind: SidebarKind }) {
  return (
    <aside className={styles.sidebar} aria-label="Blog sidebar" data-testid="blog-sidebar">
      {kind === 'corporate' ? <SearchBox /> : null}
      <RecentPosts />
      {kind === 'corporate' ? (
        <>
          <Archives />
          <Categories />
        </>
      ) : null}
    </aside>
  );
}
