import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '@handyman/platform/page-tools';
import { linkColumns } from './link-columns';
import type { LinkView } from './link-view';
import styles from './LinkGroups.module.css';

/** Below 600 px wide the groups collapse: a group's name opens and closes its links. */
export const LINK_GROUP_COLLAPSE_QUERY = '(max-width: 599px)';

export interface LinkGroupProps {
  name: string;
  links: LinkView[];
}

/**
 * A named group of links (a service group, a side link list) in lists of at most 9. On a narrow
 * screen the name becomes a button that opens and closes the links; the server and the first
 * render in the browser show them open, so the HTML always carries every link.
 */
export function LinkGroup({ name, links }: LinkGroupProps) {
  const id = useId();
  const narrow = useMediaQuery(LINK_GROUP_COLLAPSE_QUERY);
  const [open, setOpen] = useState(false);
  const collapsed = narrow && !open;
  return (
    <div className={styles.group} data-testid="link-group">
      <h3 className={styles.name}>
        {narrow ? (
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-links`} onClick={() => setOpen(!open)}>
            {name}
            <span className={`${styles.chevron} ${open ? styles.open : ''}`} aria-hidden="true" />
          </button>
        ) : (
          name
        )}
      </h3>
      <div id={`${id}-links`} className={styles.links} hidden={collapsed}>
        {linkColumns(links).map((column, index) => (
          <ul key={index}>
            {column.map((link) => (
              <li key={`${link.href}-${link.text}`}>
                <Link to={link.href}>{link.text}</Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
