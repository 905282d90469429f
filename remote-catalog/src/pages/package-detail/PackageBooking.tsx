import type { PackageDetail } from '@handyman/contracts';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { ZipLookupForm } from '@handyman/offices';
import { DEFAULT_ZIP_FORM } from '../../common/zip-form';
import { BOOKING_ANCHOR } from './booking-hash';
import styles from './PackageDetailPage.module.css';

/** The booking box (#book-online): the package's picture, contact-your-local-office copy and the office finder. */
export function PackageBooking({ pkg }: { pkg: PackageDetail }) {
  return (
    // The anchor is the box's column, not the sticky box: a sticky box's position depends on the
    // scroll, so a scroll measured from it would stop short.
    <div id={BOOKING_ANCHOR} className={styles.bookingColumn}>
      <aside className={`card-accent ${styles.booking}`} aria-labelledby={`${BOOKING_ANCHOR}-heading`} data-testid="package-booking">
        <MediaImage image={pkg.PackageDetail?.PackageImage} alt="" className={styles.bookingImage} />
        <div className={styles.bookingBody}>
          <h2 id={`${BOOKING_ANCHOR}-heading`} className={styles.bookingHeading}>
            Book the {pkg.Name} package
          </h2>
          {pkg.ContactLocalOfficeCopy?.Value ? <RichText className={styles.contact} html={pkg.ContactLocalOfficeCopy.Value} /> : null}
          <ZipLookupForm content={DEFAULT_ZIP_FORM} headingLevel={3} className={styles.zip} />
        </div>
      </aside>
    </div>
  );
}

/** "Time Estimate: One to two days", or nothing when the package has no estimate. */
export function TimeEstimate({ pkg }: { pkg: PackageDetail }) {
  if (!pkg.PackageTimeEstimate?.Value) return null;
  return (
    <p className={styles.time} data-testid="time-estimate">
      <span className={styles.timeLabel}>{pkg.PackageTimeEstimateLabel?.Value || 'Time Estimate'}</span>
      <span className={styles.timeValue}>{pkg.PackageTimeEstimate.Value}</span>
    </p>
  );
}
