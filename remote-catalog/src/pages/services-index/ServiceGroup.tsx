import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ServiceGroup as ServiceGroupContent } from '@handyman/shared';
import { linkHref, linkText } from '@handyman/shared/ui';
import { useHydrated } from '../../common/use-hydrated';
import { linkColumns } from './service-tab-rules';
import styles from './ServiceGroups.module.css';

/**
 * One service group: its name and its links in lists of at most 9. Below 600 px the name becomes a
 * button that opens and closes the links (after hydration; without JavaScript they stay open).
 */
export function ServiceGroup({ group }: { group: ServiceGroupContent }) {
  const id = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const columns = linkColumns(group.Page ?? []);
  const classes = [styles.group, hydrated ? styles.collapsible : '', open ? styles.open : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid="service-group">
      <h3 className={styles.name}>
        <span className={styles.label}>{group.Name}</span>
        {hydrated ? (
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-links`} onClick={() => setOpen(!open)}>
            {group.Name}
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
