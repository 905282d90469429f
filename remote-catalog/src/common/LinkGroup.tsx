import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PageLink } from '@handyman/shared';
import { linkHref, linkText } from '@handyman/shared/ui';
import { linkColumns } from './link-columns';
import { useHydrated } from './use-hydrated';
import styles from './LinkGroups.module.css';

export interface LinkGroupProps {
  name: string;
  links: PageLink[];
}

/**
 * A named group of links (a service group, a side link list) in lists of at most 9. Below 600 px
 * the name becomes a button that opens and closes the links (after hydration; without JavaScript
 * they stay open).
 */
export function LinkGroup({ name, links }: LinkGroupProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const columns = linkColumns(links);
  const classes = [styles.group, hydrated ? styles.collapsible : '', open ? styles.open : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid="link-group">
      <h3 className={styles.name}>
        <span className={styles.label}>{name}</span>
        {hydrated ? (
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-links`} onClick={() => setOpen(!open)}>
            {name}
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        ) : null}
      </h3>
      <div id={`${id}-links`} className={styles.links}>
        {columns.map((column, index) => (
          <ul key={index}>
            {column.map((link) => (
              <li key={`${link.URL}-${linkText(link)}`}>
                <Link to={linkHref(link)}>{linkText(link)}</Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
