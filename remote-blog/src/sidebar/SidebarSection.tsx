import { useId, type ReactNode } from 'react';
import styles from './Sidebar.module.css';

/** One titled block of the sidebar, a landmark named by its heading. */
export function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
