import { MediaImage, RichText } from '@handyman/platform/base';
import { ZipLookupForm } from '@handyman/offices';
import { DEFAULT_ZIP_FORM } from '../../common/zip-form';
import { BOOKING_ANCHOR } from './booking-hash';
import { PackageBookOnline } from './PackageBookOnline';
import type { PackageView } from './package-view';
import styles from './PackageDetailPage.module.css';

/**
 * The booking box (#book-online): the package's picture, contact-your-local-office copy, Book Online
 * (with the visitor's office when the site knows it) and the office finder.
 */
export function PackageBooking({ name, booking }: { name: string; booking: PackageView['booking'] }) {
  return (
    // The anchor is the box's column, not the sticky box: a sticky box's position depends on the
    // scroll, so a scroll measured from it would stop short.
    <div id={BOOKING_ANCHOR} className={styles.bookingColumn}>
      <aside className={`card-accent ${styles.booking}`} aria-labelledby={`${BOOKING_ANCHOR}-heading`} data-testid="package-booking">
        <MediaImage image={booking.image} alt="" className={styles.bookingImage} sizes="(min-width: 768px) 360px, 100vw" />
        <div className={styles.bookingBody}>
          <h2 id={`${BOOKING_ANCHOR}-heading`} className={styles.bookingHeading}>
            Book the {name} package
          </h2>
          {booking.contactHtml ? <RichText className={styles.contact} html={booking.contactHtml} /> : null}
          <PackageBookOnline />
          <ZipLookupForm content={DEFAULT_ZIP_FORM} headingLevel={3} className={styles.zip} />
        </div>
      </aside>
    </div>
  );
}
