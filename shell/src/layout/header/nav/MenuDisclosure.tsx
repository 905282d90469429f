import { ContentLink, linkText } from '@handyman/platform/ui';
import { CallUsLink } from '../../CallUsLink';
import { AppointmentLink } from '../AppointmentLink';
import { ChevronDownIcon, MenuIcon, PhoneIcon } from '../../icons';
import type { MenuEntry } from './menu-entries';
import styles from './MobileNav.module.css';

/**
 * The phone menu before scripts run (and without them): a native disclosure, as the FAQ's
 * accordion, whose Menu opens the same entries as a panel under the header, each section's
 * sub-pages behind a disclosure of their own. Once the page is hydrated the slide-out menu
 * replaces it (MobileNav).
 */
export function MenuDisclosure({ entries }: { entries: MenuEntry[] }) {
  return (
    <details className={styles.disclosure} data-testid="menu-disclosure">
      <summary className={styles.toggle}>
        <MenuIcon />
        <span>Menu</span>
      </summary>
      <nav className={styles.disclosurePanel} aria-label="Main">
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={entry.office ? styles.office : undefined}>
              {entry.office ? <span className={styles.officeLabel}>Your local office</span> : null}
              {entry.children.length > 0 ? (
                <details className={styles.subDisclosure}>
                  <summary className={styles.row}>
                    {linkText(entry.page)}
                    <ChevronDownIcon />
                  </summary>
                  <ul className={styles.subList}>
                    {[entry.page, ...entry.children].map((page, index) => (
                      <li key={`${index}-${page.URL}`}>
                        <ContentLink page={page} className={index === 0 ? `${styles.row} ${styles.overview}` : styles.row} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <ContentLink page={entry.page} className={styles.row} />
              )}
            </li>
          ))}
        </ul>
        <p className={styles.disclosureActions}>
          <AppointmentLink className={`button-secondary ${styles.action}`} />
        </p>
        <p className={styles.call}>
          <PhoneIcon size={18} />
          <CallUsLink className={styles.callLink} />
        </p>
      </nav>
    </details>
  );
}
