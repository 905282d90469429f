import { formatLicence, formatPhoneDisplay, telDigits, type FranchiseCorporateControl } from '@handyman/shared';
import { HoursOfOperation } from './sections/hours/HoursOfOperation';
import styles from './OfficeInfo.module.css';

function PhoneIcon() {
  return (
    <svg className={styles.phoneIcon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.24 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

/** Who the office is and how to reach it: name, location, licence, phone and opening hours. */
export function OfficeInfo({ control }: { control: FranchiseCorporateControl }) {
  const owners = control.FranchiseOwnersControl;
  const phone = control.PhoneNumber?.Value ?? '';
  const licence = formatLicence(owners?.LicenseNumbers?.Value || control.LicenseNumbers?.Value);
  const place = [control.City?.Value, control.State?.Value].filter(Boolean).join(', ');
  return (
    <section className={styles.info} aria-labelledby="office-info-heading">
      <div className={`container ${styles.layout}`}>
        <div className={styles.details}>
          <h2 id="office-info-heading" className={styles.name} data-testid="franchise-name">
            {control.FranchiseName?.Value}
          </h2>
          {place ? <p className={styles.located}>Located in {place}</p> : null}
          <p className={styles.owned}>Locally Owned and Independently Operated</p>
          {licence ? <p className={styles.licence}>License {licence}</p> : null}
          {phone ? (
            <p className={styles.call}>
              <span className={styles.callLabel}>Call us at</span>
              <a className={styles.phone} href={`tel:${telDigits(phone)}`} data-testid="franchise-phone">
                <PhoneIcon />
                {formatPhoneDisplay(phone) || phone}
              </a>
            </p>
          ) : null}
        </div>
        <HoursOfOperation hours={owners?.HoursOfOperations} />
      </div>
    </section>
  );
}
