import { formatPhoneDisplay, telDigits } from '@handyman/platform';
import { type FranchiseCorporateControl } from '@handyman/contracts';
import { officeLicence } from '../../office/office-licence';
import { PhoneIcon } from '../../office/PhoneIcon';
import { HoursOfOperation } from './sections/hours/HoursOfOperation';
import styles from './OfficeInfo.module.css';

/** Who the office is and how to reach it: name, location, licence, phone and opening hours. */
export function OfficeInfo({ control }: { control: FranchiseCorporateControl }) {
  const owners = control.FranchiseOwnersControl;
  const phone = control.PhoneNumber?.Value ?? '';
  const licence = officeLicence(control);
  const place = [control.City?.Value, control.State?.Value].filter(Boolean).join(', ');
  return (
    <section className={styles.info} aria-labelledby="office-info-heading">
      <div className={`container ${styles.layout}`}>
        <div className={styles.details}>
          <h2 id="office-info-heading" className={styles.name} data-testid="franchise-name">
            {control.FranchiseName?.Value}
          </h2>
          {place ? <p className={styles.located}>Located in {place}</p> : null}
          {licence ? <p className={styles.licence}>License {licence}</p> : null}
          {phone ? (
            <p className={styles.call}>
              <span className={styles.callLabel}>Call us at</span>
              <a className={styles.phone} href={`tel:${telDigits(phone)}`} data-testid="franchise-phone">
                <PhoneIcon className={styles.phoneIcon} />
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
