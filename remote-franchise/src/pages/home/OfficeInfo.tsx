import { PhoneIcon } from '../../office/PhoneIcon';
import type { OfficeHomeView } from './home-view';
import { HoursOfOperation } from './sections/hours/HoursOfOperation';
import styles from './OfficeInfo.module.css';

/** Who the office is and how to reach it: name, location, licence, phone and opening hours. */
export function OfficeInfo({ info }: { info: OfficeHomeView['info'] }) {
  const { name, place, licence, phone, hours } = info;
  return (
    <section className={styles.info} aria-labelledby="office-info-heading">
      <div className={`container ${styles.layout}`}>
        <div className={styles.details}>
          <h2 id="office-info-heading" className={styles.name} data-testid="franchise-name">
            {name}
          </h2>
          {place ? <p className={styles.located}>Located in {place}</p> : null}
          {licence ? <p className={styles.licence}>License {licence}</p> : null}
          {phone ? (
            <p className={styles.call}>
              <span className={styles.callLabel}>Call us at</span>
              <a className={styles.phone} href={`tel:${phone.tel}`} data-testid="franchise-phone">
                <PhoneIcon className={styles.phoneIcon} />
                {phone.display}
              </a>
            </p>
          ) : null}
        </div>
        <HoursOfOperation hours={hours} />
      </div>
    </section>
  );
}
