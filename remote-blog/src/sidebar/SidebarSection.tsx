import { useId, type ReactNode } from 'react';
import styles from './Sidebar.module.css';

/** Anchor of the archives (and the categories after them), for the phones' jump link. */
export const ARCHIVES_ID = 'blog-archives';

/** One titled block of the sidebar, a landmark named by its heading. */
export function SidebarSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
