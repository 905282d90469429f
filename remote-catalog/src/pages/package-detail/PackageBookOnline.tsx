import { OFFICE_CARD, useBookOnlineUrl, useOfficeView, useVisitorOffice } from '@handyman/platform/base';
import styles from './PackageDetailPage.module.css';

/**
 * The booking box's Book Online: the visitor's office's scheduling page, named, when the site knows
 * their office; else the site's scheduling page, which asks for the ZIP first.
 */
export function PackageBookOnline() {
  const office = useVisitorOffice();
  const { data: card } = useOfficeView(OFFICE_CARD, office);
  const href = useBookOnlineUrl();
  const name = office ? card?.name || undefined : undefined;
  return (
    <p className={styles.bookOnline}>
      {/* The box's main action once the office is known; beside the office finder otherwise. */}
      <a
        className={`${name ? 'button-primary' : 'button-secondary'} ${styles.bookOnlineLink}`}
        href={href}
        data-testid="package-book-online"
      >
        {name ? `Book Online with ${name}` : 'Book Online'}
      </a>
    </p>
  );
}
