import { memo } from 'react';
import { ContentLink } from '@handyman/platform/ui';
import { DropdownItem } from './DropdownItem';
import type { MenuEntry } from './menu-entries';
import styles from './DesktopNav.module.css';

/** The inline top navigation (768 px and wider), with dropdowns for entries that have sub-pages. */
export const DesktopNav = memo(function DesktopNav({ entries }: { entries: MenuEntry[] }) {
  return (
    <nav className={styles.nav} aria-label="Main" data-testid="desktop-nav">
      <ul className={`container ${styles.list}`}>
        {entries.map((entry) =>
          entry.children.length > 0 ? (
            <DropdownItem key={entry.id} entry={entry} />
          ) : (
            <li key={entry.id} className={styles.item}>
              <ContentLink markCurrent page={entry.page} className={styles.top} />
            </li>
          ),
        )}
        {/* The end of the list (never shown): until the browser has parsed it, the list stays unseen. */}
        <li hidden data-nav-end="" />
      </ul>
    </nav>
  );
});
